library(testthat)
set.seed(11)
check_square <- function(n) expect_equal(n^2, n * n)
test_that("expectations in loops", {
  for (i in 1:5) {
    expect_equal(i + i, 2 * i)
    expect_true(i > 0)
  }
  for (n in c(2, 3.5)) check_square(n)
})
test_that("failures in a loop and a helper", {
  for (i in 1:4) {
    expect_equal(i %% 2, 0)
  }
  check_positive <- function(v) expect_true(v > 0)
  for (v in c(1, -2)) check_positive(v)
  expect_lt_one <- function(v) expect_true(v < 1)
  outer_check <- function(v) expect_lt_one(v)
  outer_check(3)
})
