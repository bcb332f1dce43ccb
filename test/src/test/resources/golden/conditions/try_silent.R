# try returns a "try-error" object; silent = TRUE prints nothing.
r <- try(log(-1), silent = TRUE)
r
r <- try(stop("bad"), silent = TRUE)
class(r)
cat(r)
inherits(r, "try-error")
f <- function() stop("inside f")
r2 <- try(f(), silent = TRUE)
cat(r2)
ok <- try(10 + 1)
ok
