# split a vector by a factor or by any vector
g <- factor(c("a", "b", "a", "c", "b"))
v <- c(10, 20, 30, 40, 50)
split(v, g)
split(1:6, c(1, 2))
split(letters[1:4], c("x", "y", "x", "y"))
split(1:3, factor(c("p", "p", "q"), levels = c("p", "q", "r")))
split(1:3, factor(c("p", "p", "q"), levels = c("p", "q", "r")), drop = TRUE)
