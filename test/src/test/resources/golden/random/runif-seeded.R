set.seed(42)
runif(5)
x <- runif(3, min = 10, max = 20)
print(x, digits = 17)
runif(2, -1, 1)
runif(0)
set.seed(42)
y <- runif(5)
y[1] == 0.914806043496355
