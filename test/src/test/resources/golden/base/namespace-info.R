getNamespaceVersion("stats")
getNamespaceVersion("base")
getNamespaceInfo("stats", "spec")

tryCatch(getNamespaceVersion("notapkg"), error = function(e) conditionMessage(e))
searchpaths()[1]
basename(searchpaths()[2:3])
basename(path.package("stats"))
basename(find.package("utils"))
tryCatch(find.package("notapkg"), error = function(e) conditionMessage(e))
find.package("notapkg", quiet = TRUE)
tryCatch(path.package("notapkg"), error = function(e) conditionMessage(e))
f <- function() {
  on.exit(cat("bye\n"))
  sys.on.exit()
}
f()
sys.on.exit()
basename(find.package(c("stats", "nopkg")))
path.package(c("stats", "nopkg2"))[0]
getNamespaceInfo("utils", "spec")
h <- packageEvent("mypkg_1.0", "attach")
h
getHook(h)
setHook(h, function(...) cat("hi\n"))
length(getHook(h))
setHook(h, function(...) NULL, "prepend")
length(getHook(h))
setHook(h, NULL, "replace")
getHook(h)
tryCatch(packageEvent("p", "nope"), error = function(e) conditionMessage(e))
