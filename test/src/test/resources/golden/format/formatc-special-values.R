# formatC pads NA, NaN and infinities to the longest of them (as format does), so cut's labels
# over infinite breaks read "(1, Inf]" next to "(-Inf,-1]"
print(formatC(c(-Inf, -1, 0, 1, Inf), digits = 3, width = 1))
print(formatC(Inf)); print(formatC(c(1, Inf))); print(formatC(NA_real_, width = 1))
print(formatC(c(NaN, -Inf), format = "f")); print(formatC(Inf, width = 6))
print(formatC(-Inf, width = 1, flag = "-")); print(formatC(c(NA, Inf, 1L))); print(formatC(c(Inf, NA), width = -5))
x <- c(-3, -0.2, 0.5, 2, NA)
print(cut(x, c(-Inf, -1, 0, 1, Inf)))
print(levels(cut(1:3, c(0, 2, Inf)))); print(levels(cut(1:3, c(-Inf, 2, 5))))
print(table(cut(x, c(-Inf, 0, Inf), right = FALSE)))
