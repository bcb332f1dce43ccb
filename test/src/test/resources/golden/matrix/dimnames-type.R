r <- tryCatch(matrix(1:4, 2, dimnames = list(c("r1", "r2"), return)), error = function(e) conditionMessage(e))
print(r)
