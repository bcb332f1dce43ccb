if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# fm.table: the distinct values of a FlashR vector (slot val, sorted) and their counts (slot Freq)
v <- fm.conv.R2FM(c(3L, 1L, 3L, 2L, 3L, 1L, 7L))
tbl <- fm.table(v)
inherits(tbl, "fm.table")
tbl@val
tbl@Freq
as.vector(tbl)
fm.conv.FM2R(tbl@Freq)
df <- as.data.frame(tbl)
class(df)
names(df)
fm.conv.FM2R(df$val)
tbl
# doubles, and a lazily computed vector
d <- fm.conv.R2FM(c(2.5, 1, 2.5, -1, 7, 1, 1))
t2 <- fm.table(d * 2)
fm.conv.FM2R(t2@val)
fm.conv.FM2R(t2@Freq)
# counts of rounded uniform values: they add up to the length
set.seed(11)
u <- fm.conv.R2FM(floor(runif(200, 0, 5)))
t3 <- fm.table(u)
fm.conv.FM2R(t3@val)
sum(fm.conv.FM2R(as.vector(t3)))
# slot access is checked
r <- tryCatch(tbl@counts, error = function(e) conditionMessage(e))
r
# a slot can be replaced; the copy changes, not the original
t4 <- tbl
t4@Freq <- fm.conv.R2FM(c(9L, 9L, 9L, 9L))
as.vector(t4)
as.vector(tbl)
