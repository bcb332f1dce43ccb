# interaction crosses the levels of factors
interaction(c("a", "b"), c("x", "y"))
levels(interaction(c("a", "b"), c("x", "y")))
interaction(c("a", "b", "a"), c("x", "y", "y"), drop = TRUE)
split(1:4, list(c("a", "a", "b", "b"), c("x", "y", "x", "y")))
