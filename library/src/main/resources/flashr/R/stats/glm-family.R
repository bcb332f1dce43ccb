# stats/glm-family.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# The binomial, gaussian and poisson family objects of glm and their links (the others: glm-family-quasi.R),
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
                # R's C loop (flashr.stats.models.BinomialFamily); NULL where R's code errs
                if (.glm.heap.doubles(mu) && !is.null(r <- .logit_link(mu))) return(r)
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
        cauchit = {
            linkfun <- function(mu) qcauchy(mu)
            linkinv <- function(eta) {
                thresh <- -qcauchy(.Machine$double.eps)
                eta <- pmin(pmax(eta, -thresh), thresh)
                pcauchy(eta)
            }
            mu.eta <- function(eta) pmax(dcauchy(eta), .Machine$double.eps)
            valideta <- function(eta) TRUE
        },
        cloglog = {
            linkfun <- function(mu) log(-log(1 - mu))
            linkinv <- function(eta) pmax(pmin(-expm1(-exp(eta)), 1 - .Machine$double.eps), .Machine$double.eps)
            mu.eta <- function(eta) {
                eta <- pmin(eta, 700)
                pmax(exp(eta) * exp(-exp(eta)), .Machine$double.eps)
            }
            valideta <- function(eta) TRUE
        },
        "1/mu^2" = {
            linkfun <- function(mu) 1 / mu^2
            linkinv <- function(eta) 1 / sqrt(eta)
            mu.eta <- function(eta) -1 / (2 * eta^1.5)
            valideta <- function(eta) all(is.finite(eta)) && all(eta > 0)
        },
        inverse = {
            linkfun <- function(mu) 1 / mu
            linkinv <- function(eta) 1 / eta
            mu.eta <- function(eta) -1 / (eta^2)
            valideta <- function(eta) all(is.finite(eta)) && all(eta != 0)
        },
        stop(gettextf("%s link not recognised", sQuote(link)), domain = NA))
    structure(list(linkfun = linkfun, linkinv = linkinv, mu.eta = mu.eta, valideta = valideta, name = link),
              class = "link-glm")
}
# whether x is a nonempty double vector on the heap: the family's C loops take it
.glm.heap.doubles <- function(x) !.in_engine(x, 0) && is.double(x) && length(x) > 0L
# R's rule for a family's link argument: a name or string among the family's links, any other
# string make.link knows, or a link-glm object such as power()'s; the link's functions and name
.glm.link <- function(linktemp, link, okLinks, family) {
    if (!is.character(linktemp)) linktemp <- deparse(linktemp)
    if (linktemp %in% okLinks) return(list(stats = make.link(linktemp), name = linktemp))
    if (is.character(link)) return(list(stats = make.link(link), name = link))
    if (inherits(link, "link-glm")) return(list(stats = link, name = if (is.null(link$name)) linktemp else link$name))
    stop(gettextf("link \"%s\" not available for %s family; available links are %s", linktemp, family,
                  paste(sQuote(okLinks), collapse = ", ")), domain = NA)
}
.glm.family <- function(family, link, variance, dev.resids, aic, initialize, validmu, ...) {
    structure(list(family = family, link = link$name, linkfun = link$stats$linkfun, linkinv = link$stats$linkinv,
                   variance = variance, dev.resids = dev.resids, aic = aic, mu.eta = link$stats$mu.eta,
                   initialize = initialize, validmu = validmu, valideta = link$stats$valideta, ...),
              class = "family")
}
# binomial's and quasibinomial's deviance residuals
.glm.binomial.dev.resids <- function(y, mu, wt) {
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
}
# binomial's and quasibinomial's initialize, as R writes it for both (only binomial warns of
# non-integer counts)
.glm.binomial.initialize <- function(family) eval(substitute(expression({
    if (NCOL(y) == 1) {
        if (is.factor(y)) y <- y != levels(y)[1L]
        n <- rep.int(1, nobs)
        y[weights == 0] <- 0
        if (any(y < 0 | y > 1)) stop("y values must be 0 <= y <= 1")
        mustart <- (weights * y + 0.5) / (weights + 1)
        m <- weights * y
        if (FAMILY == "binomial" && any(abs(m - round(m)) > 0.001))
            warning(gettextf("non-integer #successes in a %s glm!", FAMILY), domain = NA)
    } else if (NCOL(y) == 2) {
        if (FAMILY == "binomial" && any(abs(y - round(y)) > 0.001))
            warning(gettextf("non-integer counts in a %s glm!", FAMILY), domain = NA)
        n <- (y1 <- y[, 1L]) + y[, 2L]
        y <- y1 / n
        if (any(n0 <- n == 0)) y[n0] <- 0
        weights <- weights * n
        mustart <- (n * y + 0.5) / (n + 1)
    } else stop(gettextf("for the '%s' family, y must be a vector of 0 and 1's\nor a 2 column matrix where col 1 is no. successes and col 2 is no. failures", FAMILY), domain = NA)
}), list(FAMILY = family)))
binomial <- function(link = "logit") {
    link <- .glm.link(substitute(link), link, c("logit", "probit", "cloglog", "cauchit", "log"), "binomial")
    .glm.family("binomial", link,
        variance = function(mu) mu * (1 - mu),
        dev.resids = .glm.binomial.dev.resids,
        aic = function(y, n, mu, wt, dev) {
            # the terms in one loop (flashr.stats.models.BinomialFamily); NULL for NAs, recycling, NaNs
            if (.glm.heap.doubles(y) && .glm.heap.doubles(mu) && .glm.heap.doubles(wt) &&
                !is.null(terms <- .binomial_aic_terms(y, n, mu, wt))) return(-2 * sum(terms))
            m <- if (any(n > 1)) n else wt
            -2 * sum(ifelse(m > 0, (wt / m), 0) * dbinom(round(m * y), round(m), mu, log = TRUE))
        },
        initialize = .glm.binomial.initialize("binomial"),
        validmu = function(mu) {
            if (.glm.heap.doubles(mu)) return(.binomial_validmu(mu))
            all(is.finite(mu)) && all(mu > 0 & mu < 1)
        })
}
gaussian <- function(link = "identity") {
    link <- .glm.link(substitute(link), link, c("inverse", "log", "identity"), "gaussian")
    .glm.family("gaussian", link,
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
# poisson's and quasipoisson's deviance residuals: R's values (r <- mu * wt; r[y > 0] from the other
# formula) by ifelse, which stays lazy on engine values
.glm.poisson.dev.resids <- function(y, mu, wt) 2 * ifelse(!is.na(y) & y > 0, wt * (y * log(y / mu) - (y - mu)), mu * wt)
poisson <- function(link = "log") {
    link <- .glm.link(substitute(link), link, c("log", "identity", "sqrt"), "poisson")
    .glm.family("poisson", link,
        variance = function(mu) mu,
        dev.resids = .glm.poisson.dev.resids,
        aic = function(y, n, mu, wt, dev) -2 * sum(dpois(y, mu, log = TRUE) * wt),
        initialize = expression({
            if (any(y < 0)) stop("negative values not allowed for the 'Poisson' family")
            n <- rep.int(1, nobs)
            mustart <- y + 0.1
        }),
        validmu = function(mu) all(is.finite(mu)) && all(mu > 0))
}
