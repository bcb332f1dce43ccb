# Complex arithmetic with R's coercion order, comparisons and the Summary group
x <- 1+2i; y <- 3-1i
x + y; x - y; x * y; x / y; x^2; x^-1; x^0.5; x^y
x + 1L; TRUE + x; 2.5 * x; x / 0; 0i / 0
-x; +x
(1+1i)^(0:4)
1i^2; (0+0i)^0; (0+0i)^2; 2^(1i)
sqrt(-1+0i); (-8+0i)^(1/3)
1:4 + 1i
c(1i, 2) * c(1, 2, 3, 4)
m <- matrix(1:4, 2) * 1i; m; dim(m)
x == 1+2i; x != 1; c(1i, 2) == c(1i, 2i); 1i == NA; 2 == 2+0i
"1+2i" == x
sum(c(1i, 2, NA), na.rm = TRUE); sum(1:3, 1i); prod(c(1i, 1i, 2)); mean(c(1+1i, 3-1i, 2))
cumsum(c(1i, 2, 3i)); cumprod(c(1i, 1i, 1i))
sum(c(1i, NA)); mean(complex(0))
round(1.23456+6.54321i, 2); signif(1.23456+654.321i, 3)
set.seed(2); a <- rnorm(6) + 1i * rnorm(6); b <- rnorm(6) + 1i * rnorm(6)
a * b; a / b; a - Conj(a)
x & TRUE; !c(0i, 1i); xor(1i, FALSE)
