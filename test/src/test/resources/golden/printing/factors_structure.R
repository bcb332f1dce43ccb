# factors built with structure(): values, levels line, ordered, empty, dropped levels
f <- structure(c(1L, 2L, NA, 1L), levels = c("a", "b"), class = "factor")
f
print(f)
o <- structure(c(2L, 1L), levels = c("lo", "hi"), class = c("ordered", "factor"))
o
e <- structure(integer(0), levels = c("x"), class = "factor")
e
g <- structure(1:30, levels = paste0("level", 1:30), class = "factor")
g
list(f = f)
nf <- structure(c(1L, 2L), levels = c("a", "b"), names = c("n1", "n2"), class = "factor")
nf
format(c(-1, 1)); format(0); format(-0.0); prettyNum(123456.654, big.mark=","); format(1234567.891, big.mark=",")
formatC(1234.5678, format="f", digits=2, big.mark=",")
format(c(10, 200), width = 6); format(TRUE, width = 6); nchar("abc", "width")
sprintf("%d", 1e10)
