# FlashR/graph.R: part of R's FlashR package as flashr defines it, bound lazily in the base namespace.
#
# FlashR-learn's graph algorithms on sparse matrices (a graph's adjacency matrix, A[i, j] an edge
# from i to j), written for flashr with FlashR-learn's arguments.
# fm.PageRank(A, d, max.niters, epsilon): PageRank by SpMM, pr = d / N + (1 - d) * t(A) %*% (pr / out
# degree), until every vertex moves by less than epsilon / N or after max.niters iterations; a
# vertex without out-edges passes nothing on (its 1/0 meets no stored entry). A FlashR matrix N x 1.
# fm.spectral.embedding(fm, nev, which, c, ncv, tol): nev eigenpairs by fm.eigen of
#   "A"   the adjacency matrix (largest magnitude; of a directed graph, its singular values,
#         left and right singular vectors),
#   "Aug" A + c D, D the diagonal of degrees (directed: singular triplets of A + c D),
#   "L"   the Laplacian D - A, smallest eigenvalues (computed as the largest of s I - L, s = 2 max
#         degree bounding L's spectrum),
#   "nL"  the normalized Laplacian I - D^-1/2 A D^-1/2, smallest eigenvalues (one minus the largest
#         of D^-1/2 A D^-1/2; an isolated vertex's row and column are 0 there).
# L and nL need a symmetric matrix (fm.is.sym). Values come first wanted first, vectors as a FlashR matrix.

fm.PageRank <- function(A, d = 0.15, max.niters = 30, epsilon = 1e-2, verbose = FALSE) {
    N <- nrow(A)
    out.deg <- A %*% fm.rep.int(1, N)
    At <- t(A)
    pr <- fm.rep.int(1 / N, N)
    for (iter in seq_len(max.niters)) {
        nxt <- fm.materialize(d / N + (1 - d) * (At %*% (pr / out.deg)))
        still <- as.vector(fm.conv.FM2R(sum(abs(pr - nxt) >= epsilon / N)))
        if (verbose) cat("iteration", iter, ":", N - still, "vertices converged\n")
        pr <- nxt
        if (still == 0) break
    }
    pr
}

fm.spectral.embedding <- function(fm, nev, which = c("A", "Aug", "L", "nL"), c = 1 / nrow(fm),
                                  ncv = 2 * nev, tol = 1e-12) {
    if (!fm.is.object(fm) || nrow(fm) != ncol(fm)) stop("'fm' must be a square FlashR matrix")
    which <- match.arg(which)
    n <- nrow(fm)
    directed <- !fm.is.sym(fm)
    if (directed && which %in% c("L", "nL"))
        stop("the (normalized) Laplacian embedding needs a symmetric matrix")
    deg <- fm.materialize(fm.as.vector(fm %*% fm.rep.int(1, n)))
    scale.rows <- function(x, v) fm.mapply.col(fm.as.matrix(x), v, fm.bo.mul)
    M <- switch(which,
        A = function(x) fm %*% fm.as.matrix(x),
        Aug = { cd <- deg * c; function(x) fm %*% fm.as.matrix(x) + scale.rows(x, cd) },
        L = { s <- 2 * max(fm.conv.FM2R(deg)); function(x) scale.rows(x, s - deg) + fm %*% fm.as.matrix(x) },
        nL = {
            dh <- fm.materialize((deg > 0) / sqrt(deg + (deg == 0)))
            function(x) scale.rows(fm %*% scale.rows(x, dh), dh)
        })
    Mt <- switch(which,
        A = function(x) t(fm) %*% fm.as.matrix(x),
        Aug = function(x) t(fm) %*% fm.as.matrix(x) + scale.rows(x, cd),
        NULL)
    op <- if (directed) function(x, extra) M(Mt(x)) else function(x, extra) M(x)
    wanted <- if (which %in% c("L", "nL")) "LR" else "LM"
    r <- fm.eigen(op, k = nev, n = n, which = wanted, sym = TRUE,
                  options = list(tol = tol, ncv = max(ncv, nev + 1)))
    if (which == "L") r$values <- s - r$values
    if (which == "nL") r$values <- 1 - r$values
    if (!directed) return(r)
    right <- Mt(r$vectors)
    right <- fm.materialize(fm.mapply.row(right, sqrt(fm.conv.FM2R(colSums(right * right))), fm.bo.div))
    list(values = sqrt(pmax(r$values, 0)), left = r$vectors, right = right)
}
