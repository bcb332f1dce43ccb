# prcomp's argument checks
m <- cbind(a = c(1, 2, 3, 4), b = c(2, 2, 2, 2))
r <- tryCatch(prcomp(m, scale. = TRUE), error = function(e) conditionMessage(e))
r
r <- tryCatch(prcomp(cbind(1:4, c(2, 5, 1, 3)), rank. = 0), error = function(e) conditionMessage(e))
r
prcomp(m, scale. = c(1, 2))$scale
prcomp(m, center = c(1, 1))$center
prcomp(m, scale. = TRUE)
