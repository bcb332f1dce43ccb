txt <- "id,name,grp,val\n1,ann,a,1.5\n2,bob,b,2\n3,cy,a,NA"
str(read.csv(text = txt, stringsAsFactors = TRUE))
str(read.csv(text = txt, stringsAsFactors = TRUE, as.is = 2))
str(read.csv(text = txt, stringsAsFactors = TRUE, as.is = "name"))
str(read.csv(text = txt, stringsAsFactors = TRUE, as.is = c(TRUE, TRUE, FALSE, TRUE)))
str(read.csv(text = txt, as.is = FALSE))
str(read.csv(text = txt, as.is = c(2, 3)))
str(read.csv(text = txt, as.is = TRUE, stringsAsFactors = TRUE))
str(read.csv(text = txt, stringsAsFactors = TRUE, colClasses = c(name = "character")))
str(read.csv(text = txt, stringsAsFactors = TRUE, colClasses = c("integer", "character", NA, "numeric")))
r <- withCallingHandlers(read.csv(text = txt, stringsAsFactors = TRUE, as.is = c("name", "nope")),
    warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
str(r)
tryCatch(read.csv(text = txt, as.is = 7), error = function(e) cat("error:", conditionMessage(e), "\n"))
# row names column counts in as.is
str(read.table(text = "a b\nr1 x 1\nr2 y 2", header = TRUE, as.is = FALSE))
str(read.table(text = "a b\nr1 x 1\nr2 y 2", header = TRUE, as.is = 2, stringsAsFactors = TRUE))
str(read.table(text = "a b\nr1 x 1\nr2 y 2", header = TRUE, as.is = 1, stringsAsFactors = TRUE))
