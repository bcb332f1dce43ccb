# nchar of missing strings: NA for chars and bytes, 2 for width (keepNA = NA); types partially matched
x <- c("ab", NA, "\u00e9t\u00e9")
print(nchar(x)); print(nchar(x, "w")); print(nchar(x, "b")); print(nchar(x, "c"))
print(nchar(NA)); print(nchar(NA, "w")); print(nchar(x, keepNA = TRUE)); print(nchar(x, "w", keepNA = FALSE))
print(nchar(x, "width", keepNA = NA)); print(nchar(123)); print(nchar(c(a = "xyz")))
