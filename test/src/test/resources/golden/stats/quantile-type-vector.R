# quantile with more than one type is an error, as R's
r <- tryCatch(quantile(1:10, type = c(1, 2)), error = function(e) conditionMessage(e))
r
quantile(1:10, type = 1)
quantile(1:10, type = c(1, 2))
