# na.fail is a generic: methods for new classes are found, the default refuses any incomplete case
na.fail(1:3)
na.fail(c(a = 1, b = 2))
na.fail(character())
na.fail(matrix(1:4, 2))
na.fail(data.frame(x = 1:2, y = c("a", "b")))
na.fail(list(1, "a"))
r <- try(na.fail(c(1, NA)))
r <- try(na.fail(c("a", NA)))
r <- try(na.fail(c(1, NaN)))
r <- try(na.fail(matrix(c(1, NA, 3, 4), 2)))
r <- try(na.fail(data.frame(x = c(1, NA), y = 1:2)))
r <- try(na.fail(ts(c(1, NA, 3))))
na.fail.myclass <- function(object, ...) {
    cat("na.fail.myclass called\n")
    object[!is.na(object)]
}
obj <- structure(c(1, NA, 3), class = "myclass")
unclass(na.fail(obj))
f <- function(x, na.action = na.fail) na.action(x)
f(1:3)
r <- try(f(c(NA, 1)))
r <- tryCatch(acf(c(1, NA, 3, 4), plot = FALSE), error = function(e) cat("acf:", conditionMessage(e), "\n"))
