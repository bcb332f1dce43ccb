# sort's default method calls sort.int: Calls: f -> sort -> sort.default -> sort.int
f <- function() sort(list(2, 1))
f()
