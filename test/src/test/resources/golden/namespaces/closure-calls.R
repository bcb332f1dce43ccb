# a base function that R writes in R counts as a call; an anonymous function is <Anonymous>
g <- function(a) paste(a)
h <- function() (function() g())()
h()
