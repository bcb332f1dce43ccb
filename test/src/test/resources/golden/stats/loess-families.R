# loess: degrees 0-2, gaussian and symmetric families, interpolated and direct surfaces, one and two predictors
for (deg in 0:2) for (fam in c("gaussian", "symmetric")) for (surf in c("interpolate", "direct")) {
  cat("----", deg, fam, surf, "\n")
  f <- loess(mpg ~ wt, mtcars, degree = deg, family = fam, control = loess.control(surface = surf))
  print(f)
  print(fitted(f), digits = 9)
  print(f$trace.hat, digits = 12); print(c(f$one.delta, f$two.delta), digits = 12)
}
for (deg in 1:2) for (fam in c("gaussian", "symmetric")) for (surf in c("interpolate", "direct")) {
  cat("---- 2d", deg, fam, surf, "\n")
  f <- loess(mpg ~ wt + hp, mtcars, degree = deg, family = fam, span = 0.8, control = loess.control(surface = surf))
  summary(f)
  print(fitted(f), digits = 9)
  print(predict(f, data.frame(wt = c(2.5, 3, 4), hp = c(100, 150, 200)), se = TRUE), digits = 9)
}
