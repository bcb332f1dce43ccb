# stats/factanal.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Maximum-likelihood factor analysis (factanal, factanal.fit.mle) with its print method and the
# varimax and promax rotations, written to R's definitions. The fit minimises R's discrepancy
# function over the uniquenesses with optim's L-BFGS-B from R's starting values
# (1 - factors/(2p)) / diag(solve(cor)), and the loadings are sorted and sign-fixed as R does,
# so that the same digits print.

factanal <- function(x, factors, data = NULL, covmat = NULL, n.obs = NA, subset, na.action,
                     start = NULL, scores = c("none", "regression", "Bartlett"),
                     rotation = "varimax", control = NULL, ...) {
    cl <- match.call()
    na.act <- NULL
    if (is.list(covmat)) {
        if (anyNA(match(c("cov", "n.obs"), names(covmat))))
            stop("'covmat' is not a valid covariance list")
        cv <- covmat$cov
        n.obs <- covmat$n.obs
        have.x <- FALSE
    } else if (is.matrix(covmat)) {
        cv <- covmat
        have.x <- FALSE
    } else if (is.null(covmat)) {
        if (missing(x)) stop("neither 'x' nor 'covmat' supplied")
        have.x <- TRUE
        if (inherits(x, "formula")) {
            mt <- terms(x, data = data)
            if (attr(mt, "response") > 0) stop("response not allowed in formula")
            attr(mt, "intercept") <- 0
            mf <- if (is.null(data)) model.frame(mt) else model.frame(mt, data = data)
            na.act <- attr(mf, "na.action")
            z <- model.matrix(mt, mf)
        } else {
            z <- as.matrix(x)
            if (!is.numeric(z)) stop("factor analysis applies only to numerical variables")
            if (!missing(subset)) z <- z[subset, , drop = FALSE]
        }
        covmat <- cov.wt(z)
        cv <- covmat$cov
        n.obs <- covmat$n.obs
    } else stop("'covmat' is of unknown type")
    scores <- match.arg(scores)
    if (scores != "none" && !have.x) stop("requested scores without an 'x' matrix")
    p <- ncol(cv)
    if (p < 3) stop("factor analysis requires at least three variables")
    dof <- 0.5 * ((p - factors)^2 - p - factors)
    if (dof < 0)
        stop(sprintf(ngettext(factors, "%d factor is too many for %d variables",
                              "%d factors are too many for %d variables"), factors, p), domain = NA)
    sds <- sqrt(diag(cv))
    cv <- cv/(sds %o% sds)
    cn <- list(nstart = 1, trace = FALSE, lower = 0.005)
    cn[names(control)] <- control
    more <- list(...)[c("nstart", "trace", "lower", "opt", "rotate")]
    more <- more[!vapply(more, is.null, NA)]
    if (length(more)) cn[names(more)] <- more
    if (is.null(start)) {
        start <- (1 - 0.5 * factors/p)/diag(solve(cv))
        if ((ns <- cn$nstart) > 1) start <- cbind(start, matrix(runif(ns - 1), p, ns - 1, byrow = TRUE))
    }
    start <- as.matrix(start)
    if (nrow(start) != p)
        stop(sprintf(ngettext(p, "'start' must have %d row", "'start' must have %d rows"), p), domain = NA)
    nc <- ncol(start)
    if (nc < 1) stop("no starting values supplied")
    best <- Inf
    for (i in seq_len(nc)) {
        nfit <- factanal.fit.mle(cv, factors, start[, i], max(cn$lower, 0), cn$opt)
        if (isTRUE(cn$trace))
            cat("start", i, "value:", format(nfit$criteria[1L]),
                "uniqs:", format(as.vector(round(nfit$uniquenesses, 4))), "\n")
        if (nfit$converged && nfit$criteria[1L] < best) {
            fit <- nfit
            best <- fit$criteria[1L]
        }
    }
    if (best == Inf)
        stop(ngettext(nc, "unable to optimize from this starting value",
                      "unable to optimize from these starting values"), domain = NA)
    load <- fit$loadings
    if (rotation != "none") {
        rot <- do.call(rotation, c(list(load), cn$rotate))
        load <- if (is.list(rot)) {
            fit$rotmat <- rot$rotmat
            rot$loadings
        } else rot
    }
    fit$loadings <- .factanal_sort(load)
    class(fit$loadings) <- "loadings"
    fit$na.action <- na.act
    if (have.x && scores != "none") {
        Lambda <- fit$loadings
        zz <- scale(z, TRUE, TRUE)
        if (scores == "regression") {
            sc <- zz %*% solve(cv, Lambda)
            if (!is.null(Phi <- attr(Lambda, "covariance"))) sc <- sc %*% Phi
        } else {
            d <- 1/fit$uniquenesses
            tmp <- t(Lambda * d)
            sc <- t(solve(tmp %*% Lambda, tmp %*% t(zz)))
        }
        rownames(sc) <- rownames(z)
        colnames(sc) <- colnames(Lambda)
        if (!is.null(na.act)) sc <- napredict(na.act, sc)
        fit$scores <- sc
    }
    if (!is.na(n.obs) && dof > 0) {
        fit$STATISTIC <- (n.obs - 1 - (2 * p + 5)/6 - (2 * factors)/3) * fit$criteria["objective"]
        fit$PVAL <- pchisq(fit$STATISTIC, dof, lower.tail = FALSE)
    }
    fit$n.obs <- n.obs
    fit$call <- cl
    fit
}

