# relevel to a level that does not exist
relevel(factor(c("a", "b")), ref = "q")
