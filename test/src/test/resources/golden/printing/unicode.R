# non-ASCII strings keep their characters; width counts characters
x <- c("café", "naïve", "a")
x
print(c(k = "é", long = "x"))
nchar("café")
toupper("straße")
m <- matrix(c("é", "ab", "c", "dé"), 2)
m
