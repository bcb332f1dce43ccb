# reads and writes counted: which operations call the function
calls <- character()
store <- 1:3
makeActiveBinding(quote(v), function(value) {
  if (missing(value)) { calls <<- c(calls, "get"); store }
  else { calls <<- c(calls, paste("set", deparse(value))); store <<- value }
}, environment())
v[2] <- 10L
print(store); print(calls)
calls <- character()
print(exists("v")); print(exists("v", inherits = FALSE)); print(calls)
print(get0("v")); print(calls)
f <- function() { v <<- c(7L, 8L); v }
print(f()); print(store)
assign("v", 99, envir = globalenv()); print(store)
print(bindingIsActive(quote(v), environment()))
print(tryCatch(bindingIsActive("v", 1), error = function(e) conditionMessage(e)))
print(tryCatch(bindingIsActive(1, globalenv()), error = function(e) conditionMessage(e)))
print(tryCatch(makeActiveBinding("w", function() 1, NULL), error = function(e) conditionMessage(e)))
print(tryCatch(activeBindingFunction("store", globalenv()), error = function(e) conditionMessage(e)))
# locked bindings and environments
e <- new.env()
makeActiveBinding("a", function(x) if (missing(x)) "A" else cat("assigning", x, "\n"), e)
lockEnvironment(e)
e$a <- "new"
print(e$a)
print(tryCatch(assign("b", 1, envir = e), error = function(err) conditionMessage(err)))
print(tryCatch(rm("a", envir = e), error = function(err) conditionMessage(err)))
lockBinding("a", e)
print(bindingIsLocked("a", e))
print(tryCatch(makeActiveBinding("a", function() "B", e), error = function(err) conditionMessage(err)))
unlockBinding("a", e)
makeActiveBinding("a", function() "B", e)
print(e$a)
e2 <- new.env()
makeActiveBinding("t", function() Sys.getenv("NO_SUCH_VAR_FOR_TEST", "unset"), e2)
lockEnvironment(e2, bindings = TRUE)
print(e2$t)
print(tryCatch(e2$t <- 1, error = function(err) conditionMessage(err)))
print(mget(c("t"), envir = e2))
# rm removes the binding; a new assignment is a plain value
rm(v)
print(exists("v"))
v <- 5; print(bindingIsActive("v", globalenv()))
# with()/local() and function frames
g <- function() {
  makeActiveBinding("now", function() "computed", environment())
  c(now, exists("now", inherits = FALSE), bindingIsActive("now", environment()))
}
print(g())
h <- function() { makeActiveBinding("p", function() stop("inside active"), environment()); p }
print(tryCatch(h(), error = function(err) conditionMessage(err)))
