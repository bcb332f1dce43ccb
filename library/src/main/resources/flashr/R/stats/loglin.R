# stats/loglin.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# loglin (log-linear models by iterative proportional fitting) and cancor (canonical
# correlations), to R's definitions. loglin's fitting follows R's C (Haberman's AS 51): each
# cycle adjusts the fit to every margin in turn, recording the largest absolute deviation of a
# fitted from an observed marginal total, the sums accumulated cell by cell in storage order.

loglin <- function(table, margin, start = rep(1, length(table)), fit = FALSE, eps = 0.1, iter = 20L,
                   param = FALSE, print = TRUE) {
    rfit <- fit
    dtab <- dim(table)
    nvar <- length(dtab)
    varnames <- names(dimnames(table))
    for (k in seq_along(margin)) {
        tmp <- margin[[k]]
        if (is.character(tmp)) {
            tmp <- match(tmp, varnames)
            margin[[k]] <- tmp
        }
        if (!is.numeric(tmp) || any(is.na(tmp) | tmp <= 0))
            stop("'margin' must contain names or numbers corresponding to 'table'")
    }
    ntab <- length(table)
    if (length(start) != ntab) stop("'start' and 'table' must be same length")
    z <- .loglin_ipf(dtab, margin, as.double(table), as.double(start), eps, as.integer(iter))
    if (print) cat(z$nlast, "iterations: deviation", z$dev[z$nlast], "\n")
    fit <- z$fit
    attributes(fit) <- attributes(table)
    observed <- as.vector(table[start > 0])
    expected <- as.vector(fit[start > 0])
    pearson <- sum((observed - expected)^2/expected)
    observed <- as.vector(table[table * fit > 0])
    expected <- as.vector(fit[table * fit > 0])
    lrt <- 2 * sum(observed * log(observed/expected))
    subsets <- function(x) {
        y <- list(vector(mode(x), length = 0))
        for (i in seq_along(x)) y <- c(y, lapply(y, c, x[i]))
        y[-1L]
    }
    # the degrees of freedom of each term (a subset of variables, coded in binary) in a margin
    df <- rep.int(0, 2^nvar)
    for (k in seq_along(margin)) {
        terms <- subsets(margin[[k]])
        for (j in seq_along(terms)) df[sum(2^(terms[[j]] - 1))] <- prod(dtab[terms[[j]]] - 1)
    }
    if (!is.null(varnames) && all(nzchar(varnames))) {
        for (k in seq_along(margin)) margin[[k]] <- varnames[margin[[k]]]
    } else varnames <- as.character(1:ntab)
    y <- list(lrt = lrt, pearson = pearson, df = ntab - sum(df) - 1, margin = margin)
    if (rfit) y$fit <- fit
    if (param) {
        fit <- log(fit)
        terms <- seq_along(df)[df > 0]
        parlen <- length(terms) + 1
        parval <- list(parlen)
        parnam <- character(parlen)
        parval[[1L]] <- mean(fit)
        parnam[1L] <- "(Intercept)"
        fit <- fit - parval[[1L]]
        dyadic <- NULL
        while (any(terms > 0)) {
            dyadic <- cbind(dyadic, terms %% 2)
            terms <- terms %/% 2
        }
        dyadic <- dyadic[order(rowSums(dyadic)), , drop = FALSE]
        for (i in 2:parlen) {
            vars <- which(dyadic[i - 1, ] > 0)
            parval[[i]] <- apply(fit, vars, mean)
            parnam[i] <- paste(varnames[vars], collapse = ".")
            fit <- sweep(fit, vars, parval[[i]], check.margin = FALSE)
        }
        names(parval) <- parnam
        y$param <- parval
    }
    y
}

