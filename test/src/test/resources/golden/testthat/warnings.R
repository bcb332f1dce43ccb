library(testthat)
set.seed(1)
test_that("a warning is reported but does not fail", {
  x <- as.numeric("abc")
  expect_true(is.na(x))
})
test_that("warning from a helper has a backtrace", {
  helper <- function(v) { warning("helper warned"); v }
  y <- helper(1)
  expect_equal(y, 1)
})
test_that("messages are quiet", {
  message("this message is muffled")
  expect_true(TRUE)
})
test_that("two warnings", {
  warning("first")
  warning("second")
  expect_equal(1, 1)
})
cat("end\n")
