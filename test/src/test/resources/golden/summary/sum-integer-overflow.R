big <- .Machine$integer.max
print(sum(c(big, 1L)))
print(typeof(sum(c(big, 1L))))
print(sum(c(big, 1L, -1L)))
print(typeof(sum(c(big, 1L, -1L))))
print(sum(1:100000))
print(sum(big, big))
