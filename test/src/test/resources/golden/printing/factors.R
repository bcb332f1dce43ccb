# factor printing
f <- factor(c("a", "b", "a", "c"))
print(f)
factor(c("x", NA, "y"))
factor(character(0))
print(factor(c("lo", "hi", "lo"), levels = c("lo", "hi")))
