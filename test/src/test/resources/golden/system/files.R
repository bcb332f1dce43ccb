file.exists("definitely-not-here.txt")
file.exists(c("nope1", "nope2"))
length(commandArgs(trailingOnly = TRUE))
x <- readLines("definitely-not-here.txt")
