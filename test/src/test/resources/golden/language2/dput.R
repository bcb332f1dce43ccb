# dput writes the deparsed object and returns it invisibly
dput(factor(c("a", "b", "a")))
dput(list(x = 1:3, y = "a"))
dput(structure(1:2, class = "foo"))
dput(c(a = 1.5, b = NA))
y <- dput("text")
y
