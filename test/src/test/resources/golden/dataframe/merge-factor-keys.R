# merge by a factor key: the result keeps the factor (and its levels, with the other side's
# new keys after them); a factor on the other side joins as strings
d <- data.frame(g = factor(c("x", "y", "x")), a = 1:3); e <- data.frame(g = c("x", "q"), w = c(1.5, 2))
m <- merge(d, e, all = TRUE); print(m); str(m); m2 <- merge(e, d, all = TRUE); str(m2); print(m2)
str(merge(d, e)); print(merge(d, e, all.x = TRUE))
f <- data.frame(g = factor(c("q", "x")), z = c(TRUE, FALSE)); m3 <- merge(d, f, all = TRUE); str(m3); print(m3)
