# summary and table of a factor count every level, including unused ones
f <- factor(c("lo", "hi", "mid", "hi", NA), levels = c("lo", "mid", "hi", "none"))
summary(f)
table(f)
table(f, useNA = "ifany")
tabulate(f)
tabulate(factor(c("a", "c", "c"), levels = c("a", "b", "c")))
