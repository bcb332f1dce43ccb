library(testthat)
test_that("builtin error", sqrt("a"))
