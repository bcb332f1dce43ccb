# requireNamespace for packages flashr has (and not), Sys.info()
requireNamespace("stats")
requireNamespace("nosuchpkg")
requireNamespace("nosuchpkg", quietly = TRUE)
x <- requireNamespace("stats", quietly = TRUE); x
if (!requireNamespace("nosuchpkg", quietly = TRUE)) cat("fallback used\n")
s <- Sys.info(); names(s)
class(s)
s[["sysname"]] == "Linux"
nzchar(s[["nodename"]])
