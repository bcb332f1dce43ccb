print(is.element(2, 1:3))
print(is.element(1:4, c(2, 4)))
print(is.element("a", letters))
print(is.element("A", letters))
