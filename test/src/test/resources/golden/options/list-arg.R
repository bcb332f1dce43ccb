# options(list(...)) sets several
op <- options(list(digits = 3, scipen = 2))
op
getOption("digits")
getOption("scipen")
