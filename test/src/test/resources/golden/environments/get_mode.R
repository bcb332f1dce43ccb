# get and exists with mode; get0 with a default.
c <- 10
f <- get("c", mode = "function")
f(1, 2)
get("c")
exists("sum", mode = "function")
exists("nothing_here")
get0("nothing_here", ifnotfound = "default")
get0("c")
get("nothing_here")
