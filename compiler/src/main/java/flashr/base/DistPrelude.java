package flashr.base;

/**
 * {@code dist} (stats) and its print and as.matrix methods, written in R (see {@link MetaPrelude})
 * to R's definitions: the lower triangle of the distances between rows, by column order; pairs
 * of coordinates with an NA are left out and the sum scaled up to all columns, as R's C code does.
 */
final class DistPrelude {
    private DistPrelude() {}

    static final String SOURCE = """
        dist <- function(x, method = "euclidean", diag = FALSE, upper = FALSE, p = 2) {
            METHODS <- c("euclidean", "maximum", "manhattan", "canberra", "binary", "minkowski")
            m <- pmatch(method, METHODS)
            if (is.na(m)) stop("invalid distance method")
            method <- METHODS[m]
            x <- as.matrix(x)
            n <- nrow(x)
            d <- numeric(n * (n - 1) / 2)
            k <- 1L
            for (j in seq_len(n - 1L)) for (i in (j + 1L):n) {
                d[k] <- .dist_pair(x[i, ], x[j, ], method, p)
                k <- k + 1L
            }
            structure(d, Size = n, Labels = dimnames(x)[[1L]], Diag = diag, Upper = upper,
                      method = method, call = match.call(), class = "dist")
        }
        .dist_pair <- function(a, b, method, p) {
            ok <- !is.na(a) & !is.na(b)
            if (!any(ok)) return(NA_real_)
            scale <- length(a) / sum(ok)
            a <- a[ok]; b <- b[ok]
            switch(method,
                   euclidean = sqrt(sum((a - b)^2) * scale),
                   maximum = max(abs(a - b)),
                   manhattan = sum(abs(a - b)) * scale,
                   canberra = { r <- abs(a - b) / abs(a + b); r <- r[!is.nan(r)]; sum(r) * length(ok) / length(r) },
                   binary = { nz <- a != 0 | b != 0; if (!any(nz)) 0 else sum(xor(a != 0, b != 0) & nz) / sum(nz) },
                   minkowski = (sum(abs(a - b)^p) * scale)^(1 / p))
        }
        as.matrix.dist <- function(x, ...) {
            size <- attr(x, "Size")
            df <- matrix(0, size, size)
            lab <- attr(x, "Labels")
            if (is.null(lab)) lab <- seq_len(size)
            df[row(df) > col(df)] <- x
            df <- df + t(df)
            dimnames(df) <- list(lab, lab)
            df
        }
        print.dist <- function(x, diag = NULL, upper = NULL, digits = getOption("digits"), justify = "none", right = TRUE, ...) {
            if (length(x)) {
                if (is.null(diag)) diag <- if (is.null(attr(x, "Diag"))) FALSE else attr(x, "Diag")
                if (is.null(upper)) upper <- if (is.null(attr(x, "Upper"))) FALSE else attr(x, "Upper")
                m <- as.matrix(x)
                cf <- format(m, digits = digits, justify = justify)
                if (!upper) cf[row(cf) < col(cf)] <- ""
                if (!diag) cf[row(cf) == col(cf)] <- ""
                print(if (diag || upper) cf else cf[-1, -attr(x, "Size"), drop = FALSE], quote = FALSE, right = right, ...)
            } else {
                cat("dist(0)\\n")
            }
            invisible(x)
        }
        """;
}
