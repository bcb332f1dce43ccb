f <- tempfile()
con <- fifo(f, "w+")
class(con)
writeLines(c("a", "b"), con)
readLines(con, 2)
cat("x y\n", file = con)
readLines(con, 1)
writeLines("third", con)
readLines(con, n = 1)
summary(con)$class
close(con)
file.exists(f)
file.info(f)$isdir
unlink(f)
