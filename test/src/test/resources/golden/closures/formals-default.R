# formals() and body() without a function describe the function calling them; a name is looked up
f <- function(a, col = 1, plot = TRUE) {
  print(names(formals()))
  print(body())
  missing(col)
}
f(1, col = 2)
names(formals("f"))
body("f")[[1]]
g <- function() formals()
g()
