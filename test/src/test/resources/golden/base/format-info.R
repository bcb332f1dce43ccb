format.info(123.456)
format.info(c(1e10, 1))
format.info(1e-200)
format.info(1:10)
format.info(c(TRUE, NA))
format.info(c("a", "bbb", NA))
format.info(pi, digits = 3)
format.info(c(1, NA, Inf))
format.info(2.5, nsmall = 3)
format.info(c(-1.5, 22.25, 1000))
format.info(c(0.0001234, 5))
r <- tryCatch(format.info(NULL), error = conditionMessage); r
r <- tryCatch(format.info(list(1)), error = conditionMessage); r
