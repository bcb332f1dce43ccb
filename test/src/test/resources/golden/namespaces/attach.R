# attach puts a list's, data frame's or environment's elements on the search path; detach removes them
df <- data.frame(a = 1:3, b = c(2.5, 3.5, 4.5))
attach(df)
search()
a + b
mean(b)
environmentName(as.environment(2))
a <- 10
a
rm(a)
a
detach(df)
search()
r <- try(a, silent = TRUE); cat(r)
lst <- list(x = 1, y = "two", sum = 5)
attach(lst, name = "mylist")
search()
sum(1:3)
y
f <- function() y
f()
detach("mylist")
attach(list(mean = function(x) "masked"))
mean(1:3)
detach()
mean(1:3)
e <- attach(NULL, name = "scratch")
assign("zz", 42, envir = e)
zz
detach(scratch)
attach(list(p = 1), name = "first")
attach(list(p = 2), name = "second")
p
detach(2)
p
detach("first")
env <- new.env()
assign("w", 7, envir = env)
attach(env, name = "fromenv")
w
assign("w", 8, envir = env)
w
detach(fromenv)
attach(list(median = 1, sd = function(x) "mine", qq = 3))
sd(1:3)
detach()
attach(mtcars, warn.conflicts = FALSE)
mean(mpg)
detach(mtcars)
x <- 1
attach(list(x = 2, other = 3))
x
detach()
r <- try(detach(nothere), silent = TRUE); cat(r)
r <- try(detach("package:nothere"), silent = TRUE); cat(r)
r <- try(attach(1:3), silent = TRUE); cat(r)
length(search())
