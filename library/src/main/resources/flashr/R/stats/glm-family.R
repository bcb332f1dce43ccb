# stats/glm-family.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# The binomial, gaussian and poisson family objects of glm and their links,
# written in R after R's own code: the logit link's inverse and derivative clamp at |eta| > 30 as R's C code
# does, and each family's initialize is an expression that glm.fit evaluates in its own frame.

family <- function(object, ...) UseMethod("family")
family.glm <- function(object, ...) object$family
print.family <- function(x, ...) {
    cat("
Family:", x$family, "
")
    cat("Link function:", x$link, "

")
    invisible(x)
}
make.link <- function(link) {
    switch(link,
        logit = {
            linkfun <- function(mu) {
                if (any(bad <- !is.na(mu) & (mu < 0 | mu > 1))) stop(gettextf("Value %g out of range (0, 1)", mu[bad][1L]))
                log(mu / (1 - mu))
            }
            # R's C loops (flashr.stats.models.GlmLinks) for double vectors on the heap; the
            # engine keeps its values lazy through the R code
            linkinv <- function(eta) {
                if (.glm.heap.doubles(eta)) return(.logit_linkinv(eta))
                # NA and NaN pass as they are, as in R's C loop (a test on them would make NaN NA)
                tmp <- ifelse(is.na(eta), eta,
                              ifelse(eta < -30, .Machine$double.eps, ifelse(eta > 30, 1 / .Machine$double.eps, exp(eta))))
                tmp / (1 + tmp)
            }
            mu.eta <- function(eta) {
                if (.glm.heap.doubles(eta)) return(.logit_mu_eta(eta))
                ifelse(is.na(eta), eta, ifelse(abs(eta) > 30, .Machine$double.eps, exp(eta) / (1 + exp(eta))^2))
            }
            valideta <- function(eta) TRUE
        },
        probit = {
            linkfun <- function(mu) qnorm(mu)
            linkinv <- function(eta) {
                thresh <- -qnorm(.Machine$double.eps)
                eta <- pmin(pmax(eta, -thresh), thresh)
                pnorm(eta)
            }
            mu.eta <- function(eta) pmax(dnorm(eta), .Machine$double.eps)
            valideta <- function(eta) TRUE
        },
        identity = {
            linkfun <- function(mu) mu
            linkinv <- function(eta) eta
            mu.eta <- function(eta) rep.int(1, length(eta))
            valideta <- function(eta) TRUE
        },
        log = {
            linkfun <- function(mu) log(mu)
            linkinv <- function(eta) pmax(exp(eta), .Machine$double.eps)
            mu.eta <- function(eta) pmax(exp(eta), .Machine$double.eps)
            valideta <- function(eta) TRUE
        },
        sqrt = {
            linkfun <- function(mu) sqrt(mu)
            linkinv <- function(eta) eta^2
            mu.eta <- function(eta) 2 * eta
            valideta <- function(eta) all(is.finite(eta)) && all(eta > 0)
        },
        stop(gettextf("%s link not recognised", sQuote(link)), domain = NA))
    structure(list(linkfun = linkfun, linkinv = linkinv, mu.eta = mu.eta, valideta = valideta, name = link),
              class = "link-glm")
}
# whether x is a nonempty double vector on the heap: the family's C loops take it
.glm.heap.doubles <- function(x) !.in_engine(x, 0) && is.double(x) && length(x) > 0L
.glm.link <- function(link, okLinks, family) {
    if (!is.character(link) || length(link) != 1L)
        stop(gettextf("link \"%s\" not available for %s family; available links are %s", deparse(link), family,
                      paste(sQuote(okLinks), collapse = ", ")), domain = NA)
    make.link(link)
}
.glm.family <- function(family, link, stats, variance, dev.resids, aic, initialize, validmu) {
    structure(list(family = family, link = link, linkfun = stats$linkfun, linkinv = stats$linkinv,
                   variance = variance, dev.resids = dev.resids, aic = aic, mu.eta = stats$mu.eta,
                   initialize = initialize, validmu = validmu, valideta = stats$valideta),
              class = "family")
}
.glm.linkname <- function(link) {
    if (is.character(link)) link else deparse(link)
}
binomial <- function(link = "logit") {
    link <- .glm.linkname(substitute(link))
    stats <- .glm.link(link, c("logit", "probit", "cloglog", "cauchit", "log"), "binomial")
    .glm.family("binomial", link, stats,
        variance = function(mu) mu * (1 - mu),
        dev.resids = function(y, mu, wt) {
            if (.glm.heap.doubles(y) && .glm.heap.doubles(mu) && .glm.heap.doubles(wt))
                return(.binomial_dev_resids(y, mu, wt))
            n <- length(y)
            if (length(mu) != n && length(mu) != 1L)
                stop(gettextf("argument %s must be a numeric vector of length 1 or length %d", "mu", n), domain = NA)
            if (length(wt) != n && length(wt) != 1L)
                stop(gettextf("argument %s must be a numeric vector of length 1 or length %d", "wt", n), domain = NA)
            # as R's C code, which never warns: y / mu is not negative for y and mu in [0, 1], and
            # pmax says so to the engine, whose lazy log may then run (it cannot warn)
            ylogy <- function(y, mu) ifelse(y != 0, y * log(pmax(y / mu, 0)), 0)
            2 * wt * (ylogy(y, mu) + ylogy(1 - y, 1 - mu))
        },
        aic = function(y, n, mu, wt, dev) {
            m <- if (any(n > 1)) n else wt
            -2 * sum(ifelse(m > 0, (wt / m), 0) * dbinom(round(m * y), round(m), mu, log = TRUE))
        },
        initialize = expression({
            if (NCOL(y) == 1) {
                if (is.factor(y)) y <- y != levels(y)[1L]
                n <- rep.int(1, nobs)
                y <- y + 0
                y[weights == 0] <- 0
                if (any(y < 0 | y > 1)) stop("y values must be 0 <= y <= 1")
                mustart <- (weights * y + 0.5) / (weights + 1)
                m <- weights * y
                if (any(abs(m - round(m)) > 0.001)) warning("non-integer #successes in a binomial glm!")
            } else if (NCOL(y) == 2) {
                if (any(abs(y - round(y)) > 0.001)) warning("non-integer counts in a binomial glm!")
                n <- (y1 <- y[, 1L]) + y[, 2L]
                y <- y1 / n
                if (any(n0 <- n == 0)) y[n0] <- 0
                weights <- weights * n
                mustart <- (n * y + 0.5) / (n + 1)
            } else stop(gettextf("for the '%s' family, y must be a vector of 0 and 1's\nor a 2 column matrix where col 1 is no. successes and col 2 is no. failures", "binomial"))
        }),
        validmu = function(mu) all(is.finite(mu)) && all(mu > 0 & mu < 1))
}
gaussian <- function(link = "identity") {
    link <- .glm.linkname(substitute(link))
    stats <- .glm.link(link, c("inverse", "log", "identity"), "gaussian")
    .glm.family("gaussian", link, stats,
        variance = function(mu) rep.int(1, length(mu)),
        dev.resids = function(y, mu, wt) wt * ((y - mu)^2),
        aic = function(y, n, mu, wt, dev) {
            nobs <- length(y)
            nobs * (log(dev / nobs * 2 * pi) + 1) + 2 - sum(log(wt))
        },
        initialize = expression({
            n <- rep.int(1, nobs)
            if (is.null(etastart) && is.null(start) && is.null(mustart) &&
                ((family$link == "inverse" && any(y == 0)) || (family$link == "log" && any(y <= 0))))
                stop("cannot find valid starting values: please specify some")
            mustart <- y
        }),
        validmu = function(mu) TRUE)
}
poisson <- function(link = "log") {
    link <- .glm.linkname(substitute(link))
    stats <- .glm.link(link, c("log", "identity", "sqrt"), "poisson")
    .glm.family("poisson", link, stats,
        variance = function(mu) mu,
        # R's values (r <- mu * wt; r[y > 0] from the other formula) by ifelse, which stays lazy on engine values
        dev.resids = function(y, mu, wt) 2 * ifelse(!is.na(y) & y > 0, wt * (y * log(y / mu) - (y - mu)), mu * wt),
        aic = function(y, n, mu, wt, dev) -2 * sum(dpois(y, mu, log = TRUE) * wt),
        initialize = expression({
            if (any(y < 0)) stop("negative values not allowed for the 'Poisson' family")
            n <- rep.int(1, nobs)
            mustart <- y + 0.1
        }),
        validmu = function(mu) all(is.finite(mu)) && all(mu > 0))
}
