# Sequences longer than a vector can be stored (R makes them compact and never allocates them)
x <- seq_len(1e12)
length(x); typeof(x); class(x)
x[5]; x[c(1, 2, 1e12)]; head(x); tail(x, 3)
y <- 1:3e9
typeof(y); length(y); y[3e9]
z <- -2e9:2e9
typeof(z); length(z); z[c(1, 2e9 + 1, 4e9 + 1)]
d <- 3e9:1
typeof(d); d[1:3]; length(d)
d[3e9]; is.numeric(x); is.integer(z)
