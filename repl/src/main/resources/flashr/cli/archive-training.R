# A short run of everyday R: the classes it loads go into the class-data archive that speeds up
# every later start (see flashr.cli.ArchiveTraining). Its output is discarded.
x <- c(1.5, 2, NA, 4)
s <- 0L
for (i in seq_len(200)) if (i %% 2 == 0) s <- s + i else next
while (s > 10) s <- s %/% 3
print(s); x; -x; sum(x, na.rm = TRUE); mean(x[!is.na(x)]); round(sd(1:10), 3)
m <- matrix(as.double(1:6), 2, dimnames = list(c("a", "b"), NULL))
m %*% t(m); rowSums(m); apply(m, 2, max); dim(m); solve(diag(2) * 2)
f <- function(a, b = 2, ...) { if (missing(a)) stop("no a") ; a + b }
f(1); do.call(f, list(1, b = 3)); Recall <- NULL
l <- list(a = 1, b = "x", c = list(TRUE, NULL))
names(l); l$b; l[["a"]]; unlist(l[1:2])
p <- paste("a", 1:3, sep = "-"); paste0(p, collapse = "+"); toupper(p); nchar(p)
sprintf("%5.2f and %d and %s", pi, 3L, "s"); format(1234567.891, big.mark = ","); formatC(3.14159, digits = 3, format = "f")
sub("a", "b", p); grepl("^a", p); strsplit("a,b,c", ","); substr("hello", 2, 4)
summary(c(1, 2, 3, 4, 100)); quantile(1:10); table(c("a", "b", "a")); rev(sort(c(3, 1, 2))); order(c(3, 1, 2))
fa <- factor(c("lo", "hi", "lo"), levels = c("lo", "hi")); fa; levels(fa); as.integer(fa); summary(fa)
sapply(1:3, function(i) i^2); vapply(1:3, function(i) i * 2, numeric(1)); lapply(1:2, identity); Map(`+`, 1:2, 3:4)
Reduce(`+`, 1:5, accumulate = TRUE); Filter(function(v) v > 1, 1:3)
tryCatch(stop("boom"), error = function(e) conditionMessage(e), finally = invisible(NULL))
withCallingHandlers(warning("w"), warning = function(w) invokeRestart("muffleWarning"))
r <- try(log(-1), silent = TRUE); suppressWarnings(as.numeric("x"))
e <- new.env(); assign("v", 1, envir = e); get("v", envir = e); exists("nope"); environmentName(globalenv())
obj <- structure(list(v = 1), class = "thing")
print.thing <- function(x, ...) cat("<thing", x$v, ">\n")
print(obj); obj; inherits(obj, "thing"); unclass(obj)
set.seed(42); runif(3); rnorm(2); sample(5)
d <- seq(0, 1, by = 0.25); rep(1:2, times = 3); which(d > 0.5); is.na(x); ifelse(x > 2, "big", "small")
identical(c(a = 1), c(a = 1)); all.equal(1, 1 + 1e-10); nchar(deparse(quote(f(x, y = 2))))
q <- quote(a + b * 2); eval(q, list(a = 1, b = 2)); substitute(x + y, list(x = 1)); body(f); formals(f)$b
cat(1:3, "\n", sep = " "); message("to stderr"); invisible(print(1e-20)); 1/0; .Machine$integer.max
# Large values live in the engine: opening it, its builtin methods and a pass or two.
v <- numeric(1e6); v[2] <- 1; w <- v * 2 + 1; sum(w); mean(sqrt(abs(w))); max(w)
M <- matrix(runif(2e6), ncol = 2); colSums(M); crossprod(M); dim(M %*% c(1, 2)); head(M[M[, 1] > 0.5, ], 1)
# The everyday analyses (bench/analyses) on small data: models, formulas, data frames, printing.
n <- 2000
d <- data.frame(x1 = rnorm(n), x2 = runif(n), g = factor(sample(c("a", "b", "c"), n, replace = TRUE)))
d$y <- 1 + d$x1 - 2 * d$x2 + rnorm(n); d$b <- as.integer(d$y > 0)
fit <- lm(y ~ x1 + x2 + g, data = d); summary(fit); anova(fit); coef(summary(fit))
gfit <- glm(b ~ x1 + x2, family = binomial, data = d); summary(gfit); AIC(gfit); deviance(gfit)
X <- matrix(rnorm(n * 4), n, 4, dimnames = list(NULL, paste0("v", 1:4)))
summary(prcomp(X, scale. = TRUE)); round(cor(X), 3); colMeans(X); apply(X, 2, sd)
km <- kmeans(X, X[1:3, ], algorithm = "Lloyd"); km$size; kmeans(X, 3, nstart = 2)$iter
head(d); str(d); summary(d); aggregate(y ~ g, data = d, FUN = mean); do.call(rbind, lapply(1:3, function(i) data.frame(i = i, s = "a")))
fib <- function(k) if (k < 2) k else fib(k - 1) + fib(k - 2); fib(12)
# Time series (arima's Kalman filter, polyroot's complex builtins, optim) and small dense algebra,
# called a few times each so that the native calls' short path is set up as in a loop of them.
ts1 <- arima.sim(list(ar = c(0.6, -0.2), ma = 0.3), n = 150); af <- arima(ts1, order = c(2, 0, 1)); af
predict(af, n.ahead = 3)$pred; acf(ts1, plot = FALSE)$acf[2]; ar(ts1, order.max = 2, aic = FALSE)$ar
S <- matrix(c(4, 1, 0, 1, 3, 1, 0, 1, 2), 3)
for (i in 1:20) { Si <- solve(S); P <- Si %*% S; b <- solve(S, c(1, 2, 3)) }
det(S); chol(S); crossprod(S, Si); qr.solve(S, c(1, 2, 3)); eigen(S)$values; svd(S)$d
# Domains a script reaches by name alone: colours (graphics), S4, date() and tempfile()'s generator.
invisible(col2rgb("red")); isS4(1); nchar(date()); basename(tempfile("x"))
