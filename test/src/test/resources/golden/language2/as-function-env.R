# as.function, alist and environment<-
fa <- as.function(alist(x = , y = 2, x + y))
fa(1)
fa(1, 10)
ff <- function() x
environment(ff) <- list2env(list(x = 42))
ff()
e <- list2env(list(a = 1, b = 2))
sort(ls(e))
get("b", envir = e)
