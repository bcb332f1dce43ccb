library(testthat)
set.seed(5)
test_that("skipped outright", {
  skip("not ready")
  expect_true(FALSE)
})
test_that("skip_if", {
  skip_if(2 > 1)
})
test_that("skip_if with message", {
  skip_if(TRUE, "always skipped")
})
n <- 3
test_that("skip_if_not", {
  skip_if_not(n < 2)
})
test_that("skip_if_not passes through", {
  skip_if_not(n == 3)
  skip_if(n == 4)
  expect_equal(n, 3)
})
test_that("empty test", {})
test_that("no expectations", {
  y <- n + 1
})
test_that("skip after a success", {
  expect_true(TRUE)
  skip("later part skipped")
})
cat("all done\n")
