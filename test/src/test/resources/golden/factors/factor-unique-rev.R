# rev, unique and sort keep the factor
f <- factor(c("b", "a", "c", "a"), levels = c("c", "b", "a"))
rev(f)
unique(f)
sort(f)
f[order(f)]
levels(f)[f]
