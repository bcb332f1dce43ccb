# kronecker() and %x%
print(1:2 %x% 1:3)
print(typeof(1:2 %x% 1:3))
print(attributes(1:2 %x% 1:3))
print(kronecker(diag(2), matrix(1:4, 2)))
print(matrix(1:4, 2) %x% c(1, 10))
print(kronecker(1:2, 1:2, "+"))
