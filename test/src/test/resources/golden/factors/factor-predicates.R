# factors in comparisons, matching and ifelse
f <- factor(c("a", "bb", "a", NA))
format(f)
paste(f)
f %in% "a"
match("bb", f)
which(f == "a")
ifelse(f == "a", "yes", "no")
is.na(f)
length(f)
nchar(as.character(f))
table(f, factor(c("x", "y", "y", "x")))
