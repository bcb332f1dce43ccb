# a default method's error: Calls: g -> t -> t.default
g <- function() t(array(1:8, c(2,2,2)))
g()
