# withRestarts: the value is the restart function's value
r <- withRestarts(invokeRestart("myR", 1, 2), myR = function(a, b) a + b)
print(r)
print(withRestarts(42, myR = function() 0))
# computeRestarts innermost first, including abort
withRestarts(withRestarts({
  rs <- computeRestarts()
  print(sapply(rs, function(r) r[[1]]))
}, inner = function() 1), outer = function() 2)
# a restart object prints and is a list
withRestarts({
  r <- findRestart("myR")
  print(r)
  print(class(r))
  print(is.null(findRestart("nope")))
  invokeRestart(r, "via object")
}, myR = function(x) cat("restart got:", x, "\n"))
# calling handler invokes a restart established by the signalling code
f <- function(x) {
  withRestarts({
    if (x < 0) {
      cond <- structure(class = c("negative", "condition"), list(message = "negative value", call = sys.call()))
      signalCondition(cond)
      stop("not handled")
    }
    sqrt(x)
  }, useValue = function(v) v, useAbs = function() sqrt(-x))
}
res <- withCallingHandlers(f(-4), negative = function(c) invokeRestart("useAbs"))
print(res)
res <- withCallingHandlers(f(-4), negative = function(c) invokeRestart("useValue", 99))
print(res)
print(withCallingHandlers(f(9), negative = function(c) invokeRestart("useValue", 99)))
# a custom warning with a muffle restart
myWarn <- function(msg) {
  withRestarts({
    warning(msg)
    "not muffled"
  }, muffleMyWarning = function() "muffled")
}
out <- withCallingHandlers(myWarn("hm"), warning = function(w) {
  cat("saw:", conditionMessage(w), "\n")
  print(sapply(computeRestarts(w), function(r) r[[1]]))
  invokeRestart("muffleMyWarning")
})
print(out)
# warning handlers muffling keep working
withCallingHandlers({
  warning("w1")
  message("m1")
  cat("after\n")
}, warning = function(w) {
  cat("caught warning:", conditionMessage(w), "\n")
  invokeRestart("muffleWarning")
}, message = function(m) {
  cat("caught message:", conditionMessage(m))
  invokeRestart(findRestart("muffleMessage"))
})
# restartDescription / restartFormals / invokeRestartInteractively
withRestarts({
  r <- findRestart("retry")
  print(restartDescription(r))
  print(names(restartFormals(r)))
  print(tryCatch(invokeRestartInteractively("retry"), error = function(e) conditionMessage(e)))
  invokeRestart("retry", 5)
}, retry = list(handler = function(n = 3) cat("retry", n, "\n"), description = "Try again"))
# tryInvokeRestart: nothing when absent
print(tryInvokeRestart("notThere"))
# errors
e <- tryCatch(invokeRestart("foo"), error = function(e) e)
print(conditionMessage(e))
print(conditionCall(e))
e <- tryCatch(invokeRestart(), error = function(e) conditionMessage(e))
print(e)
e <- tryCatch(invokeRestart(1), error = function(e) conditionMessage(e))
print(e)
# conditionCall of a condition from stop inside a function
g <- function() stop("boom")
print(conditionCall(tryCatch(g(), error = function(e) e)))
# restarts leave when withRestarts returns
withRestarts(NULL, gone = function() 1)
print(is.null(findRestart("gone")))
# nested same-name restarts: innermost wins
print(withRestarts(withRestarts(invokeRestart("r"), r = function() "inner"), r = function() "outer"))
# restart from an error calling handler established outside
v <- withRestarts(withCallingHandlers(stop("bad"), error = function(e) invokeRestart("recover", conditionMessage(e))),
                  recover = function(m) paste("recovered from", m))
print(v)
# computeRestarts with a condition argument
withRestarts(print(sapply(computeRestarts(simpleCondition("x")), function(r) r[[1]])), a = function() 1)
invokeRestart("foo")
