# Math group methods serve round, sqrt, log, cumsum...
money <- function(x) structure(x, class = "money")
Math.money <- function(x, ...) {
  cat("Math.money for", .Generic, "\n")
  money(get(.Generic)(unclass(x), ...))
}
print.money <- function(x, ...) cat(paste0("$", formatC(unclass(x), format = "f", digits = 2)), "\n")
m <- money(c(3.456, 12.5, 0.25))
round(m)
round(m, 1)
sqrt(m)
cumsum(m)
abs(money(-2))
floor.money <- function(x) "floor method"
floor(m)
