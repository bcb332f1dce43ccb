# deparse of constants and vectors
deparse(c(1.5, 2, 3))
deparse(1:10)
deparse("a\"b")
deparse(list(a = 1, b = "c"))
deparse(c(a = 1L, b = 2L))
deparse(TRUE)
deparse(NULL)
deparse(c(1, NA, Inf))
