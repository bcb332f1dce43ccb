# symbols and environments
print(quote(x))
print(as.name("abc"))
print(globalenv())
print(emptyenv())
print(baseenv())
