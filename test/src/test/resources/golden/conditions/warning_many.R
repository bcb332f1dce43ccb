# More than ten warnings are summarised.
for (i in 1:12) warning(paste("warning number", i))
cat("end\n")
