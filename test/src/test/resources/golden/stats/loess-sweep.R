# loess against R on 60 random configurations: 1-3 predictors, ties, degrees, families, surfaces, exact and
# approximate statistics, spans above 1, parametric and drop.square terms, predictions with standard errors
set.seed(11)
for (it in 1:60) {
  n <- sample(c(15, 40, 120, 260), 1); D <- sample(1:3, 1)
  ties <- runif(1) < 0.3
  X <- matrix(if (ties) sample(0:7, n * D, TRUE) else rnorm(n * D), n, D)
  colnames(X) <- paste0("x", 1:D)
  y <- rowSums(sin(X)) + rnorm(n, sd = 0.3)
  d <- data.frame(X, y = y)
  deg <- sample(0:2, 1); if (D == 1 && deg == 0 && runif(1) < 0.5) deg <- 1
  fam <- sample(c("gaussian", "symmetric"), 1)
  surf <- sample(c("interpolate", "direct"), 1)
  stat <- sample(c("approximate", "approximate", "exact"), 1)
  span <- sample(c(0.3, 0.5, 0.75, 1, 1.3), 1)
  par <- if (D > 1 && runif(1) < 0.2) "x2" else FALSE
  ds <- if (D > 1 && deg == 2 && runif(1) < 0.2) "x1" else FALSE
  fo <- as.formula(paste("y ~", paste(colnames(X), collapse = "*")))
  tau <- c(1, D + 1, (D + 1) * (D + 2) / 2)[deg + 1]
  if (floor(n * span) < 2 * tau + 2) next # underdetermined local fits: R's results there are LINPACK's rounding
  cat("== it", it, n, D, ties, deg, fam, surf, stat, span, par, ds, "\n")
  r <- tryCatch({
    f <- loess(fo, d, degree = deg, family = fam, span = span, parametric = par, drop.square = ds,
               control = loess.control(surface = surf, statistics = stat))
    print(signif(c(f$enp, f$s, f$one.delta, f$two.delta, f$trace.hat), 8))
    print(signif(fitted(f)[1:6], 8))
    nd <- d[1:4, ] + 0.01
    p <- predict(f, nd, se = TRUE)
    print(signif(p$fit, 8)); print(signif(p$se.fit, 8))
  }, error = function(e) cat("Error:", conditionMessage(e), "\n"))
}
