# Walker's alias method: more than 200 probabilities, with replacement
set.seed(5)
sample(300, 8, replace = TRUE, prob = 1:300)
set.seed(6)
x <- sample(1000, 5000, replace = TRUE, prob = rep(c(1, 3), 500))
sum(x)
sum(x %% 2 == 0)
# without replacement, weighted
set.seed(7)
sample(20, 10, prob = 20:1)
