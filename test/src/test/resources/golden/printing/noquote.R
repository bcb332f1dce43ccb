# noquote objects print without quotes
x <- noquote(c("a", "b"))
print(x)
x
noquote("single")
