# stats/mlm-anova.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Analysis of variance of multivariate linear models, ported from R's mlm.R: anova.mlm for one fit
# (each term's sums of squares and products against the residual SSD) and anova.mlmlist for a
# sequence of fits (the differences of their residual SSDs), both through a within-response
# transformation T: by default the identity, else the projection on M less the projection on X
# (matrices, or formulas read in idata), or a contrast matrix given. Tests: Pillai, Wilks,
# Hotelling-Lawley and Roy from the eigenvalues of the ratio of the two SSDs, or the spherical F
# test with Greenhouse-Geisser and Huynh-Feldt corrections; Mauchly's test of sphericity.

anova.mlm <- function(object, ..., test = c("Pillai", "Wilks", "Hotelling-Lawley", "Roy", "Spherical"),
                      Sigma = diag(nrow = p), T = Thin.row(proj(M) - proj(X)), M = diag(nrow = p), X = ~0,
                      idata = data.frame(index = seq_len(p)), tol = 1e-07) {
    if (length(list(object, ...)) > 1) {
        cl <- match.call()
        cl[[1L]] <- anova.mlmlist
        return(eval.parent(cl))
    }
    p <- ncol(SSD(object)$SSD)
    Xmis <- missing(X)
    Mmis <- missing(M)
    if (missing(T)) {
        orig.M <- M
        orig.X <- X
        if (inherits(M, "formula")) M <- model.matrix(M, idata)
        if (inherits(X, "formula")) X <- model.matrix(X, idata)
        if (Rank(cbind(M, X)) != Rank(M)) stop("X does not define a subspace of M")
    }
    title <- "Analysis of Variance Table\n"
    transformnote <- if (!missing(T)) c("\nContrast matrix", apply(format(T), 1L, paste, collapse = " "))
                     else .mlm.transformnote(Xmis, Mmis, orig.X, orig.M, X, M)
    epsnote <- NULL
    ssd <- SSD(object)
    rk <- object$rank
    pp <- nrow(T)
    if (rk > 0) {
        p1 <- 1L:rk
        comp <- object$effects[p1, , drop = FALSE]
        asgn <- object$assign[object$qr$pivot][p1]
        nmeffects <- c("(Intercept)", attr(object$terms, "term.labels"))
        tlabels <- nmeffects[1 + unique(asgn)]
        ix <- split(seq_len(nrow(comp)), asgn)
        ss <- lapply(ix, function(i) crossprod(comp[i, , drop = FALSE]))
        df <- lengths(split(asgn, asgn))
    }
    test <- match.arg(test)
    nmodels <- length(ss)
    if (test == "Spherical") {
        df.res <- ssd$df
        sph <- sphericity(ssd, T = T, Sigma = Sigma)
        epsnote <- .mlm.epsnote(sph)
        Psi <- T %*% Sigma %*% t(T)
        stats <- matrix(NA, nmodels + 1, 6L)
        colnames(stats) <- c("F", "num Df", "den Df", "Pr(>F)", "G-G Pr", "H-F Pr")
        for (i in seq_len(nmodels)) {
            s2 <- Tr(solve(Psi, T %*% ss[[i]] %*% t(T))) / pp / df[i]
            Fval <- s2 / sph$sigma
            stats[i, 1L:3L] <- abs(c(Fval, df[i] * pp, df.res * pp))
        }
        stats[, 4L:6L] <- .mlm.sphericalP(stats, sph)
    } else {
        # scaled as R's, so that the QR of the residual SSD is well conditioned
        sc <- sqrt(diag(T %*% ssd$SSD %*% t(T)))
        D <- sqrt(sc^2 + rowSums(as.matrix(sapply(ss, function(X) diag(T %*% X %*% t(T))))))
        sc <- ifelse(sc / D < 1e-06, 1, 1 / sc)
        scm <- tcrossprod(sc)
        df.res <- ssd$df
        rss.qr <- qr((T %*% ssd$SSD %*% t(T)) * scm, tol = tol)
        if (rss.qr$rank < pp) stop(gettextf("residuals have rank %s < %s", rss.qr$rank, pp), domain = NA)
        stats <- matrix(NA, nmodels + 1L, 5L, dimnames = list(NULL, c(test, "approx F", "num Df", "den Df", "Pr(>F)")))
        for (i in seq_len(nmodels)) {
            eig <- Re(eigen(qr.coef(rss.qr, (T %*% ss[[i]] %*% t(T)) * scm), symmetric = FALSE, only.values = TRUE)$values)
            stats[i, 1L:4L] <- .mlm.test(test, eig, df[i], df.res)
            ok <- stats[, 2L] >= 0 & stats[, 3L] > 0 & stats[, 4L] > 0
            ok <- !is.na(ok) & ok
            stats[ok, 5L] <- pf(stats[ok, 2L], stats[ok, 3L], stats[ok, 4L], lower.tail = FALSE)
        }
    }
    table <- data.frame(Df = c(df, ssd$df), stats, check.names = FALSE)
    row.names(table) <- c(tlabels, "Residuals")
    structure(table, heading = c(title, transformnote, epsnote), class = c("anova", "data.frame"))
}
anova.mlmlist <- function(object, ..., test = c("Pillai", "Wilks", "Hotelling-Lawley", "Roy", "Spherical"),
                          Sigma = diag(nrow = p), T = Thin.row(proj(M) - proj(X)), M = diag(nrow = p), X = ~0,
                          idata = data.frame(index = seq_len(p)), tol = 1e-07) {
    objects <- list(object, ...)
    p <- ncol(SSD(object)$SSD)
    Xmis <- missing(X)
    Mmis <- missing(M)
    if (missing(T)) {
        orig.M <- M
        orig.X <- X
        if (inherits(M, "formula")) M <- model.matrix(M, idata)
        if (inherits(X, "formula")) X <- model.matrix(X, idata)
        if (Rank(cbind(M, X)) != Rank(M)) stop("X does not define a subspace of M")
    }
    pp <- nrow(T)
    responses <- as.character(lapply(objects, function(x) deparse(x$terms[[2L]])))
    sameresp <- responses == responses[1L]
    if (!all(sameresp)) {
        objects <- objects[sameresp]
        warning(gettextf("models with response %s removed because response differs from model 1",
                         sQuote(deparse(responses[!sameresp]))), domain = NA)
    }
    ns <- sapply(objects, function(x) length(x$residuals))
    if (any(ns != ns[1L])) stop("models were not all fitted to the same size of dataset")
    nmodels <- length(objects)
    if (nmodels == 1) return(anova.mlm(object))
    resdf <- as.numeric(lapply(objects, df.residual))
    df <- c(NA, diff(resdf))
    resssd <- lapply(objects, SSD)
    deltassd <- mapply(function(x, y) y$SSD - x$SSD, resssd[-nmodels], resssd[-1L], SIMPLIFY = FALSE)
    resdet <- sapply(resssd, function(x) det(T %*% (x$SSD / x$df) %*% t(T))^(1 / pp))
    table <- data.frame(resdf, df, resdet)
    variables <- lapply(objects, function(x) paste(deparse(formula(x)), collapse = "\n"))
    dimnames(table) <- list(seq_len(nmodels), c("Res.Df", "Df", "Gen.var."))
    title <- "Analysis of Variance Table\n"
    topnote <- paste0("Model ", format(seq_len(nmodels)), ": ", variables, collapse = "\n")
    transformnote <- if (!missing(T)) c("\nContrast matrix", apply(format(T), 1L, paste, collapse = " "))
                     else .mlm.transformnote(Xmis, Mmis, orig.X, orig.M, X, M)
    epsnote <- NULL
    test <- match.arg(test)
    if (test == "Spherical") {
        bigmodel <- order(resdf)[1L]
        df.res <- resdf[bigmodel]
        sph <- sphericity(resssd[[bigmodel]], T = T, Sigma = Sigma)
        epsnote <- .mlm.epsnote(sph)
        Psi <- T %*% Sigma %*% t(T)
        stats <- matrix(NA, nmodels, 6L)
        dimnames(stats) <- list(seq_len(nmodels), c("F", "num Df", "den Df", "Pr(>F)", "G-G Pr", "H-F Pr"))
        for (i in 2:nmodels) {
            s2 <- Tr(solve(Psi, T %*% deltassd[[i - 1]] %*% t(T))) / pp / df[i]
            Fval <- s2 / sph$sigma
            stats[i, 1L:3] <- abs(c(Fval, df[i] * pp, df.res * pp))
        }
        stats[, 4L:6L] <- .mlm.sphericalP(stats, sph)
        table <- cbind(table, stats)
    } else if (!is.null(test)) {
        bigmodel <- order(resdf)[1L]
        df.res <- resdf[bigmodel]
        sc <- sqrt(diag(T %*% resssd[[bigmodel]]$SSD %*% t(T)))
        D <- sqrt(sc^2 + apply(abs(sapply(deltassd, function(X) diag((T %*% X %*% t(T))))), 1, max))
        sc <- ifelse(sc / D < 1e-06, 1, 1 / sc)
        scm <- tcrossprod(sc)
        rss.qr <- qr((T %*% resssd[[bigmodel]]$SSD %*% t(T)) * scm, tol = tol)
        if (rss.qr$rank < pp) stop(gettextf("residuals have rank %s < %s", rss.qr$rank, pp), domain = NA)
        stats <- matrix(NA, nmodels, 5L)
        dimnames(stats) <- list(seq_len(nmodels), c(test, "approx F", "num Df", "den Df", "Pr(>F)"))
        for (i in 2:nmodels) {
            # a larger model listed first gives a negative Df: the eigenvalues of the sign-corrected difference
            sg <- (df[i] > 0) - (df[i] < 0)
            eig <- Re(eigen(qr.coef(rss.qr, sg * (T %*% deltassd[[i - 1]] %*% t(T)) * scm),
                            symmetric = FALSE, only.values = TRUE)$values)
            stats[i, 1L:4] <- .mlm.test(test, eig, sg * df[i], resdf[bigmodel])
            ok <- stats[, 2] >= 0 & stats[, 3] > 0 & stats[, 4] > 0
            ok <- !is.na(ok) & ok
            stats[ok, 5] <- pf(stats[ok, 2], stats[ok, 3], stats[ok, 4], lower.tail = FALSE)
        }
        table <- cbind(table, stats)
    }
    structure(table, heading = c(title, topnote, transformnote, epsnote), class = c("anova", "data.frame"))
}
# the heading's lines on the design: what the contrasts are orthogonal to (X) and spanned by (M)
.mlm.transformnote <- function(Xmis, Mmis, orig.X, orig.M, X, M)
    c(if (!Xmis) c("\nContrasts orthogonal to",
                   if (is.matrix(orig.X)) apply(format(X), 2L, paste, collapse = " ") else deparse(formula(orig.X)), "",
                   if (!Mmis) c("\nContrasts spanned by",
                                if (is.matrix(orig.M)) apply(format(M), 2L, paste, collapse = " ") else deparse(formula(orig.M)), "")))
