e <- new.env()
assign("a", 1:3, e); assign("f", function(x, y = 2) x + y, e); assign("s", "text", e)
assign("l", list(p = 1, q = "b"), e); assign(".hidden", 3.5, e)
ls.str(e)
ls.str(e, all.names = TRUE)
lsf.str(e)
ls.str(envir = e, pattern = "^[al]")
ls.str(e, mode = "character")
x <- ls.str(e); class(x); unclass(x)[1:2]
g <- function() { u <- 1.5; v <- letters[1:3]; ls.str() }
g()
