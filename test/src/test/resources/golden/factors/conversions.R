# factors convert to codes or labels
f <- factor(c("10", "5", "10", "7"))
as.integer(f)
as.character(f)
as.vector(f)
as.numeric(as.character(f))
as.numeric(levels(f))[f]
unclass(f)
