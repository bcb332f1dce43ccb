package flashr.base;

/**
 * Small statistics helpers written in R (see {@link MetaPrelude}) to R's definitions: p-values
 * adjusted for multiple comparisons ({@code p.adjust}: Holm, Hochberg, Hommel, Bonferroni,
 * Benjamini-Hochberg and -Yekutieli), a covariance matrix scaled to correlations
 * ({@code cov2cor}), and squared Mahalanobis distances of rows ({@code mahalanobis}: on an engine
 * matrix a lazy sweep, product and row sums, so one pass).
 */
final class StatsHelpersPrelude {
    private StatsHelpersPrelude() {}

    /** {@code p.adjust.methods}, the methods p.adjust knows (a value, so defined from Java). */
    static final String[] METHODS = {"holm", "hochberg", "hommel", "bonferroni", "BH", "BY", "fdr", "none"};

    static final String SOURCE = """
        p.adjust <- function(p, method = p.adjust.methods, n = length(p)) {
            method <- match.arg(method)
            if (method == "fdr") method <- "BH"
            nm <- names(p)
            p <- as.numeric(p)
            p0 <- setNames(p, nm)
            if (all(nna <- !is.na(p))) nna <- TRUE
            else p <- p[nna]
            lp <- length(p)
            stopifnot(n >= lp)
            if (n <= 1) return(p0)
            if (n == 2 && method == "hommel") method <- "hochberg"
            # step-down (holm) and step-up (hochberg, BH, BY) adjustments: a running extreme of
            # the scaled p-values in sorted order, put back in the original order
            p0[nna] <- switch(method,
                bonferroni = pmin(1, n * p),
                holm = {
                    i <- seq_len(lp)
                    o <- order(p)
                    pmin(1, cummax((n + 1L - i) * p[o]))[order(o)]
                },
                hommel = {
                    if (n > lp) p <- c(p, rep.int(1, n - lp))
                    i <- seq_len(n)
                    o <- order(p)
                    p <- p[o]
                    ro <- order(o)
                    q <- pa <- rep.int(min(n * p / i), n)
                    for (j in (n - 1L):2L) {
                        low <- seq_len(n - j + 1L)
                        high <- (n - j + 2L):n
                        q1 <- min(j * p[high] / (2L:j))
                        q[low] <- pmin(j * p[low], q1)
                        q[high] <- q[n - j + 1L]
                        pa <- pmax(pa, q)
                    }
                    pmax(pa, p)[if (lp < n) ro[1L:lp] else ro]
                },
                hochberg = {
                    i <- lp:1L
                    o <- order(p, decreasing = TRUE)
                    pmin(1, cummin((n + 1L - i) * p[o]))[order(o)]
                },
                BH = {
                    i <- lp:1L
                    o <- order(p, decreasing = TRUE)
                    pmin(1, cummin(n / i * p[o]))[order(o)]
                },
                BY = {
                    i <- lp:1L
                    o <- order(p, decreasing = TRUE)
                    q <- sum(1 / (1L:n))
                    pmin(1, cummin(q * n / i * p[o]))[order(o)]
                },
                none = p)
            p0
        }
        cov2cor <- function(V) {
            p <- (d <- dim(V))[1L]
            if (!is.numeric(V) || length(d) != 2L || p != d[2L]) stop("'V' is not a square numeric matrix")
            Is <- sqrt(1 / diag(V))
            if (any(!is.finite(Is))) warning("diag(.) had 0 or NA entries; non-finite result is doubtful")
            r <- V
            r[] <- Is * V * rep(Is, each = p)
            r[cbind(1L:p, 1L:p)] <- 1
            r
        }
        mahalanobis <- function(x, center, cov, inverted = FALSE, ...) {
            x <- if (is.vector(x)) matrix(x, ncol = length(x)) else as.matrix(x)
            if (!isFALSE(center)) x <- sweep(x, 2L, center)
            if (!inverted) cov <- solve(cov, ...)
            setNames(rowSums(x %*% cov * x), rownames(x))
        }
        """;
}
