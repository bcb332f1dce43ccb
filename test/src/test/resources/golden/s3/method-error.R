# an error inside a method reports the method's call
check <- function(x) UseMethod("check")
check.positive <- function(x) if (x < 0) stop("value is negative") else "ok"
print(check(structure(2, class = "positive")))
check(structure(-2, class = "positive"))
