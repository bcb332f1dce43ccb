# Looking up a function skips variables that are not functions.
c <- 1
c(c, 2)
sum <- "not a function"
sum(1:4)
f <- function(print) {
  print(print)
}
f("hello")
