# sapply(simplify = "array") and mixed types
print(sapply(1:2, function(i) matrix(i, 2, 2), simplify = "array"))
print(sapply(1:3, function(i) if (i > 1) "big" else i))
print(sapply(list(1, "a", TRUE), class))
