# Rscript's Calls: line for an error inside a function that a base function called (R writes
# these base functions as closures, so each has a context of its own)
g <- function() stop("in evalq")
print(evalq(1 + 2))
evalq(g())
