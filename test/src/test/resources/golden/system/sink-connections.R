# sink() to connections, and sink(type = "message")
d <- tempfile("sinks")
dir.create(d)
old <- setwd(d)

zz <- file("all.Rout", open = "wt")
sink(zz)
sink(zz, type = "message")
sink.number()
sink.number(type = "message")
print(1:3)
message("a message goes to the file")
warning("so does a warning")
cat("and cat\n")
sink(type = "message")
sink()
close(zz)
sink.number(type = "message")
readLines("all.Rout")

# output into a text connection
tc <- textConnection("captured", "w")
sink(tc)
print(summary(c(1, 2, 3, 10)))
cat("partial")
cat(" line\n")
sink()
close(tc)
captured

# a connection that is not open is opened for the sink and closed after it
con <- file("later.txt")
sink(con)
cat("written while sunk\n")
sink()
isOpen(con)
readLines(con)

# split: to the file and to the console
con <- file("split.txt", "w")
sink(con, split = TRUE)
cat("both places\n")
sink()
close(con)
readLines("split.txt")

# messages into a text connection
msgs <- textConnection("messages", "w")
sink(msgs, type = "message")
message("first")
message("second")
sink(type = "message")
close(msgs)
messages
message("back on stderr")

# errors
r <- try(sink("all.Rout", type = "message"))
closed <- file("closed.txt")
r <- try(sink(closed, type = "message"))
open(closed, "w")
r <- try(sink(closed, type = "message", split = TRUE))
close(closed)
setwd(old)
