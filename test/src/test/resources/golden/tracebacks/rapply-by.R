# rapply calls f by its value from its .Internal (Error in (function (x) ...; Calls: rapply -> <Anonymous>);
# by.data.frame evaluates tapply through eval(substitute(...), data)
r <- try(rapply(list(1, list(2)), function(x) stop("in rapply"), how = "list"), silent = TRUE); cat(r)
str(rapply(list(a = 1L, b = list(c = 2.5, d = "z")), function(x) x * 2, classes = "numeric", deflt = NA, how = "list"))
str(rapply(list(a = data.frame(x = 1:2), b = structure(list(1), class = "foo")), class, how = "replace"))
r <- try(by(data.frame(a = 1:4, g = c(1, 1, 2, 2)), c(1, 1, 2, 2), function(d) stop("in by")), silent = TRUE); cat(r)
rapply(list(1, 2), function(x) stop("in rapply"))
