# The innermost matching handler wins; unmatched conditions pass outward.
r <- tryCatch({
  tryCatch(stop("inner"), warning = function(w) "wrong handler")
}, error = function(e) paste("outer got", conditionMessage(e)))
r
r <- tryCatch({
  tryCatch(stop("inner"), error = function(e) stop("rethrown"))
}, error = function(e) conditionMessage(e))
r
tryCatch(signalCondition(simpleCondition("sig")), condition = function(c) "condition caught")
