# mapply(): lengths that do not divide
add <- function(x, y) x + y
print(mapply(add, 1:3, 1:2))
