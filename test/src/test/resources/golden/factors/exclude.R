# exclude removes levels; NA kept as a level with exclude = NULL
factor(c("a", "b", "c", "a"), exclude = "a")
factor(c("a", NA, "b"), exclude = NULL)
addNA(factor(c("x", NA, "y")))
levels(addNA(factor(c("x", "y"))))
