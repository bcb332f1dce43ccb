x <- as.single(c(1.5, 2))
x
attributes(x)
tryCatch(is.single(x), error = function(e) conditionMessage(e))
as.single("3")
q <- qr(matrix(c(2, 1, 1, 3, 2, 1), 3))
qr.X(q)
qr.X(q, complete = TRUE)
m <- matrix(c(1, 2, 3, 4), 2)
tryCatch(as.qr(qr(m)), error = function(e) conditionMessage(e))
tryCatch(as.qr(m), error = function(e) conditionMessage(e))
tsd <- as.data.frame(ts(c(3, 1, 4), start = 2000))
tsd
str(tsd)
ai <- as.data.frame(I(c("a","b")))
ai
str(ai)
mm <- model.matrix(~ x, data.frame(x = c(1, 2, 3)))
dm <- as.data.frame(mm)
names(dm)
dim(dm)
d <- data.frame(g = c("a","b","a","b"), v = 1:4)
sp <- split(d, d$g)
sp$a$v <- sp$a$v * 10
split(d, d$g) <- sp
d
