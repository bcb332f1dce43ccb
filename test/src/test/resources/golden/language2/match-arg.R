# match.arg picks from the default's choices
m <- function(type = c("linear", "quad", "cubic")) match.arg(type)
m()
m("quad")
m("cu")
m2 <- function(t = c("a", "b", "c")) match.arg(t, several.ok = TRUE)
m2(c("a", "c"))
m("nope")