# Columns in decreasing order of their sums of squares, each signed so that its sum is
# positive; an oblique rotation's factor covariance follows the same permutation and signs.
.factanal_sort <- function(Lambda) {
    cn <- colnames(Lambda)
    Phi <- attr(Lambda, "covariance")
    ssq <- apply(Lambda, 2L, function(x) -sum(x^2))
    Lambda <- Lambda[, order(ssq), drop = FALSE]
    colnames(Lambda) <- cn
    neg <- colSums(Lambda) < 0
    Lambda[, neg] <- -Lambda[, neg]
    if (!is.null(Phi)) {
        unit <- ifelse(neg, -1, 1)
        attr(Lambda, "covariance") <- unit %*% Phi[order(ssq), order(ssq)] %*% unit
    }
    Lambda
}

# The loadings for given uniquenesses Psi: the leading q eigenvectors of Psi^-1/2 S Psi^-1/2,
# scaled by sqrt(max(lambda - 1, 0)) and mapped back by Psi^1/2.
.factanal_load <- function(Psi, S, q) {
    sc <- diag(1/sqrt(Psi))
    E <- eigen(sc %*% S %*% sc, symmetric = TRUE)
    L <- E$vectors[, 1L:q, drop = FALSE]
    diag(sqrt(Psi)) %*% (L %*% diag(sqrt(pmax(E$values[1L:q] - 1, 0)), q))
}

factanal.fit.mle <- function(cmat, factors, start = NULL, lower = 0.005, control = NULL, ...) {
    FAfn <- function(Psi, S, q) {
        sc <- diag(1/sqrt(Psi))
        e <- eigen(sc %*% S %*% sc, symmetric = TRUE, only.values = TRUE)$values[-(1L:q)]
        -(sum(log(e) - e) - q + nrow(S))
    }
    FAgr <- function(Psi, S, q) {
        load <- .factanal_load(Psi, S, q)
        g <- load %*% t(load) + diag(Psi) - S
        diag(g)/Psi^2
    }
    p <- ncol(cmat)
    if (is.null(start)) start <- (1 - 0.5 * factors/p)/diag(solve(cmat))
    res <- optim(start, FAfn, FAgr, method = "L-BFGS-B", lower = lower, upper = 1,
                 control = c(list(fnscale = 1, parscale = rep(0.01, length(start))), control),
                 q = factors, S = cmat)
    Lambda <- .factanal_load(res$par, cmat, factors)
    dimnames(Lambda) <- list(dimnames(cmat)[[1L]], paste0("Factor", 1L:factors))
    dof <- 0.5 * ((p - factors)^2 - p - factors)
    un <- setNames(res$par, colnames(cmat))
    class(Lambda) <- "loadings"
    structure(list(converged = res$convergence == 0, loadings = Lambda, uniquenesses = un,
                   correlation = cmat, criteria = c(objective = res$value, counts = res$counts),
                   factors = factors, dof = dof, method = "mle"), class = "factanal")
}

