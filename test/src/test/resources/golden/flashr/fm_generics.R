if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# FlashR's semantics of base generics on its objects: all/any give R logicals (numbers cast
# with as.logical, na.rm, several arguments); the Math group with extra arguments keeps
# FlashR objects; rounding works on as.numeric(x); pmin/pmax mix FlashR objects and R values
# in any position; sweep and scale keep FlashR matrices
X <- fm.conv.R2FM(matrix(c(1.234567, -2.5, 3.14159, 0, 1e-3, 250.5, NA, 7, 0.5, -0.25, 9, 4), 4, 3))
v <- fm.conv.R2FM(c(2, 0, NA, 5, -1.5))
iv <- fm.conv.R2FM(c(3L, -1L, NA, 7L))
lv <- fm.conv.R2FM(c(TRUE, NA, FALSE))
one <- fm.conv.R2FM(matrix(2.5, 1, 1))
empty <- fm.conv.R2FM(numeric(0))
for (r in list(all(X > -3), all(X > -3, na.rm = TRUE), any(X > 100), any(v), all(v), all(v, na.rm = TRUE),
               any(lv), any(lv, na.rm = TRUE), all(lv, na.rm = TRUE), all(iv, TRUE, na.rm = TRUE),
               any(FALSE, lv), all(TRUE, one > 2), any(empty), all(empty), all(fm.conv.R2FM(c(1, 2)) > 0)))
  print(r)
for (r in list(round(X, 2), signif(X, 2), log(abs(X), base = 2), log(abs(v), 10), round(v, -1), round(iv), round(lv),
               floor(iv), ceiling(lv), round(iv, 1), signif(one, 1), log(one, exp(1)), abs(iv), trunc(v))) {
  print(class(r))
  print(typeof(r))
  print(fm.conv.FM2R(r))
}
w <- fm.conv.R2FM(c(4, 1, 3, 2))
for (r in list(pmin(w, 2.5), pmin(2.5, w), pmax(w, c(1, 5, 1, 5)), pmax(c(1, 5, 1, 5), w), pmin(X, w), pmin(w, X),
               pmax(X, 0), pmax(0, X), pmin(X, matrix(1, 4, 3)), pmax(w, w * 2, 3), pmin(iv, 0L), pmax(v, 1, na.rm = TRUE))) {
  print(class(r))
  print(fm.conv.FM2R(r))
}
Y <- fm.conv.R2FM(matrix(c(1, 4, 2, 8, 5, 7, 3, 6), 4, 2))
for (r in list(sweep(Y, 2, c(1, 2)), sweep(Y, 1, c(1, 2, 3, 4), "/"), scale(Y), scale(Y, TRUE, FALSE))) {
  print(class(r))
  print(round(fm.conv.FM2R(r), 6))
}
