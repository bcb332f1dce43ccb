# lists holding vectors, matrices and NULL
l <- list(nums = c(1.5, 2), chars = c("a", "b"), mat = matrix(1:4, 2), nothing = NULL, flag = NA)
l
str_list <- list(list(a = 1), list(b = 2))
str_list
