set.seed(1)
rnbinom(10, 3, 0.5)
rnbinom(5, size = 2, mu = 4)
rnbinom(3, 10, 1)
for (p in c(0.05, 0.3, 0.8)) { set.seed(3); cat(sum(rnbinom(3000, 5, p)), sum(rnbinom(3000, 0.5, mu = 20)), "\n") }
rbinom(2, c(5, 10), 0.5)
x <- rnbinom(2, 3, 2)
rnbinom(1, 3, 0.5, mu = 2)
