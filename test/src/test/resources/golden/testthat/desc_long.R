library(testthat)
test_that("a description long enough that the rule under it has to grow past the usual eighty columns", {
  skip("long")
})
test_that("utf-8 descripción", {
  expect_equal("é", "e")
})
