# Rscript's Calls: line through tryCatch: R's tryCatch nests tryCatchList -> tryCatchOne -> doTryCatch once per handler
g <- function() stop("boom")
tryCatch(g(), warning = function(w) 1, finally = cat("finally ran\n"))
