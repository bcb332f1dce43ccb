`length<-.myclass` <- function(x, value) { cat("method called\n"); structure(NextMethod(), class = "myclass") }
x <- structure(1:3, class = "myclass")
length(x) <- 5
print(unclass(x))
d <- as.Date("2024-01-05") + 0:2
length(d) <- 5
d
length(d) <- 2
d
p <- as.POSIXct("2024-01-05 10:00:00", tz = "UTC") + 0:2
length(p) <- 4
p
attr(p, "tzone")
dt <- as.difftime(c(1, 2, 3), units = "hours")
length(dt) <- 4
dt
f <- factor(c("a", "b", "a"))
length(f) <- 4
f
y <- c(a = 1, b = 2)
length(y) <- 3
y
l <- list(1, "a")
length(l) <- 3
str(l)
