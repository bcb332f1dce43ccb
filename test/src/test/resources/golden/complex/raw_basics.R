# Raw vectors: constructors, conversions, printing, bitwise operations
r <- as.raw(c(1, 255, 16))
r
typeof(r); class(r); mode(r); is.raw(r); is.raw(1)
raw(3); raw(0)
charToRaw("Hello"); rawToChar(charToRaw("Hello")); rawToChar(as.raw(c(72, 105)), multiple = TRUE)
as.integer(r); as.numeric(r); as.character(r); as.logical(as.raw(0:2))
as.raw(c(256, -1, NA, 3.7))
as.raw("12")
c(r, as.raw(0)); r[2]; rev(r); r[-1]
r[2] <- as.raw(7); r
xor(as.raw(12), as.raw(10))
as.raw(12) & as.raw(10); as.raw(12) | as.raw(10); !as.raw(1)
as.raw(1:3) == as.raw(2); as.raw(5) > as.raw(3)
rawShift(as.raw(3), 2); rawShift(as.raw(12), -2); rawShift(as.raw(255), 1)
intToBits(5L)[1:8]; rawToBits(as.raw(3))
packBits(intToBits(7L), "integer"); packBits(intToBits(-2L), "integer")
packBits(as.raw(c(1, 0, 1, 0, 0, 0, 0, 0)))
packBits(c(TRUE, rep(FALSE, 7)))
dput(as.raw(1:3)); deparse(as.raw(255)); dput(raw(0))
str(r)
identical(as.raw(1), as.raw(1)); length(as.raw(1:10))
list(r = as.raw(10))
matrix(as.raw(1:6), 2)
