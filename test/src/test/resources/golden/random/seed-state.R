set.seed(1)
cat(.Random.seed[1:4], "\n")
x <- runif(1)
cat(.Random.seed[1:4], .Random.seed[626], "\n")
s <- .Random.seed
a <- runif(3)
.Random.seed <- s
b <- runif(3)
identical(a, b)
RNGkind()
set.seed(1, kind = "Mersenne-Twister")
runif(1)
set.seed(NULL)
length(.Random.seed)
