# An else on its own line at top level is a syntax error
f <- function() {
  if (TRUE) "in braces"
  else "other"
}
print(f())
if (TRUE) print("first")
else print("second")
