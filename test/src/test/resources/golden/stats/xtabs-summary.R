# xtabs of several factors, flat and summarized (summary.table's independence test)
d <- data.frame(a = c("x", "y", "x", "y", "x", "x"), b = c("p", "p", "q", "q", "q", "p"),
                c = c("u", "v", "u", "u", "v", "v"), n = c(3, 1, 4, 1, 5, 9))
xtabs(~ a + b, d)
xtabs(n ~ a + b, d)
xtabs(~ a + b + c, d)
ftable(xtabs(n ~ a + b + c, d))
summary(xtabs(~ a + b, d))
summary(xtabs(n ~ a + b + c, d))
summary(table(c(1, 2, 2, 3)))
s <- summary(table(d$a, d$b))
s$statistic
s$parameter
s
try(summary.table(1:3))
