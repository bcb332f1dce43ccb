library(testthat)
test_that("custom condition class", {
  stop(errorCondition("custom failure", class = "my_error"))
})
