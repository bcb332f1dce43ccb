set.seed(3)
sample(3, 2, prob = c(0.5, 0.5, 0))
sample(5, 10)
