# is.vector(x, mode): any, numeric, each typeof, name for symbol; names is the only attribute allowed
xs <- list(1:3, c(1.5, 2), "a", TRUE, list(1, 2), NULL, quote(a), quote(f(x)), expression(1 + 2),
           sum, mean, globalenv(), c(a = 1, b = 2), matrix(1:4, 2), factor("a"), structure(1, foo = "bar"),
           data.frame(a = 1))
modes <- c("any", "numeric", "integer", "double", "character", "logical", "list", "expression",
           "symbol", "name", "language", "NULL", "closure", "builtin", "environment", "function",
           "pairlist", "complex", "raw", "S4", "nosuch")
m <- sapply(modes, function(mode) vapply(xs, is.vector, NA, mode = mode))
rownames(m) <- c("int", "dbl", "chr", "lgl", "list", "NULL", "sym", "call", "expr", "sum", "mean", "env",
                 "named", "matrix", "factor", "attr", "df")
print(m[, 1:11])
print(m[, 12:21])
is.vector("a", mode = NA_character_)
is.vector(1, mode = "numeric")
r <- try(is.vector(1, mode = 1), silent = TRUE); cat(r)
r <- try(is.vector(1, mode = c("any", "list")), silent = TRUE); cat(r)
r <- try(is.vector(1, mode = character()), silent = TRUE); cat(r)
is.vector(c(a = 1L), "integer")
is.vector(numeric(0)); is.vector(character(0), "character"); is.vector(list(), "list")
