x <- 1:5
y <- 2L
print(x + y)
print(x - y)
print(x * y)
print(typeof(x + y))
print(typeof(x * 2))
print(TRUE + TRUE)
print(typeof(TRUE + FALSE))
print(-TRUE)
print(typeof(-TRUE))
print(+c(TRUE, FALSE))
