# paste with zero-length arguments
paste()
paste0()
paste("a", character(0))
paste("a", NULL, "b")
paste(character(0), collapse = "+")
paste0(character(0), "x")
length(paste(character(0), character(0)))
