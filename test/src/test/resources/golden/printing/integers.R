# integer vectors and wrapping at width 80
print(1L)
print(-5L)
print(c(1L, NA, 3L))
print(1:10)
print(1:30)
print(100:130)
print(-5:5)
print(c(2147483647L, -2147483647L))
x <- 1:100
x
print(integer(0))
