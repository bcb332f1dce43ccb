# Summary group methods serve max, min, range, sum, prod, any and all
money <- function(x) structure(x, class = "money")
Summary.money <- function(..., na.rm = FALSE) {
  cat("Summary.money for", .Generic, "\n")
  vals <- unlist(lapply(list(...), unclass))
  structure(get(.Generic)(vals, na.rm = na.rm), class = "money")
}
print.money <- function(x, ...) cat(paste0("$", formatC(unclass(x), format = "f", digits = 2)), "\n")
m <- money(c(3.5, 12, 0.25))
max(m)
min(m)
range(m)
sum(m, money(1))
max.money <- function(..., na.rm = FALSE) "specific max wins"
max(m)
