# rapply: recursive apply over nested lists, by class, with how = unlist / replace / list
x <- list(a = 1:3, b = list(c = "x", d = 2.5, e = list(f = TRUE)))
rapply(x, function(v) v * 2, classes = "numeric", how = "unlist")
rapply(x, function(v) v * 2, classes = "numeric", how = "replace")
str(rapply(x, toupper, classes = "character", how = "list"))
rapply(x, function(v) length(v), how = "unlist")
rapply(list(1, 2, list(3)), function(v) v * 10, how = "unlist")
rapply(x, nchar, classes = "character", deflt = NA_integer_, how = "list")
tryCatch(rapply(1:3, identity), error = function(e) conditionMessage(e))
