# Passing tests print "Test passed" and a praise emoji drawn with sample(): set.seed makes it fixed.
library(testthat)
set.seed(42)
context("arithmetic")
test_that("addition works", {
  expect_equal(1 + 1, 2)
  expect_identical(2L * 3L, 6L)
  expect_true(all(1:3 > 0))
  expect_false(any(is.na(c(1, 2))))
})
test_that("lengths and nulls", {
  expect_length(1:10, 10)
  expect_null(NULL)
  expect_null(list(a = 1)$b)
})
x <- test_that("conditions", {
  expect_error(stop("bad input"), "bad")
  expect_error(log("a"))
  expect_warning(as.integer("z"), "NAs introduced")
  expect_message(message("hello"), "hel")
})
print(x)
# the draws consumed by the praise move the random stream on
print(runif(2))
expect_equal(sqrt(2)^2, 2)
expect_true(TRUE)
v <- expect_equal(c(a = 1), c(a = 1))
print(v)
cat("done\n")
