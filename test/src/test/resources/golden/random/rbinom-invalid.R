set.seed(1)
rbinom(2, 3.5, 0.2)
rbinom(2, 10, 1.5)
