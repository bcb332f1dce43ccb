# seq.default wants one length.out (NULL too); seq.int takes NULL as missing; diff(NULL) is NULL
show <- function(expr) tryCatch(print(expr), error = function(e) cat("error:", conditionMessage(e), "| in", deparse(conditionCall(e)), "\n"))
show(seq.int(0, 1, length.out = NULL))
show(seq(0, 1, length.out = NULL))
show(seq.int(0, 1, length.out = NA))
print(diff(NULL))
