# [[<-, [<- and $<- on a call keep its attributes (a formula's class and environment, a terms object's)
f <- y ~ x
attr(f, "foo") <- 1
f[[2]] <- quote(z)
f
attributes(f)[c("class", "foo")]
tt <- terms(cbind(a, b) ~ x + w)
tt[[2L]] <- as.name("a")
inherits(tt, "terms")
attr(tt, "response")
attr(tt, "term.labels")
o <- list(terms = terms(y ~ x))
o$terms[[2L]] <- as.name("u")
class(o$terms)
deparse(o$terms)
g <- y ~ x + w
g[3] <- list(quote(p + q))
class(g)
g
