# errorCondition and warningCondition carry extra fields and classes.
e <- errorCondition("custom failure", class = "myErr", data = 42)
class(e)
e$data
r <- tryCatch(stop(e), myErr = function(c) c$data + 1)
r
w <- warningCondition("wmsg", class = "myWarn")
tryCatch(warning(w), myWarn = function(c) conditionMessage(c))
