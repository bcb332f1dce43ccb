# density's values to the last bit: its binned convolution runs through R's fft (Singleton's code)
set.seed(5)
for (k in 1:6) { x <- rnorm(50 * k) * k; d <- density(x, n = 2^(5 + k), kernel = c("gaussian", "epanechnikov", "rectangular", "triangular", "biweight", "cosine")[k]); cat(sprintf("%a", d$y), "\n") }
d <- density(faithful$eruptions); cat(sprintf("%a", d$y), "\n")
