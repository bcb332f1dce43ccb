# Complex vectors: type, literals, constructors, parts, coercion
x <- 1+2i
print(x)
typeof(x); mode(x); storage.mode(x); class(x)
2i
-3.5-1i
c(1+2i, -3.5-1i)
NA_complex_
c(x, NA)
c(TRUE, 2L, 3.5, 1i)
is.complex(x); is.complex(1); is.numeric(1i); is.atomic(1i); is.vector(1i)
complex(real = 1:3, imaginary = 2)
complex(3)
complex(length.out = 4, real = 1, imaginary = c(1, -1))
complex(modulus = 2, argument = pi/2)
complex(modulus = 1:2, argument = c(0, pi))
as.complex("1-3i"); as.complex("2i"); as.complex(" 4 "); as.complex(2L); as.complex(NA); as.complex(TRUE)
as.complex(c(a = 1, b = 2))
z <- c(3+4i, -1-1i, 0+2i, NA)
Re(z); Im(z); Mod(z); Arg(z); Conj(z)
Re(c(1.5, -2)); Im(1:3); Mod(-3); Arg(c(-1, 0, 2)); Conj(2.5)
m <- matrix(1:4 + 1i, 2); Re(m); Conj(m)
as.numeric(3+0i); as.integer(2+0i); as.logical(c(0i, 1i, NA))
as.character(c(1+2i, 1/3+0i, NA, 1e10+1i, -0.5i))
as.vector(1i, "character"); as.vector(2, "complex")
is.na(c(1i, NA, NaN)); anyNA(c(1i, 2))
identical(1i, 1i); identical(1i, 2i); identical(1+0i, 1)
all.equal(1+1i, 1+1i); isTRUE(all.equal(1+1i, 1+1.1i))
length(z); rev(z); z[2]; z[-1]; z[c(TRUE, FALSE)]
z[2] <- 5i; z
y <- 1:3 + 0i; y[5] <- 1; y
rep(1i, 3); rep(c(1i, 2), times = 2, each = 2)
unique(c(1i, 1i, 2)); duplicated(c(1i, 1i, 2))
v <- c(a = 1i, b = 2); names(v); v["b"]
set.seed(1); w <- complex(real = rnorm(5), imaginary = rnorm(5)); w
all.equal(1+1i, 1+1.1i); all.equal(c(1i, 2), c(1i, 2 + 1e-10))
outer(1:2, 1:2 * 1i)
vector("complex", 2); vector("raw", 2); is.vector(1i, "complex")
x <- 1:3; x[2] <- 1i; x
sapply(1:3, function(k) k * 1i); unlist(list(1i, 2)); c(as.raw(1), TRUE)
ifelse(c(TRUE, FALSE), 1i, 2); head(1:10 + 1i, 3)
m <- matrix(1:6 + 0i, 2); m[2, ]; m[, 2] <- 9i; m
