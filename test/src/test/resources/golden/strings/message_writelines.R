# message goes to stderr; writeLines to stdout
message("to stderr")
message("a", 1/3, TRUE)
writeLines("one line")
writeLines(c("a", "b", "c"))
writeLines(c("a", "b"), sep = " ")
writeLines("")
cat("done\n")
