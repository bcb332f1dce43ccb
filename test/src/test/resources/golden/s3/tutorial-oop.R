# S3 classes, as tutorials write them
dog <- function(name, age) structure(list(name = name, age = age), class = c("dog", "animal"))
print.animal <- function(x, ...) { cat("Animal:", x$name, "\n"); invisible(x) }
speak <- function(x, ...) UseMethod("speak")
speak.default <- function(x, ...) cat("...\n")
speak.dog <- function(x, ...) { cat(x$name, "says woof\n"); NextMethod() }
speak.animal <- function(x, ...) cat("(animal noise)\n")
d <- dog("Rex", 3)
d
print(d)
speak(d)
speak(1)
print(inherits(d, "animal")); print(inherits(d, c("cat", "dog"), which = TRUE))
summary.dog <- function(object, ...) structure(list(n = nchar(object$name)), class = "summary.dog")
print.summary.dog <- function(x, ...) cat("dog summary: name length", x$n, "\n")
summary(d)
format.dog <- function(x, ...) paste0("<dog ", x$name, ">")
cat(format(d), "\n")
toString(1:5)
"+.money" <- function(e1, e2) structure(list(v = e1$v + e2$v), class = "money")
print.money <- function(x, ...) cat(sprintf("$%.2f\n", x$v))
m <- structure(list(v = 1.5), class = "money")
m + m
length.stack <- function(x) length(x$items)
s <- structure(list(items = list(1, 2, 3)), class = "stack")
print(length(s))
as.character.dog <- function(x, ...) x$name
print(as.character(d))
Stack <- function() {
  items <- list()
  push <- function(x) { items[[length(items) + 1]] <<- x; invisible(NULL) }
  pop <- function() { it <- items[[length(items)]]; items[[length(items)]] <<- NULL; it }
  size <- function() length(items)
  list(push = push, pop = pop, size = size)
}
st <- Stack(); st$push(1); st$push("two"); print(st$size()); print(st$pop()); print(st$size())
acc <- local({ total <- 0; function(x) { total <<- total + x; total } })
acc(5); print(acc(10))
modifyList(list(a = 1, b = 2), list(b = 3, c = 4))
f <- function(n) if (n <= 1) 1 else n * Recall(n - 1)
print(f(5))
print(vapply(list(1:3, 4:6), function(v) sum(v), FUN.VALUE = numeric(1)))
print(unsplit(split(1:6, c(1, 2, 1, 2, 1, 2)), c(1, 2, 1, 2, 1, 2)))
print(mapply(function(...) sum(...), 1:3, 4:6, 7:9))
print(rapply(list(1, "a", list(2, "b")), function(x) x * 10, classes = "numeric", how = "unlist"))
print(Reduce(function(a, b) paste0(a, b), c("x", "y", "z"), accumulate = TRUE, right = TRUE))
print(do.call("sum", as.list(1:10)))
print(nchar(sprintf("%10s", "")))
print(seq(10, 100, length.out = 4))
print(trunc(2.7)); print(sign(-3:3))
print(Negate(is.null)(NULL))
print(identity(5))
print(invisible(7))
