print(xor(TRUE, c(TRUE, FALSE, NA))); print(xor(c(0, 1), 1))
