# sprintf's * width: R coerces it to integer; past int's range (or NA) is an error
r <- withCallingHandlers(
    tryCatch(sprintf("%*d", 3e9, 1L), error = function(e) conditionMessage(e)),
    warning = function(w) { print(conditionMessage(w)); invokeRestart("muffleWarning") })
print(r)
print(tryCatch(sprintf("%*d", NA_integer_, 1L), error = conditionMessage))
print(tryCatch(suppressWarnings(sprintf("%*d", -3e9, 1L)), error = conditionMessage))
print(sprintf("%*d", 5, 1L))
print(sprintf("%-*d|", 4, 7L))
print(sprintf("%*d", 2.5, 1L))
print(mat.or.vec(3, 1))
print(mat.or.vec(2, 3))
print(mat.or.vec(0, 1))
sprintf("%*d", 3e9, 1L)
