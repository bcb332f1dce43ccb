l <- list(a = 1, b = "x")
s <- l["a"]
print(is.list(s))
print(length(s))
d <- l[["a"]]
print(is.list(d))
print(d)
print(l[c(TRUE, FALSE)])
