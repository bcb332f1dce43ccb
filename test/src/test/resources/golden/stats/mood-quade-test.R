ramsay <- c(111, 107, 100, 99, 102, 106, 109, 108, 104, 99, 101, 96, 97, 102, 107, 113, 116, 113, 110, 98)
vanEden <- c(107, 108, 106, 98, 105, 103, 110, 105, 104, 100, 96, 108, 103, 104, 114, 114, 113, 108, 106, 99)
mood.test(ramsay, vanEden)
mood.test(c(1, 5, 3, 8, 2), c(4, 4.5, 6, 3.5, 5.5, 4.2), alternative = "greater")
mood.test(c(1, 2, 2, 3, 5), c(2, 3, 3, 4), alternative = "less")
dataFreq <- matrix(c( 5,  4,  7, 10, 12,  1,  3,  1,  0,  2, 16, 12, 22, 22, 35,  5,  4,  3,  5,  4, 10,  9,  7, 13, 10,
                     19, 18, 28, 37, 58, 10,  7,  6,  8,  7), nrow = 7, byrow = TRUE,
                   dimnames = list(Store = as.character(1:7), Brand = LETTERS[1:5]))
quade.test(dataFreq)
y <- c(31, 27, 24, 31, 28, 31, 45, 29, 46, 21, 18, 48, 42, 36, 46, 32, 17, 40)
quade.test(y, rep(1:3, 6), rep(1:6, each = 3))
try(mood.test(1, 2))
