# wrong number of labels
factor(c("a", "b", "c"), labels = c("x", "y"))
