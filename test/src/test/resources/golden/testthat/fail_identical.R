library(testthat)
test_that("identical", {
  expect_identical(1L, 1)
  expect_identical(c(1, 2), c(1, 3))
  expect_identical(list(1), list(2))
  expect_identical("a", "b")
  expect_identical(1, 1 + 1e-10)
})
