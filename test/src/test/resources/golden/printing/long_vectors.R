# long vectors wrap with right-aligned indices
x <- seq(0.5, 60, by = 0.5)
x
y <- 1:250
y
z <- c(TRUE, FALSE)[rep(1:2, 30)]
z
