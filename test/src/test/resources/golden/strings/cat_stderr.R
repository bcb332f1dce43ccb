# cat and writeLines to standard error
cat("to stdout\n")
cat("to stderr\n", file = stderr())
writeLines("lines to stderr", con = stderr())
writeLines("lines to stdout", con = stdout())
cat("a", "b", sep = "\n", file = stderr())
