# Environments are mutable references: changes are seen through every name.
e1 <- new.env()
e2 <- e1
assign("v", 1, envir = e1)
get("v", envir = e2)
modify <- function(env) assign("v", 99, envir = env)
modify(e1)
get("v", envir = e2)
e3 <- new.env(parent = e1)
get("v", envir = e3)
exists("v", envir = e3, inherits = FALSE)
eval(quote(v + 1), e3)
