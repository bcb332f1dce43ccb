# reading a file line by line, capturing output, scanning text: patterns scripts use
f <- tempfile()
writeLines(c("# header", "1,2", "3,4"), f)
con <- file(f, open = "r")
header <- readLines(con, n = 1)
while (length(line <- readLines(con, n = 1)) > 0) {
  cat("got:", line, "\n")
}
close(con)
process <- function(path) {
  con <- file(path, "r")
  on.exit(close(con))
  n <- 0
  repeat {
    l <- readLines(con, n = 1, warn = FALSE)
    if (!length(l)) break
    n <- n + 1
  }
  n
}
process(f)
out <- capture.output(print(1:3))
out
zz <- textConnection("res", "w")
sink(zz)
x <- summary(c(3, 1, 2))
print(x)
sink()
close(zz)
res
tc <- textConnection("1 2 3\n4 5 6")
m <- matrix(scan(tc, quiet = TRUE), ncol = 3, byrow = TRUE)
close(tc)
m
s <- scan(text = "3,4,5", sep = ",", what = integer(), quiet = TRUE)
sum(s)
x <- scan(text = "a b c", what = "character")
length(x)
nums <- as.numeric(strsplit(readLines(textConnection("1 2 3")), " ")[[1]])
nums
log <- file(tempfile(), open = "a")
cat("entry 1\n", file = log)
cat("entry 2\n", file = log, append = TRUE)
close(log)
print(textConnection(letters[1:3]))
