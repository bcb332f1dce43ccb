# Writes an R-MAT graph (Chakrabarti, Zhan and Faloutsos 2004; Graph500's parameters a = 0.57,
# b = c = 0.19, d = 0.05) as an edge list ("from to", ids from 0): each edge picks one quadrant of
# the adjacency matrix per level, SCALE levels, so degrees are skewed as in real graphs. Vertex ids
# are then permuted at random (as Graph500 does), so high-degree vertices are not all low ids.
# Duplicate edges and self-loops are kept (the loaders sum duplicates, as scipy and Matrix do).
# Written a million edges at a time, so memory stays small at any size. Run with GNU R or flashr.
# Usage: Rscript bench/sparse/rmat.R FILE SCALE EDGES   (2^SCALE vertices; e.g. 20 16e6)
args <- commandArgs(trailingOnly = TRUE)
file <- args[1]
scale <- as.integer(args[2])
m <- as.numeric(args[3])
a <- 0.57; b <- 0.19; c <- 0.19
set.seed(24)
perm <- sample.int(2^scale) - 1L
con <- file(file, "w")
left <- m
while (left > 0) {
    len <- min(1e6, left)
    from <- numeric(len)
    to <- numeric(len)
    for (level in seq_len(scale)) {
        u <- runif(len)
        from <- 2 * from + (u >= a + b)
        to <- 2 * to + ((u >= a & u < a + b) | u >= a + b + c)
    }
    writeLines(sprintf("%d %d", perm[from + 1], perm[to + 1]), con)
    left <- left - len
}
close(con)
