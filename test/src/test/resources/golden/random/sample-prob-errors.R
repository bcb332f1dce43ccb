sample(3, 2, prob = c(1, 2))
