# arithmetic is not meaningful on ordered factors
sz <- ordered(c("S", "M"), levels = c("S", "M"))
sz + 1
