# read.DIF (R's code) on DIF files the script writes
f <- tempfile(fileext = ".dif")
writeLines(c("TABLE", "0,1", "\"\"", "VECTORS", "0,3", "\"\"", "TUPLES", "0,4", "\"\"", "DATA", "0,0", "\"\"",
             "-1,0", "BOT", "1,0", "\"name\"", "1,0", "\"score\"", "1,0", "\"ok\"",
             "-1,0", "BOT", "1,0", "\"ann\"", "0,1.5", "V", "0,1", "TRUE",
             "-1,0", "BOT", "1,0", "\"bob\"", "0,2", "V", "0,0", "FALSE",
             "-1,0", "BOT", "1,0", "\"cy\"", "0,0", "NA", "0,1", "TRUE",
             "-1,0", "EOD"), f)
d <- read.DIF(f, header = TRUE)
d
str(d)
d2 <- read.DIF(f)
d2
str(d2)
read.DIF(f, header = TRUE, stringsAsFactors = TRUE)$name
read.DIF(f, header = TRUE, nrows = 2)
read.DIF(f, header = TRUE, row.names = 1)
read.DIF(f, header = TRUE, colClasses = c("character", "character", NA))
read.DIF(f, header = TRUE, col.names = c("a", "b", "c"))
read.DIF(f, skip = 1)
r <- try(read.DIF(f, transpose = TRUE))
# a row-labelled table: the first cell empty, the rest of the first row strings
g <- tempfile(fileext = ".dif")
writeLines(c("TABLE", "0,1", "\"\"", "VECTORS", "0,3", "\"\"", "TUPLES", "0,3", "\"\"", "DATA", "0,0", "\"\"",
             "-1,0", "BOT", "1,0", "\"\"", "1,0", "\"x\"", "1,0", "\"y\"",
             "-1,0", "BOT", "1,0", "\"r1\"", "0,1", "V", "0,10", "V",
             "-1,0", "BOT", "1,0", "\"r2\"", "0,2", "V", "0,20", "V",
             "-1,0", "EOD"), g)
read.DIF(g)
str(read.DIF(g))
h <- tempfile(); writeLines(character(), h)
r <- try(read.DIF(h))
writeLines(c("TABLE", "0,1", "\"\"", "DATA", "0,0", "\"\"", "-1,0", "EOD"), h)
r <- try(read.DIF(h))
r <- try(read.DIF(f, header = TRUE, col.names = c("a", "b")))
writeLines(c("TABLE", "0,1", "\"\"", "VECTORS", "0,2", "\"\"", "TUPLES", "0,1", "\"\"", "DATA", "0,0", "\"\"",
             "-1,0", "BOT", "0,1", "V", "0,2", "V", "0,3", "V", "-1,0", "EOD"), h)
r <- try(read.DIF(h))
writeLines(c("TABLE", "0,1", "\"\"", "VECTORS", "0,1", "\"\"", "TUPLES", "0,1", "\"\"", "DATA", "0,0", "\"\"",
             "-1,0", "BOT", "0,1", "X", "-1,0", "EOD"), h)
r <- try(read.DIF(h))
