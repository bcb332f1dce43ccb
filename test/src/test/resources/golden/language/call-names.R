# names<- on a call sets the arguments' tags, as R
cl <- quote(list(a, b))
names(cl) <- c("", "x", "y")
cl
names(cl)
names(cl) <- c("f", "p")
cl
names(cl) <- NULL
cl
g <- quote(sum(1, 2, 3))
names(g)[3] <- "z"
g
eval(as.call(setNames(as.list(quote(paste("a", "b"))), c("", "", "sep"))))
try(names(cl) <- c("a", "b", "c", "d"))
