# interaction options, split by a list of factors, split<-, unsplit by a list
a <- c("x", "y", "x", "z"); b <- c("p", "p", "q", "q")
interaction(a, b, lex.order = TRUE)
interaction(a, b, sep = "_")
interaction(list(a, b), drop = TRUE)
split(1:4, list(a, b), drop = TRUE)
split(1:4, list(a, b), sep = "|", drop = TRUE)
v <- 1:4
split(v, b) <- list(c(10, 20), c(30, 40))
v
unsplit(split(1:4, list(a, b)), list(a, b))
split(list(1, "a", TRUE), c(1, 2, 1))
split(c(a = 1, b = 2, c = 3), c("u", "v", "u"))
tapply(1:6, list(c(1,1,2,2,3,3), c("a","b","a","b","a","b")), sum)
