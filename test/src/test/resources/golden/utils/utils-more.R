memory.size()
memory.limit()
memory.limit(size = 10)
askYesNo("Continue?")
tryCatch(menu(c("a","b")), error = function(e) conditionMessage(e))
tryCatch(select.list(c("a","b")), error = function(e) conditionMessage(e))
alarm()
globalVariables(c("x", "y"))
suppressForeignCheck("z")
f <- function(x) {
  x + 1
}
g <- removeSource(f)
g
packageName()
packageName(asNamespace("stats"))
packageName(globalenv())
tryCatch(history(), error = function(e) conditionMessage(e))
tryCatch(savehistory(tempfile()), error = function(e) conditionMessage(e))
tryCatch(loadhistory(tempfile()), error = function(e) conditionMessage(e))
charClass("a1 B", "alpha")
charClass("a1 B", "upper")
charClass(utf8ToInt("x9"), "digit")