.mlm.epsnote <- function(sph)
    c(paste(format(c("Greenhouse-Geisser epsilon:", "Huynh-Feldt epsilon:")), format(c(sph$GG.eps, sph$HF.eps), digits = 4L)), "")
# the spherical F test's p-values: plain, and with degrees of freedom scaled by the G-G and H-F epsilons
.mlm.sphericalP <- function(stats, sph)
    cbind(pf(stats[, 1L], stats[, 2L], stats[, 3L], lower.tail = FALSE),
          pf(stats[, 1L], stats[, 2L] * sph$GG.eps, stats[, 3L] * sph$GG.eps, lower.tail = FALSE),
          pf(stats[, 1L], stats[, 2L] * min(1, sph$HF.eps), stats[, 3L] * min(1, sph$HF.eps), lower.tail = FALSE))
# the statistic, its approximate F and degrees of freedom, as R's Pillai, Wilks, HL and Roy
.mlm.test <- function(test, eig, q, df.res) {
    p <- length(eig)
    switch(test,
           Pillai = {
               stat <- sum(eig / (1 + eig))
               s <- min(p, q)
               n <- 0.5 * (df.res - p - 1)
               m <- 0.5 * (abs(p - q) - 1)
               tmp1 <- 2 * m + s + 1
               tmp2 <- 2 * n + s + 1
               c(stat, (tmp2 / tmp1 * stat) / (s - stat), s * tmp1, s * tmp2)
           },
           Wilks = {
               stat <- prod(1 / (1 + eig))
               tmp1 <- df.res - 0.5 * (p - q + 1)
               tmp2 <- (p * q - 2) / 4
               tmp3 <- p^2 + q^2 - 5
               tmp3 <- if (tmp3 > 0) sqrt(((p * q)^2 - 4) / tmp3) else 1
               c(stat, ((stat^(-1 / tmp3) - 1) * (tmp1 * tmp3 - 2 * tmp2)) / p / q, p * q, tmp1 * tmp3 - 2 * tmp2)
           },
           "Hotelling-Lawley" = {
               stat <- sum(eig)
               m <- 0.5 * (abs(p - q) - 1)
               n <- 0.5 * (df.res - p - 1)
               s <- min(p, q)
               tmp1 <- 2 * m + s + 1
               tmp2 <- 2 * (s * n + 1)
               c(stat, (tmp2 * stat) / s / s / tmp1, s * tmp1, tmp2)
           },
           Roy = {
               stat <- max(eig)
               tmp1 <- max(p, q)
               tmp2 <- df.res - tmp1 + q
               c(stat, (tmp2 * stat) / tmp1, tmp1, tmp2)
           })
}
# R's helpers of the within-response designs: a matrix thinned to independent rows or columns, a
# projection matrix, a rank and a trace with R's tolerance
Thin.row <- function(X, tol = 1e-07) {
    X <- zapsmall(X, digits = -log10(tol) + 5)
    QR <- qr(t(X), tol = tol, LAPACK = FALSE)
    X[QR$pivot[seq_len(QR$rank)], , drop = FALSE]
}
Thin.col <- function(X, tol = 1e-07) {
    X <- zapsmall(X, digits = -log10(tol) + 5)
    QR <- qr(X, tol = tol, LAPACK = FALSE)
    X[, QR$pivot[seq_len(QR$rank)], drop = FALSE]
}
proj.matrix <- function(X, orth = FALSE) {
    X <- Thin.col(X)
    P <- if (ncol(X) == 0) matrix(0, nrow(X), nrow(X)) else X %*% solve(crossprod(X), t(X))
    if (orth) diag(nrow = nrow(X)) - P else P
}
Rank <- function(X, tol = 1e-07) qr(zapsmall(X, digits = -log10(tol) + 5), tol = tol, LAPACK = FALSE)$rank
Tr <- function(matrix) sum(diag(matrix))
sphericity <- function(object, Sigma = diag(nrow = p), T = Thin.row(proj(M) - proj(X)), M = diag(nrow = p), X = ~0,
                       idata = data.frame(index = seq_len(p))) {
    p <- ncol(object$SSD)
    if (missing(T)) {
        if (inherits(M, "formula")) M <- model.matrix(M, idata)
        if (inherits(X, "formula")) X <- model.matrix(X, idata)
        if (Rank(cbind(M, X)) != Rank(M)) stop("X does not define a subspace of M")
    }
    Psi <- T %*% Sigma %*% t(T)
    B <- T %*% object$SSD %*% t(T)
    pp <- nrow(T)
    U <- solve(Psi, B)
    sigma <- Tr(U) / pp / object$df
    lambda <- Re(eigen(U, only.values = TRUE)$values)
    GG.eps <- sum(lambda)^2 / sum(lambda^2) / pp
    n <- object$df
    HF.eps <- ((n + 1) * pp * GG.eps - 2) / (pp * (n - pp * GG.eps))
    list(GG.eps = GG.eps, HF.eps = HF.eps, sigma = sigma)
}
mauchly.test <- function(object, ...) UseMethod("mauchly.test", object)
mauchly.test.mlm <- function(object, ...) mauchly.test(SSD(object), ...)
mauchly.test.SSD <- function(object, Sigma = diag(nrow = p), T = Thin.row(proj(M) - proj(X)), M = diag(nrow = p),
                             X = ~0, idata = data.frame(index = seq_len(p)), ...) {
    p <- ncol(object$SSD)
    Xmis <- missing(X)
    Mmis <- missing(M)
    if (missing(T)) {
        orig.X <- X
        orig.M <- M
        if (inherits(M, "formula")) M <- model.matrix(M, idata)
        if (inherits(X, "formula")) X <- model.matrix(X, idata)
        if (Rank(cbind(M, X)) != Rank(M)) stop("X does not define a subspace of M")
    }
    Psi <- T %*% Sigma %*% t(T)
    B <- T %*% object$SSD %*% t(T)
    pp <- nrow(T)
    U <- solve(Psi, B)
    n <- object$df
    logW <- log(det(U)) - pp * log(Tr(U / pp))
    # R's small-sample correction; its 3 * p (not pp) is R's, kept
    rho <- 1 - (2 * pp^2 + pp + 2) / (6 * pp * n)
    w2 <- (pp + 2) * (pp - 1) * (pp - 2) * (2 * pp^3 + 6 * pp^2 + 3 * p + 2) / (288 * (n * pp * rho)^2)
    z <- -n * rho * logW
    f <- pp * (pp + 1) / 2 - 1
    Pr1 <- pchisq(z, f, lower.tail = FALSE)
    Pr2 <- pchisq(z, f + 4, lower.tail = FALSE)
    pval <- Pr1 + w2 * (Pr2 - Pr1)
    transformnote <- if (!missing(T)) c("\nContrast matrix", apply(format(T), 1L, paste, collapse = " "))
                     else .mlm.transformnote(Xmis, Mmis, orig.X, orig.M, X, M)
    structure(list(statistic = c(W = exp(logW)), p.value = pval, method = c("Mauchly's test of sphericity", transformnote),
                   data.name = paste("SSD matrix from", deparse(object$call), collapse = " ")), class = "htest")
}
