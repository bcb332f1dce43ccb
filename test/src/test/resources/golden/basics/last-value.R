exists(".Last.value")
1 + 2
.Last.value
x <- c(a = 5)
.Last.value
invisible(10)
.Last.value * 2
f <- function() .Last.value
"in f"
f()
environmentName(environment())
identical(.Last.value, "base")
y <- c(1, 2, 3)
y[1] <- 5
.Last.value
z <- .Last.value
z[2] <- 0
y
