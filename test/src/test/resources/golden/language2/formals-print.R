# formals print an argument without default as an empty line
g <- function(x, y = 2, ...) NULL
formals(g)
str <- alist(a = , b = 1)
str
