# deparse of a function and of a long call with width.cutoff
g <- function(x, y = 2) {
  z <- x + y
  z * 2
}
deparse(g)
long <- quote(some_function(argument_one = 1, argument_two = "two", argument_three = c(1, 2, 3)))
deparse(long)
deparse(long, width.cutoff = 40)
