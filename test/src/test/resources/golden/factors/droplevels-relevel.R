# droplevels drops unused levels; relevel moves the reference level first
f <- factor(c("b", "a"), levels = c("a", "b", "z"))
droplevels(f)
table(droplevels(f))
g <- factor(c("x", "y", "z", "y"))
relevel(g, ref = "z")
levels(relevel(g, ref = "y"))
