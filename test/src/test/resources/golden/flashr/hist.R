if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# fm.hist: counts in 100 even bins, or in bins of powers of exp.base
x <- fm.conv.R2FM(c(0.5, 1, 3, 3.5, 8, 20, 33, 0, 0.25, 64, 65, 100))
h <- fm.hist(x, breaks = "exp", plot = FALSE)
names(h)
h$breaks
h$counts
h3 <- fm.hist(x, breaks = "exp", exp.base = 3, plot = FALSE)
h3$breaks
h3$counts
e <- fm.hist(x, plot = FALSE)
e$breaks
e$counts
sum(e$counts)
set.seed(4)
y <- fm.conv.R2FM(round(rnorm(500), 2))
g <- fm.hist(y, plot = FALSE)
length(g$breaks)
sum(g$counts)
range(g$breaks)
