# vapply(): FUN.VALUE checks and shapes
print(vapply(1:3, function(i) i * 2, numeric(1)))
print(vapply(c(a = 1, b = 2), function(i) c(x = i, y = i * 2), numeric(2)))
print(vapply(c("u", "v"), function(i) c(x = 1, y = 2), c(p = 0, q = 0)))
print(vapply(list(), length, 1L))
print(vapply(1:3, function(i) i > 1, logical(1), USE.NAMES = FALSE))
print(vapply(1:2, function(i) TRUE, 1))
print(vapply(letters[1:2], toupper, ""))
print(vapply(1:2, function(i) matrix(i, 2, 2), matrix(0, 2, 2)))
