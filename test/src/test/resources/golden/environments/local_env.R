# local() evaluates in a fresh environment.
x <- "global"
y <- local({
  x <- "local"
  paste("inside:", x)
})
y
x
counter <- local({
  n <- 0
  function() {
    n <<- n + 1
    n
  }
})
counter()
counter()
