# smooth(): print and summary methods, time series input, short input and the errors R gives.
x <- c(4, 1, 3, 6, 6, 4, 1, 6, 2, 4, 2)
summary(smooth(x))
summary(smooth(x, kind = "S"))
summary(smooth(x, twiceit = TRUE))
p <- presidents
p[is.na(p)] <- 50
s <- smooth(p)
print(class(s))
print(tsp(s))
s
print(unclass(smooth(1:2)))
print(as.vector(smooth(c(5, 1, 7))))
print(as.vector(smooth(numeric(0), "3")))
r <- try(smooth(c(1, NA, 3)))
cat(inherits(r, "try-error"), "\n")
try(smooth(letters))
try(smooth(x, kind = "4"))
try(smooth(x, endrule = "none"))
