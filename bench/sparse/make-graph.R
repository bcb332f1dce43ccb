# Writes a random directed graph with skewed degrees as an edge list ("from to", ids from 0):
# edge ends drawn with probabilities falling as a power law. Run with GNU R or flashr.
# Usage: Rscript make-graph.R FILE [vertices] [edges]   (default 1e6 vertices, 4e6 edges)
args <- commandArgs(trailingOnly = TRUE)
file <- args[1]
n <- if (length(args) > 1) as.numeric(args[2]) else 1e6
m <- if (length(args) > 2) as.numeric(args[3]) else 4e6
set.seed(24)
p <- 1 / seq_len(n)^0.7
from <- sample.int(n, m, replace = TRUE, prob = p) - 1
to <- sample.int(n, m, replace = TRUE, prob = sample(p)) - 1
writeLines(sprintf("%d %d", as.integer(from), as.integer(to)), file)
