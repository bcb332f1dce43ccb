# eapply: FUN over an environment's bindings; names starting with "." only with all.names.
# (flashr lists the bindings sorted, R in its hash table's order: the results are compared sorted)
e <- new.env()
assign("b", 2, e); assign("a", 1, e); assign(".hidden", 3, e)
r <- eapply(e, function(x) x * 10)
r[order(names(r))]
sort(names(eapply(e, identity, all.names = TRUE)))
str(eapply(e, function(x, y) x + y, y = 100)[c("a", "b")])
one <- new.env(); assign("only", "x", one)
eapply(one, toupper, USE.NAMES = FALSE)
eapply(one, "nchar")
str(eapply(new.env(), identity))
str(eapply(new.env(), identity, USE.NAMES = FALSE))
delayedAssign("p", {cat("forced\n"); 5}, assign.env = one)
eapply(one, identity)["p"]
f <- function(a, b) sort(unlist(eapply(environment(), function(v) v * 2)))
f(1, 2)
r <- try(eapply(1, identity), silent = TRUE); cat(r)
eapply(one, function(x) stop("in eapply"))
