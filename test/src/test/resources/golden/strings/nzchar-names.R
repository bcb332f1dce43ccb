# nzchar returns no names (R 4.2), keeps NA only with keepNA = TRUE
x <- c(a = "x", b = "", c = NA)
print(nzchar(x))
print(nzchar(x, keepNA = TRUE))
print(names(nzchar(x)))
print(nzchar(character(0)))
print(nzchar(c(one = 1, two = 22)))
