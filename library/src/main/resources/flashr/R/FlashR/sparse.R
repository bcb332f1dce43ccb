# FlashR/sparse.R: part of R's FlashR package as flashr defines it, bound lazily in the base namespace.
#
# nnzero(x, na.counted) as the Matrix package defines it: the entries of x that are not 0; an NA
# counts when na.counted is TRUE, not when FALSE, and makes the count NA when na.counted is NA.
# Of a FlashR sparse matrix it counts the stored entries (an entry stored as 0 is not counted).
# fm.rsparse.proj(nrow, ncol, density) is FlashR's random sparse projection matrix: each entry is
# non-zero with probability density, then -1 or 1 with equal probability, drawn from R's random
# numbers column by column (so set.seed makes it again). A FlashR sparse matrix; a product
# X %*% P of a tall FlashR matrix streams X through the engine.

nnzero <- function(x, na.counted = NA) {
    if (fm.is.sparse(x)) return(.fm.sparse.nnzero(x, na.counted))
    n <- sum(if (is.na(na.counted)) x != 0
             else if (na.counted) is.na(x) | x != 0
             else !is.na(x) & x != 0)
    if (fm.is.object(n)) fm.conv.FM2R(n) else n
}

fm.rsparse.proj <- function(nrow, ncol, density, name = "") {
    nrow <- floor(as.numeric(nrow))
    ncol <- floor(as.numeric(ncol))
    if (nrow <= 0 || ncol <= 0)
        stop("we can't generate a matrix with 0 rows or cols")
    density <- as.numeric(density)
    if (length(density) != 1L || is.na(density) || density < 0 || density > 1)
        stop("'density' must be a number between 0 and 1")
    if (!identical(name, "")) stop("named sparse matrices are not supported: 'name' must be \"\"")
    counts <- rbinom(ncol, nrow, density)
    i <- unlist(lapply(counts, function(k) sort(sample.int(nrow, k))))
    j <- rep.int(seq_len(ncol), counts)
    x <- sample(c(-1, 1), length(i), replace = TRUE)
    .fm.sparse.triplets(i, j, x, nrow, ncol, TRUE)
}
