# data() without names lists the data sets, as R's help page for data shows
data()                         # list all available data sets
x <- data(package = "datasets")
class(x)
x$title
dim(x$results)
colnames(x$results)
head(x$results[, "Item"], 10)
unname(x$results[x$results[, "Item"] == "iris", "Title"])
is.null(x$footer)
try(data(package = "nosuchpkg"), silent = TRUE) # no such package: an error
r <- try(data(package = "nosuchpkg"))
inherits(r, "try-error")
data(package = "stats")
data(USArrests, "VADeaths")    # load the data sets 'USArrests' and 'VADeaths'
dim(USArrests); VADeaths[1:2, ]
