l <- structure(list(a = 1:3, b = letters[1:2], c = "z"), class = "listof")
l2 <- l[2:3]
class(l2)
l2
s <- structure(list(a = 1, b = "x", c = TRUE), class = "simple.list")
s[c("a", "c")]
d <- structure(c(alpha = "first entry", beta = "second"), class = "Dlist")
d
d[2]
class(d[1])
gctorture(FALSE)
gctorture2(0)
d2 <- structure(c("no", "names"), class = "Dlist"); d2
