# The first script every flashr build must run.
x <- c(1.5, 2, 3)
x
sum(x)
y <- x * 2
print(y)
