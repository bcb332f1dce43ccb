# base methods can be called by name, and user methods can delegate to them
x <- structure(c(3, 1, 2, 10), class = "scores")
mean.scores <- function(x, ...) { cat("mean.scores -> "); mean.default(unclass(x)) }
mean(x)
summary.scores <- function(object, ...) { cat("summary of scores\n"); summary.default(unclass(object)) }
summary(x)
sort.scores <- function(x, decreasing = FALSE, ...) sort.default(unclass(x), decreasing = decreasing)
sort(x, decreasing = TRUE)
f <- factor(c("b", "a", "b"))
as.character.factor(f)
summary.factor(f)
rev.default(1:3)
unique.default(c(1, 1, 2))
median.default(c(5, 1, 3))
toString.default(1:4)
