library(testthat)
test_that("error right in the test", {
  x <- 1
  stop("went wrong: ", x)
})
