# attributes printed after values
x <- structure(1:3, foo = "bar")
print(x)
y <- structure(c(a = 1, b = 2), note = "n")
y
z <- structure(list(1, "a"), class = "foo")
print(z)
w <- structure(1:2, class = "myclass")
w
