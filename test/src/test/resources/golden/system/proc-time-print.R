# how proc_time values print: user and system times with the children's added
x <- structure(c(1.5, 0.25, 3.125, 0.5, NA), names = c("user.self", "sys.self", "elapsed", "user.child", "sys.child"),
               class = "proc_time")
x
print(x)
summary(x)
unclass(x)
t <- system.time(NULL)
class(t)
names(t)
length(summary(t))
# a method of a base generic changing its argument changes its own copy only
y <- structure(c(1.5, 2), class = "foo")
summary.foo <- function(object, ...) { object[1L] <- 99; unclass(object) }
summary(y)
unclass(y)
format.foo <- function(x, ...) { x[2L] <- -1; "formatted" }
format(y)
unclass(y)
