# Row and column gathers by plain integer and double positions (the data set-up of scripts)
m <- matrix(c(1.5, -2, NA, 4, 5.25, NaN, 7, 8, 9, 10, 11, 12), 4, 3)
m[c(1, 3, 3, 2), ]
m[c(2L, NA, 4L), ]
m[c(4, 1), 2]
m[, 3]
m[, c(3, 1)]
m[2, ]
m[2, , drop = FALSE]
m[c(2, 2), 1, drop = FALSE]
m[integer(0), ]
m[numeric(0), 2]
m[integer(0), , drop = FALSE]
m[c(1.9, 4.99), c(3.2, NA)]
m[NA_integer_, ]
m[c(NA, 1), c(2, NA)]

# integer and logical matrices keep their type
mi <- matrix(c(1:5, NA), 3, 2)
mi[c(3, 1, 3), ]
typeof(mi[c(3, 1), 1])
ml <- matrix(c(TRUE, FALSE, NA, TRUE, FALSE, FALSE), 2, 3)
ml[c(2, 1, 2, NA), ]
ml[, 2]
typeof(ml[c(1, 1), ])

# long gathers of a small matrix, as centers[group, ]
centers <- matrix(seq(-2, 2, length.out = 15), 5, 3)
group <- rep(c(5L, 1L, 3L, 2L, 4L, 4L), 50)
g <- centers[group, ]
dim(g)
g[c(1:7, 299, 300), ]
colSums(g)
identical(g[, 2], centers[group, 2])
gd <- centers[as.numeric(group), ]
identical(g, gd)

# names and dimnames are kept where R keeps them
dm <- matrix(1:6, 3, dimnames = list(c("a", "b", "c"), c("x", "y")))
dm[c(3, 1), ]
dm[c(2, 2), "y"]
dm[2, ]
dm[c(1, NA), , drop = FALSE]

# vectors: positions past the end and NA give NA
v <- c(2.5, 3.5, 4.5)
v[c(3, 1, 5, NA, 2)]
v[integer(0)]
iv <- c(10L, NA, 30L)
iv[c(1.5, 3, 3, 4)]
lv <- c(TRUE, NA)
lv[c(2, 1, 3)]
nv <- c(a = 1, b = 2)
nv[c(2, 3, 1)]
v[c(0, 2)]
v[-1]

# out of range matrix positions are an error, as in R
tryCatch(m[5, ], error = function(e) cat("Error:", conditionMessage(e), "\n"))
tryCatch(m[c(1, 7), 1], error = function(e) cat("Error:", conditionMessage(e), "\n"))
tryCatch(m[, 4], error = function(e) cat("Error:", conditionMessage(e), "\n"))
m[c(0, 1), ]
m[-1, 1]
centers[c(6, 1), ]
