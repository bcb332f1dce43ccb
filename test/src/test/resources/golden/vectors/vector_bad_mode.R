x <- vector("numeric", 2)
print(x)
vector("foo", 2)
