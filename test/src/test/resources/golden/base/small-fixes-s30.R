# Map hands MoreArgs and USE.NAMES to mapply, not to f (R's Map is mapply(FUN = f, ..., SIMPLIFY = FALSE))
f <- function(x, y, ...) paste(x, y, length(list(...)))
print(Map(f, c(a = 1, b = 2), 3:4, USE.NAMES = FALSE))
print(Map(f, c(a = 1, b = 2), 3:4))
print(Map(f, c("p", "q"), 1:2, USE.NAMES = TRUE))
print(Map(function(x, y, z) x + y + z, 1:2, 3:4, MoreArgs = list(z = 10)))
print(Map(f, 1:2, 3:4, extra = 5))

# compact row names print as attributes() gives them
df <- data.frame(x = 1:3, y = c("a", "b", "c"))
print(unclass(df))
df2 <- data.frame(x = 1:2, row.names = c("r1", "r2"))
print(unclass(df2))
print(unclass(data.frame(z = numeric(0))))

# $ on the value of a call dispatches like $ on a variable
"[[.foo" <- function(x, i) structure(list(given = "a"), class = "bar")
p <- structure(list(1), class = "foo")
print(p[[1]]$given)
x <- p[[1]]; print(x$given)
"$.bar" <- function(x, name) paste("dollar", unclass(x)[[name]])
print(p[[1]]$given)
x <- p[[1]]; print(x$given)
print(p[[1]][["given"]])
"$.foo" <- function(x, name) "foo-dollar"
print(p$given)
print(p[[1]]$given)
print((p)$given)
"[[.baz" <- function(x, i) list(given = i)
q <- structure(list(1), class = "baz")
print(q[["k"]]$given)
print(q[[2]]$given)
mk <- function() structure(list(v = 3), class = "bar")
print(mk()$v)

# outer() of factors (FUN sees factors, as rep.factor gives them) and reshape() to wide
print(outer(factor(c("a", "b")), 1:2, paste))
print(outer(1:2, factor(c("u", "v", "u")), function(x, y) paste(x, levels(y)[y])))
long <- data.frame(id = rep(1:2, each = 3), time = rep(1:3, 2), v = c(5, 6, 7, 8, 9, 10))
print(reshape(long, direction = "wide", idvar = "id", timevar = "time"))
long2 <- data.frame(id = factor(rep(c("a", "b"), each = 2)), t = factor(rep(c("x", "y"), 2)), v = 1:4)
print(reshape(long2, direction = "wide", idvar = "id", timevar = "t"))

# the npk data set
print(npk)
str(npk)
print(sapply(npk, class))
print(tapply(npk$yield, npk$N, mean))
