# NULL and empty vectors
print(NULL)
NULL
print(numeric(0))
print(integer(0))
print(character(0))
print(logical(0))
print(list())
x <- c(a = 1)[0]
print(x)
