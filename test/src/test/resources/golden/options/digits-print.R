# options(digits) changes how numbers print
x <- c(pi, exp(1), 1/3)
x
options(digits = 3)
x
pi * 1000
1/7
options(digits = 12)
pi
options(digits = 7)
x
