# A vector grown element by element past its end.
x <- numeric(0)
for (i in 1:1e5) x[i] <- i^2
print(sum(x))
print(length(x))