print.factanal <- function(x, digits = 3, ...) {
    cat("\nCall:\n", deparse(x$call), "\n\n", sep = "")
    cat("Uniquenesses:\n")
    print(round(x$uniquenesses, digits), ...)
    print(x$loadings, digits = digits, ...)
    if (!is.null(x$rotmat)) {
        tmat <- solve(x$rotmat)
        R <- tmat %*% t(tmat)
        factors <- x$factors
        rownames(R) <- colnames(R) <- paste0("Factor", 1:factors)
        if (!isTRUE(all.equal(c(R), c(diag(factors))))) {
            cat("\nFactor Correlations:\n")
            print(R, digits = digits, ...)
        }
    }
    if (!is.null(x$STATISTIC)) {
        factors <- x$factors
        cat("\nTest of the hypothesis that", factors,
            if (factors == 1) "factor is" else "factors are", "sufficient.\n")
        cat("The chi square statistic is", round(x$STATISTIC, 2), "on", x$dof,
            if (x$dof == 1) "degree" else "degrees",
            "of freedom.\nThe p-value is", signif(x$PVAL, 3), "\n")
    } else {
        cat(paste("\nThe degrees of freedom for the model is", x$dof, "and the fit was",
                  round(x$criteria["objective"], 4), "\n"))
    }
    invisible(x)
}

# Kaiser's varimax: iterate T <- UV' from the SVD of the criterion's gradient until the sum
# of singular values grows by less than a relative eps (at most 1000 steps).
varimax <- function(x, normalize = TRUE, eps = 1e-5) {
    nc <- ncol(x)
    if (nc < 2) return(x)
    if (normalize) {
        sc <- sqrt(drop(apply(x, 1L, function(x) sum(x^2))))
        x <- x/sc
    }
    p <- nrow(x)
    TT <- diag(nc)
    d <- 0
    for (i in 1L:1000L) {
        z <- x %*% TT
        B <- t(x) %*% (z^3 - z %*% diag(drop(rep(1, p) %*% z^2))/p)
        sB <- La.svd(B)
        TT <- sB$u %*% sB$vt
        dpast <- d
        d <- sum(sB$d)
        if (d < dpast * (1 + eps)) break
    }
    z <- x %*% TT
    if (normalize) z <- z * sc
    dimnames(z) <- dimnames(x)
    class(z) <- "loadings"
    list(loadings = z, rotmat = TT)
}

# Hendrickson and White's promax: varimax, then a least-squares fit to the loadings raised
# to the power m (sign kept), its columns rescaled to unit-variance factors.
promax <- function(x, m = 4) {
    if (ncol(x) < 2) return(x)
    dn <- dimnames(x)
    xx <- varimax(x)
    x <- xx$loadings
    Q <- x * abs(x)^(m - 1)
    # column by column: the same Householder QR as one multi-response fit
    U <- vapply(seq_len(ncol(Q)), function(j) lm.fit(unclass(x), Q[, j])$coefficients, numeric(ncol(x)))
    d <- diag(solve(t(U) %*% U))
    U <- U %*% diag(sqrt(d))
    dimnames(U) <- NULL
    z <- x %*% U
    U <- xx$rotmat %*% U
    dimnames(z) <- dn
    class(z) <- "loadings"
    list(loadings = z, rotmat = U)
}
