# numbers in paste use 15 significant digits
paste(0.1 + 0.2)
paste(1/3, 2/3)
paste(1e15, 1e16, 123456789012)
paste(100, 1e5, 1e-5)
paste(3L, TRUE, NA_integer_)
paste(c(1.5, NA, Inf, -Inf, NaN))
as.character(c(1e5, 123456, 0.1, 1e15, 100, 1234567890123))
as.character(c(1/7, 2^60, -0.5, 1e-300))
