# cut into intervals: labels like (a,b]
x <- c(1.5, 2.5, 10, 0.2, 7)
cut(x, c(0, 2, 5, 10))
cut(x, c(0, 2, 5, 10), right = FALSE)
cut(x, c(0.2, 2, 5, 10), include.lowest = TRUE)
cut(x, 3)
