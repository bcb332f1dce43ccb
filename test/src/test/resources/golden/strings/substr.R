# substr and substring
substr("hello", 2, 4)
substr("hello", 2, 10)
substr("hello", 0, 2)
substr("abc", 3, 2)
substr(c("abcdef", "xyz", NA), 2, 3)
substring("abcdef", 1:3, 3:5)
substring("abcdef", 4)
substring("abc", 1:3, 1:3)
x <- "abcdef"
substr(x, 2, 3) <- "ZZ"
x
