# file connections, text connections and the standard ones, as scripts use them
d <- tempfile("conn")
dir.create(d)
old <- setwd(d)

con <- file("out.txt", "w")
class(con)
con
writeLines(c("alpha", "beta"), con)
cat("gamma", 1.5, TRUE, "\n", file = con)
cat("no newline", file = con)
isOpen(con)
isOpen(con, "r")
isOpen(con, "w")
close(con)
readLines("out.txt", warn = FALSE)

# reading successive lines from an open connection
con <- file("out.txt")
con
isOpen(con)
open(con, "r")
isOpen(con)
readLines(con, n = 1)
readLines(con, n = 2)
readLines(con, n = 5)
readLines(con)
close(con)

# appending, then reading a closed connection whole
con <- file("out.txt", open = "a")
writeLines("appended", con)
close(con)
readLines(file("out.txt"))

# writeLines to a connection that is not open writes the whole file
con <- file("whole.txt")
writeLines(c("one", "two"), con, sep = "\r\n")
writeLines("three", con)
readLines("whole.txt")
cat("x", "y", file = con, sep = "-")
readLines(con, warn = FALSE)

# text modes
con <- file("modes.txt", "wt")
summary(con)$mode
writeLines("text mode", con)
close(con)
con <- file("modes.txt", open = "rt")
readLines(con)
close(con)

# gzip
g <- gzfile("data.gz", "w")
g
writeLines(paste("line", 1:3), g)
close(g)
readLines("data.gz")
readLines(gzfile("data.gz"), n = 2)
f <- file("data.gz")
class(f)
summary(f)$mode
readLines(f)

# reading a character vector
tc <- textConnection(c("first line", "second line", "third"))
tc
readLines(tc, 1)
readLines(tc)
readLines(tc)
close(tc)
lines <- c("a", "b\nc")
tc <- textConnection(lines)
summary(tc)$description
readLines(tc)
close(tc)

# writing into a variable
out <- textConnection("captured", "w")
captured
writeLines(c("w1", "w2"), out)
cat("partial ", file = out)
isIncomplete(out)
captured
cat("line\n", file = out)
captured
textConnectionValue(out)
cat("unfinished", file = out)
close(out)
captured

keep <- c("kept")
app <- textConnection("keep", "a")
writeLines("added", app)
close(app)
keep

anon <- textConnection(NULL, "w")
writeLines(c("x", "y"), anon)
textConnectionValue(anon)
summary(anon)$description
close(anon)

f <- function() {
    tc <- textConnection("inner", "w", local = TRUE)
    writeLines("local value", tc)
    close(tc)
    inner
}
f()
exists("inner")

# the standard connections
stdin()
stdout()
stderr()
writeLines("to stdout", stdout())
writeLines("to stderr", stderr())
cat("cat to stderr\n", file = stderr())
x <- readline("Your name? ")
x
nchar(x)
print(summary(stdout()))

# a closed connection is invalid
tc <- textConnection("abc")
close(tc)
tc
setwd(old)
