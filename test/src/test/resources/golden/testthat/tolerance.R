library(testthat)
set.seed(7)
test_that("default tolerance", {
  expect_equal(0.1 + 0.2, 0.3)
  expect_equal(1, 1 + 1e-10)
  expect_equal(1e-9, 2e-9)
  expect_equal(100, 100 + 1e-7)
})
test_that("explicit tolerance", {
  expect_equal(1, 1.01, tolerance = 0.1)
  expect_equal(pi, 3.14, tolerance = 0.001)
  expect_equal(c(1, 2), c(1.05, 2.05), tolerance = 0.1)
})
test_that("tolerance too tight", {
  expect_equal(1, 1.01, tolerance = 0.001)
  expect_equal(pi, 3.14, tolerance = 1e-6)
  expect_equal(1, 1 + 1e-6)
})
