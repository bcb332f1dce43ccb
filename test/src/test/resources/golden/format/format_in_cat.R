# format used to align output with cat
x <- c(1.5, 22.25, 333)
cat(format(x), sep = "\n")
cat(formatC(x, width = 10, format = "f", digits = 1), sep = "\n")
cat(sprintf("%-6s%6.2f\n", c("a", "bb", "ccc"), x), sep = "")
cat(format(c("left", "x")), "|\n")
