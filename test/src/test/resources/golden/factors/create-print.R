# factor creation and printing
f <- factor(c("lo", "hi", "mid", "hi", NA), levels = c("lo", "mid", "hi"))
f
levels(f)
nlevels(f)
factor(c(3, 1, 2, 1))
factor(character(0))
factor(c(TRUE, FALSE, TRUE))
factor(c(a = "x", b = "y"))
