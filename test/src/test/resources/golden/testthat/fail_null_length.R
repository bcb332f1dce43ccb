library(testthat)
test_that("null and length", {
  expect_null(1)
  expect_null("a")
  expect_null(list())
  expect_null(1:3)
  expect_null(c(1.5, 2))
  expect_length(1:3, 2)
  expect_length(list(), 1)
  x <- letters
  expect_length(x, 25)
})
