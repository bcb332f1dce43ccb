# Loading an edge list into the file store whole and with bounded memory (a small memory budget:
# parsed in pieces, spilled, built in groups of row blocks), then element-wise functions that keep
# the matrix sparse. Prints CPU (user + system) and elapsed seconds of each step.
# Usage: flashr bench/sparse/load-bounded.R FILE DATADIR [budget]   (budget as in fm.set.conf,
# e.g. 64m; without it the default budget, under which a file of this size loads whole)
args <- commandArgs(trailingOnly = TRUE)
file <- args[1]
conf <- tempfile(fileext = ".conf")
writeLines(c(paste("data.dirs =", args[2]), if (length(args) > 2) paste("memory.budget =", args[3])), conf)
fm.set.conf(conf)
step <- function(what, expr) {
    t <- system.time(v <- expr)
    cat(sprintf("%-12s %6.2f s CPU %6.2f s elapsed\n", what, t[["user.self"]] + t[["sys.self"]], t[["elapsed"]]))
    v
}
A <- step("load", fm.load.sparse.matrix(file, in.mem = FALSE))
B <- step("A * 2", A * 2)
C <- step("sqrt(B)", sqrt(B))
L <- step("C != 0", C != 0)
s <- step("rowSums", rowSums(L))
cat("entries:", nnzero(A), " in memory:", fm.in.mem(C), "\n")
