# read.table's number of columns: the most fields of the first five lines (or col.names when
# longer); with fill = TRUE a longer line later goes on over the next rows, as its help page says
test1 <- c(1:5, "6,7", "8,9,10")
tf <- tempfile()
writeLines(test1, tf)
read.csv(tf, fill = TRUE) # 1 column
ncol <- max(count.fields(tf, sep = ","))
read.csv(tf, fill = TRUE, header = FALSE, col.names = paste0("V", seq_len(ncol)))
unlink(tf)
msg <- function(e) tryCatch(e, error = function(e) conditionMessage(e))   # R says it from scan
read.table(text = c("1", "2 3 4 5 6 7"), fill = TRUE)
read.table(text = c("1", "2 3 4 5 6 7", "1 2 3 4 5 6 7 8"), fill = TRUE)
read.table(text = c("1", "2", "3", "4", "5", "6 7 8"), fill = TRUE)
read.table(text = c("1 2", "3 4", "5 6", "7 8", "9 10", "1 2 3 4 5"), fill = TRUE, col.names = c("a", "b", "c"))
read.table(text = c("a b c", "1 2", "3 4 5"), header = TRUE, fill = TRUE)
read.table(text = c("x y", "r1 1 2", "r2 3 4"), header = TRUE)
msg(read.table(text = c("1 2", "3 4", "1 2 3")))
msg(read.table(text = c("1 2", "3 4", "5 6", "7 8", "9 10", "1 2 3")))
msg(read.table(text = c("a b", "1 2 3", "1 2 3 4"), header = TRUE, fill = TRUE))
msg(read.table(text = c("a b", "x 1 2", "y 1 2 3 4 5"), header = TRUE, fill = TRUE))
