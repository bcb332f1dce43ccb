# I(): print.AsIs hides the class; [.AsIs keeps it (NextMethod, then I())
x <- I(c(a = 1, b = 2, c = 3))
print(x); x
print(class(x[2:3])); print(x[2:3]); str(x[1])
l <- I(list(1, "a")); print(class(l[1]))
d <- data.frame(n = I(c("p", "q")), v = 1:2); print(d); print(class(d$n))
print(I(matrix(1:4, 2)))
str(d); str(I(c("p", "q"))); str(structure(c("p", NA), class = "foo")); str(c(a = "x", b = "y"))
