# factor of integers with integer levels matches them as R matches their decimal strings: NA, exclude,
# labels, names, factors and double levels (still strings) alike
x <- c(3L, 1L, NA, 2L, 5L, 1L)
factor(x, levels = 1:3); factor(x, levels = c(3L, 1L)); factor(x, levels = 1:3, exclude = NULL)
factor(x, levels = c(1L, NA), exclude = NULL); factor(x, levels = 0:5, labels = letters[1:6])
factor(c(a = 2L, b = 1L), levels = 1:2); factor(factor(c("b", "a")), levels = 1:2); factor(x, levels = c(1, 2))
factor(integer(0), levels = 1:2); factor(100000L, levels = 100000L); table(factor(x, levels = seq_len(4)))
