# stats/glm-family-quasi.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# The Gamma, inverse.gaussian, quasi, quasibinomial and quasipoisson families of glm and the power
# link, written after R's documented definitions; their link argument follows glm-family.R's rule.
# The quasi families have no likelihood, so their aic is NA and summary estimates the dispersion.

power <- function(lambda = 1) {
    if (!is.numeric(lambda) || is.na(lambda)) stop("invalid argument 'lambda'")
    if (lambda <= 0) return(make.link("log"))
    if (lambda == 1) return(make.link("identity"))
    linkfun <- function(mu) mu^lambda
    linkinv <- function(eta) pmax(eta^(1 / lambda), .Machine$double.eps)
    mu.eta <- function(eta) pmax((1 / lambda) * eta^(1 / lambda - 1), .Machine$double.eps)
    valideta <- function(eta) all(is.finite(eta)) && all(eta > 0)
    structure(list(linkfun = linkfun, linkinv = linkinv, mu.eta = mu.eta, valideta = valideta,
                   name = paste0("mu^", round(lambda, 3))),
              class = "link-glm")
}
Gamma <- function(link = "inverse") {
    link <- .glm.link(substitute(link), link, c("inverse", "log", "identity"), "gamma")
    .glm.family("Gamma", link,
        variance = function(mu) mu^2,
        dev.resids = function(y, mu, wt) -2 * wt * (log(ifelse(y == 0, 1, y / mu)) - (y - mu) / mu),
        aic = function(y, n, mu, wt, dev) {
            n <- sum(wt)
            disp <- dev / n
            -2 * sum(dgamma(y, 1 / disp, scale = mu * disp, log = TRUE) * wt) + 2
        },
        initialize = expression({
            if (any(y <= 0)) stop("non-positive values not allowed for the 'Gamma' family")
            n <- rep.int(1, nobs)
            mustart <- y
        }),
        validmu = function(mu) all(is.finite(mu)) && all(mu > 0))
}
inverse.gaussian <- function(link = "1/mu^2") {
    link <- .glm.link(substitute(link), link, c("inverse", "log", "identity", "1/mu^2"), "inverse.gaussian")
    .glm.family("inverse.gaussian", link,
        variance = function(mu) mu^3,
        dev.resids = function(y, mu, wt) wt * ((y - mu)^2) / (y * mu^2),
        aic = function(y, n, mu, wt, dev) sum(wt) * (1 + log(dev / sum(wt) * 2 * pi)) + 3 * sum(log(y) * wt) + 2,
        initialize = expression({
            if (any(y <= 0)) stop("positive values only are allowed for the 'inverse.gaussian' family")
            n <- rep.int(1, nobs)
            mustart <- y
        }),
        validmu = function(mu) TRUE)
}
quasibinomial <- function(link = "logit") {
    link <- .glm.link(substitute(link), link, c("logit", "probit", "cloglog", "cauchit", "log"), "quasibinomial")
    .glm.family("quasibinomial", link,
        variance = function(mu) mu * (1 - mu),
        dev.resids = .glm.binomial.dev.resids,
        aic = function(y, n, mu, wt, dev) NA,
        initialize = .glm.binomial.initialize("quasibinomial"),
        validmu = function(mu) all(is.finite(mu)) && all(0 < mu & mu < 1))
}
quasipoisson <- function(link = "log") {
    link <- .glm.link(substitute(link), link, c("log", "identity", "sqrt"), "quasipoisson")
    .glm.family("quasipoisson", link,
        variance = function(mu) mu,
        dev.resids = .glm.poisson.dev.resids,
        aic = function(y, n, mu, wt, dev) NA,
        initialize = expression({
            if (any(y < 0)) stop("negative values not allowed for the 'quasiPoisson' family")
            n <- rep.int(1, nobs)
            mustart <- y + 0.1
        }),
        validmu = function(mu) all(is.finite(mu)) && all(mu > 0))
}
quasi <- function(link = "identity", variance = "constant") {
    linktemp <- substitute(link)
    if (!is.character(linktemp)) linktemp <- deparse(linktemp)
    link <- if (linktemp %in% c("logit", "probit", "cloglog", "identity", "inverse", "log", "1/mu^2", "sqrt"))
        list(stats = make.link(linktemp), name = linktemp)
    else if (is.character(link)) list(stats = make.link(link), name = link)
    else list(stats = link, name = if (is.null(link$name)) linktemp else link$name)
    # the variance as written (a string, or mu, constant, mu(1-mu), mu^2, mu^3 unquoted), else a list
    # with varfun, validmu, dev.resids, initialize and name
    vtemp <- substitute(variance)
    named <- is.character(vtemp) || (is.symbol(vtemp) && (vtemp == quote(mu) || vtemp == quote(constant))) ||
        (is.call(vtemp) && ((length(vtemp) == 2L && vtemp == quote(mu(1 - mu))) ||
                            (length(vtemp) == 3L && (vtemp == quote(mu^2) || vtemp == quote(mu^3)))))
    v <- if (!named && is.list(variance) && !anyNA(match(c("varfun", "validmu"), names(variance)))) NULL
         else .glm.quasi.variance(gsub(" ", "", if (is.character(vtemp)) vtemp else deparse(vtemp), fixed = TRUE))
    if (is.null(v)) {
        if (is.character(variance)) {
            stop(gettextf("'variance' \"%s\" is invalid: possible values are \"mu(1-mu)\", \"mu\", \"mu^2\", \"mu^3\" and \"constant\"",
                          gsub(" ", "", if (is.character(vtemp)) vtemp else deparse(vtemp), fixed = TRUE)), domain = NA)
        }
        v <- list(varfun = variance$varfun, validmu = variance$validmu, dev.resids = variance$dev.resids,
                  initialize = variance$initialize, name = variance$name)
    }
    .glm.family("quasi", link, variance = v$varfun, dev.resids = v$dev.resids,
                aic = function(y, n, mu, wt, dev) NA, initialize = v$initialize, validmu = v$validmu,
                varfun = v$name)
}
# quasi's variance functions by name, NULL for a name R does not know
.glm.quasi.variance <- function(name) {
    at.zero <- expression({
        n <- rep.int(1, nobs)
        mustart <- y + 0.1 * (y == 0)
    })
    switch(name,
        constant = list(varfun = function(mu) rep.int(1, length(mu)), validmu = function(mu) TRUE,
                        dev.resids = function(y, mu, wt) wt * ((y - mu)^2),
                        initialize = expression({
                            n <- rep.int(1, nobs)
                            mustart <- y
                        }), name = name),
        "mu(1-mu)" = list(varfun = function(mu) mu * (1 - mu), validmu = function(mu) all(mu > 0) && all(mu < 1),
                          dev.resids = .glm.binomial.dev.resids,
                          initialize = expression({
                              n <- rep.int(1, nobs)
                              mustart <- pmax(0.001, pmin(0.999, y))
                          }), name = name),
        mu = list(varfun = function(mu) mu, validmu = function(mu) all(mu > 0),
                  dev.resids = function(y, mu, wt) 2 * wt * (y * log(ifelse(y == 0, 1, y / mu)) - (y - mu)),
                  initialize = at.zero, name = name),
        "mu^2" = list(varfun = function(mu) mu^2, validmu = function(mu) all(mu > 0),
                      dev.resids = function(y, mu, wt) pmax(-2 * wt * (log(ifelse(y == 0, 1, y) / mu) - (y - mu) / mu), 0),
                      initialize = at.zero, name = name),
        "mu^3" = list(varfun = function(mu) mu^3, validmu = function(mu) all(mu > 0),
                      dev.resids = function(y, mu, wt) wt * ((y - mu)^2) / (y * mu^2),
                      initialize = at.zero, name = name),
        NULL)
}