.loglin_ipf <- function(dtab, margin, table, fit, eps, maxit) {
    if (any(table < 0) || any(fit < 0) || sum(fit) == 0 || maxit <= 0)
        stop("incorrect specification of 'table' or 'start'")
    fit <- (sum(table)/sum(fit)) * fit
    ntab <- length(table)
    coord <- arrayInd(seq_len(ntab), dtab) - 1L
    # for each margin, the marginal cell of every cell (the margin's variables in its order)
    cells <- lapply(margin, function(v) {
        size <- cumprod(c(1, dtab[v]))
        list(n = size[length(size)], j = 1 + drop(coord[, v, drop = FALSE] %*% size[seq_along(v)]))
    })
    collapse <- function(x, cl) {
        y <- numeric(cl$n)
        j <- cl$j
        for (i in seq_len(ntab)) y[j[i]] <- y[j[i]] + x[i]
        y
    }
    observed <- lapply(cells, function(cl) collapse(table, cl))
    dev <- numeric(maxit)
    nlast <- maxit
    converged <- FALSE
    for (k in seq_len(maxit)) {
        xmax <- 0
        for (m in seq_along(cells)) {
            cl <- cells[[m]]
            u <- collapse(fit, cl)
            xmax <- max(xmax, abs(observed[[m]] - u))
            uj <- u[cl$j]
            fit <- ifelse(uj > 0, fit * observed[[m]][cl$j]/uj, 0)
        }
        dev[k] <- xmax
        if (xmax < eps) {
            nlast <- k
            converged <- TRUE
            break
        }
    }
    if (!converged && maxit > 1) warning("algorithm did not converge")
    list(fit = fit, dev = dev, nlast = nlast)
}

# svd(a, nrow(a), ncol(a)): flashr's svd gives at most min(dim) singular vectors, so the longer
# side is completed to an orthonormal basis by a QR (those extra columns, which only span the
# null space, are not LAPACK's and so not R's)
.cancor_svd <- function(a) {
    z <- svd(a)
    complete <- function(m, n) if (ncol(m) >= n) m else cbind(m, qr.Q(qr(m), complete = TRUE)[, (ncol(m) + 1L):n, drop = FALSE])
    list(d = z$d, u = complete(z$u, nrow(a)), v = complete(z$v, ncol(a)))
}
cancor <- function(x, y, xcenter = TRUE, ycenter = TRUE) {
    x <- as.matrix(x)
    y <- as.matrix(y)
    if ((nr <- nrow(x)) != nrow(y)) stop("unequal number of rows in 'cancor'")
    ncx <- ncol(x)
    ncy <- ncol(y)
    if (!nr || !ncx || !ncy) stop("dimension 0 in 'x' or 'y'")
    center <- function(m, ctr, nc) {
        if (is.logical(ctr)) {
            if (!ctr) return(list(m = m, c = rep.int(0, nc)))
            ctr <- colMeans(m)
        } else ctr <- rep_len(ctr, nc)
        list(m = m - rep(ctr, rep.int(nr, nc)), c = ctr)
    }
    cx <- center(x, xcenter, ncx)
    cy <- center(y, ycenter, ncy)
    x <- cx$m
    y <- cy$m
    qx <- qr(x)
    qy <- qr(y)
    dx <- qx$rank
    if (!dx) stop("'x' has rank 0")
    dy <- qy$rank
    if (!dy) stop("'y' has rank 0")
    # the SVD of Qx'Qy: the cosines of the principal angles between the column spaces
    z <- .cancor_svd(qr.qty(qx, qr.qy(qy, diag(1, nr, dy)))[1L:dx, , drop = FALSE])
    xcoef <- backsolve((qx$qr)[1L:dx, 1L:dx, drop = FALSE], z$u)
    rownames(xcoef) <- colnames(x)[qx$pivot][1L:dx]
    ycoef <- backsolve((qy$qr)[1L:dy, 1L:dy, drop = FALSE], z$v)
    rownames(ycoef) <- colnames(y)[qy$pivot][1L:dy]
    list(cor = z$d, xcoef = xcoef, ycoef = ycoef, xcenter = cx$c, ycenter = cy$c)
}
