# pkg::name and pkg:::name read a package's functions and data, whatever the global environment binds
stats::sd(1:3)
base::`+`(1, 2)
utils::head(letters, 3)
f <- stats::median; f(c(5, 1, 3))
stats:::sd(c(2, 4))
is.primitive(base::sum)
nrow(datasets::mtcars)
"stats"::var(c(1, 2, 4))
base::"paste"("a", "b")
sum <- function(...) "mine"
base::sum(1:4)
sum(1)
rm(sum)
sd <- 0
stats::sd(c(1, 3))
rm(sd)
g <- function(x) base::max(x)
g(c(3, 9, 2))
# R's errors: unknown package, name not exported, name not in the namespace
msg <- function(expr) tryCatch(expr, error = function(e) cat("Error:", conditionMessage(e), "\n"))
msg(stats::nosuch)
msg(nopkg::f)
msg(base::sd)
msg(stats:::nosuch)
msg(utils::mean)
r <- try(stats::nosuch, silent = TRUE); cat(r)
r <- try(nopkg::f, silent = TRUE); cat(r)
h <- function() base::sd
r <- try(h(), silent = TRUE); cat(r)
stats::nosuch
