# list printing
print(list(1, "a", TRUE))
print(list(a = 1, b = "x"))
print(list(a = 1, 2))
l <- list(x = 1:3, y = c("p", "q"))
l
print(list(NULL))
print(list(a = NULL, b = 1))
