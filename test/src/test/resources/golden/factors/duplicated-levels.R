# duplicated levels are an error
factor(c("a","b"), levels = c("a","b","a"))
