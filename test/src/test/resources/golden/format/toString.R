# toString
toString(1:5)
toString(c("a", "b"), collapse = "; ")
toString(c(1.5, 2, NA))
toString(character(0))
