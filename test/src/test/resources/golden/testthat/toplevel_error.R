library(testthat)
expect_error(stop("boom"), "boom")
expect_error(stop("boom"), "bang")
