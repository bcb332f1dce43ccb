# match.arg takes its choices from the formal's default.
center <- function(x, type = c("mean", "median", "trimmed")) {
  type <- match.arg(type)
  switch(type, mean = mean(x), median = median(x), trimmed = mean(x, trim = 0.1))
}
x <- c(1, 2, 3, 100)
center(x)
center(x, "median")
center(x, "med")
match.arg("b", c("apple", "banana"))
center(x, "mode")
