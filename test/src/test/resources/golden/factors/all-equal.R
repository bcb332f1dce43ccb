# all.equal and identical on factors
all.equal(factor(c("a","b")), factor(c("a","b")))
all.equal(factor(c("a","b")), factor(c("a","c")))
identical(factor("a"), factor("a"))
identical(factor("a"), factor("a", levels = c("a", "b")))
isTRUE(all.equal(quote(x + 1), quote(x + 1)))
all.equal(structure(1, class = "foo"), structure(1, class = "bar"))
all.equal(factor(c("a","b")), factor(c("a","a"), levels=c("a","b")))
all.equal(factor("a"), "a")
