w <- structure(list(a=quote(f(1)), b=quote(g(2)), a=quote(f(1))), names=c("msg one","msg two","msg one"), class="warnings")
w
unique(w)
duplicated(w)
c(w, w[1])
class(c(w, w[2]))
s <- summary(w)
class(s)
s
length(unique(w))
summary(w[0])
w1 <- structure(list(quote(f(1)), quote(f(1))), names=c("m","m"), class="warnings"); summary(w1)
