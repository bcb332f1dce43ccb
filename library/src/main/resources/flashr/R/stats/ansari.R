# stats/ansari.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# The Ansari-Bradley two-sample test of scale, to R's definitions: the exact null distribution
# for small samples without ties (R's C cansari recursion, here built bottom up as vectors of
# counts over the statistic), else the normal approximation, with R's confidence interval and
# estimate of the ratio of scales.

ansari.test <- function(x, ...) UseMethod("ansari.test")

# The counts of the statistic k = 0..u for sample sizes m and n: cansari(k, m, n)
.ansari_counts <- function(m, n) {
    lo <- function(m) ((m + 1L) * (m + 1L)) %/% 4L
    up <- function(m, n) lo(m) + (m * n) %/% 2L
    prev <- NULL
    for (mm in 0L:m) {
        row <- vector("list", n + 1L)
        for (nn in 0L:n) {
            l <- lo(mm)
            u <- up(mm, nn)
            w <- numeric(u + 1L)
            if (mm == 0L) w[1L] <- 1
            else if (nn == 0L) w[l + 1L] <- 1
            else {
                a <- row[[nn]]
                b <- prev[[nn + 1L]]
                s <- (mm + nn + 1L) %/% 2L
                k <- l:u
                ia <- k + 1L
                wa <- ifelse(ia <= length(a), a[pmin(ia, length(a))], 0)
                ib <- k - s + 1L
                wb <- ifelse(ib >= 1L & ib <= length(b), b[pmax(pmin(ib, length(b)), 1L)], 0)
                w[k + 1L] <- wa + wb
            }
            row[[nn + 1L]] <- w
        }
        prev <- row
    }
    prev[[n + 1L]]
}
.pansari <- function(q, m, n, w = .ansari_counts(m, n)) {
    l <- ((m + 1L) * (m + 1L)) %/% 4L
    u <- l + (m * n) %/% 2L
    c <- choose(m + n, m)
    vapply(q, function(qi) {
        qi <- floor(qi + 1e-7)
        if (qi < l) return(0)
        if (qi > u) return(1)
        p <- 0
        for (j in l:qi) p <- p + w[j + 1L]
        p/c
    }, 0)
}
.qansari <- function(p, m, n, w = .ansari_counts(m, n)) {
    l <- ((m + 1L) * (m + 1L)) %/% 4L
    u <- l + (m * n) %/% 2L
    c <- choose(m + n, m)
    vapply(p, function(xi) {
        if (xi < 0 || xi > 1) stop("probabilities outside [0,1] in qansari()")
        if (xi == 0) return(as.double(l))
        if (xi == 1) return(as.double(u))
        acc <- 0
        q <- 0L
        repeat {
            acc <- acc + (if (q + 1L <= length(w)) w[q + 1L] else 0)/c
            if (acc >= xi) break
            q <- q + 1L
        }
        as.double(q)
    }, 0)
}

ansari.test.default <- function(x, y, alternative = c("two.sided", "less", "greater"), exact = NULL,
                                conf.int = FALSE, conf.level = 0.95, ...) {
    alternative <- match.arg(alternative)
    if (conf.int && !((length(conf.level) == 1L) && is.finite(conf.level) && (conf.level > 0) && (conf.level < 1)))
        stop("'conf.level' must be a single number between 0 and 1")
    DNAME <- paste(deparse1(substitute(x)), "and", deparse1(substitute(y)))
    x <- x[complete.cases(x)]
    y <- y[complete.cases(y)]
    m <- as.integer(length(x))
    if (is.na(m) || m < 1L) stop("not enough 'x' observations")
    n <- as.integer(length(y))
    if (is.na(n) || n < 1L) stop("not enough 'y' observations")
    N <- m + n
    r <- rank(c(x, y))
    STATISTIC <- sum(pmin(r, N - r + 1)[seq_along(x)])
    TIES <- (length(r) != length(unique(r)))
    if (is.null(exact)) exact <- ((m < 50L) && (n < 50L))
    if (exact && !TIES) {
        w <- .ansari_counts(m, n)
        pansari <- function(q) .pansari(q, m, n, w)
        qansari <- function(p) .qansari(p, m, n, w)
        PVAL <- switch(alternative,
                       two.sided = {
                           p <- if (STATISTIC > ((m + 1)^2 %/% 4 + ((m * n) %/% 2)/2)) 1 - pansari(STATISTIC - 1)
                                else pansari(STATISTIC)
                           min(2 * p, 1)
                       },
                       less = 1 - pansari(STATISTIC - 1),
                       greater = pansari(STATISTIC))
        if (conf.int) {
            alpha <- 1 - conf.level
            x <- sort(x)
            y <- sort(y)
            ab <- function(sig) {
                rab <- rank(c(x/sig, y))
                sum(pmin(rab, N - rab + 1)[seq_along(x)])
            }
            ratio <- outer(x, y, `/`)
            sigma <- sort(ratio[ratio >= 0])
            # the ratios where the statistic crosses the quantiles alpha/2 and 1 - alpha/2
            cci <- function(alpha) {
                bounds <- function(qu, ql) {
                    u <- absigma - qansari(qu)
                    l <- absigma - qansari(ql)
                    if (length(u[u >= 0]) == 0L || length(l[l > 0]) == 0L) return(NULL)
                    u[u < 0] <- NA
                    l[l <= 0] <- NA
                    c(min(sigma[which(u == min(u, na.rm = TRUE))]), max(sigma[which(l == min(l, na.rm = TRUE))]))
                }
                b <- bounds(alpha/2, 1 - alpha/2)
                if (is.null(b)) {
                    warning("samples differ in location: cannot compute confidence set, returning NA")
                    return(c(NA, NA))
                }
                if (b[1L] > b[2L]) {
                    u <- absigma - qansari(1 - alpha/2)
                    l <- absigma - qansari(alpha/2)
                    u[u < 0] <- NA
                    l[l <= 0] <- NA
                    b <- c(min(sigma[which(u == min(u, na.rm = TRUE))]), max(sigma[which(l == min(l, na.rm = TRUE))]))
                }
                b
            }
            cint <- if (length(sigma) < 1L) {
                warning("cannot compute confidence set, returning NA")
                c(NA, NA)
            } else {
                absigma <- sapply(sigma + c(diff(sigma)/2, sigma[length(sigma)] * 1.01), ab)
                switch(alternative, two.sided = cci(alpha), greater = c(cci(alpha * 2)[1L], Inf),
                       less = c(0, cci(alpha * 2)[2L]))
            }
            attr(cint, "conf.level") <- conf.level
            u <- absigma - qansari(0.5)
            sgr <- if (length(sgr <- sigma[u <= 0]) == 0L) NA else max(sgr)
            sle <- if (length(sle <- sigma[u > 0]) == 0L) NA else min(sle)
            ESTIMATE <- mean(c(sle, sgr))
        }
    } else {
        EVEN <- ((N %% 2L) == 0L)
        normalize <- function(s, r, TIES, m = length(x), n = length(y)) {
            z <- if (EVEN) s - m * (N + 2)/4 else s - m * (N + 1)^2/(4 * N)
            SIGMA <- if (!TIES) {
                if (EVEN) sqrt((m * n * (N + 2) * (N - 2))/(48 * (N - 1)))
                else sqrt((m * n * (N + 1) * (3 + N^2))/(48 * N^2))
            } else {
                r <- rle(sort(pmin(r, N - r + 1)))
                if (EVEN) sqrt(m * n * (16 * sum(r$lengths * r$values^2) - N * (N + 2)^2)/(16 * N * (N - 1)))
                else sqrt(m * n * (16 * N * sum(r$lengths * r$values^2) - (N + 1)^4)/(16 * N^2 * (N - 1)))
            }
            z/SIGMA
        }
        p <- pnorm(normalize(STATISTIC, r, TIES))
        PVAL <- switch(alternative, two.sided = 2 * min(p, 1 - p), less = 1 - p, greater = p)
        if (conf.int && !exact) {
            alpha <- 1 - conf.level
            ab2 <- function(sig, zq) {
                r <- rank(c(x/sig, y))
                s <- sum(pmin(r, N - r + 1)[seq_along(x)])
                TIES <- (length(r) != length(unique(r)))
                normalize(s, r, TIES, length(x), length(y)) - zq
            }
            srangepos <- NULL
            srangeneg <- NULL
            if (length(x[x > 0]) && length(y[y > 0]))
                srangepos <- c(min(x[x > 0], na.rm = TRUE)/max(y[y > 0], na.rm = TRUE),
                               max(x[x > 0], na.rm = TRUE)/min(y[y > 0], na.rm = TRUE))
            if (length(x[x <= 0]) && length(y[y < 0]))
                srangeneg <- c(min(x[x <= 0], na.rm = TRUE)/max(y[y < 0], na.rm = TRUE),
                               max(x[x <= 0], na.rm = TRUE)/min(y[y < 0], na.rm = TRUE))
            if (any(is.infinite(c(srangepos, srangeneg)))) {
                warning("cannot compute asymptotic confidence set or estimator")
                conf.int <- FALSE
            } else {
                srange <- range(c(srangepos, srangeneg), na.rm = FALSE)
                ccia <- function(alpha) {
                    statu <- ab2(srange[1L], zq = qnorm(alpha/2))
                    statl <- ab2(srange[2L], zq = qnorm(alpha/2, lower.tail = FALSE))
                    if (statu > 0 || statl < 0) {
                        warning("samples differ in location: cannot compute confidence set, returning NA")
                        return(c(NA, NA))
                    }
                    u <- uniroot(ab2, srange, tol = 1e-4, zq = qnorm(alpha/2))$root
                    l <- uniroot(ab2, srange, tol = 1e-4, zq = qnorm(alpha/2, lower.tail = FALSE))$root
                    sort(c(u, l))
                }
                cint <- switch(alternative, two.sided = ccia(alpha), greater = c(ccia(alpha * 2)[1L], Inf),
                               less = c(0, ccia(alpha * 2)[2L]))
                attr(cint, "conf.level") <- conf.level
                statu <- ab2(srange[1L], zq = 0)
                statl <- ab2(srange[2L], zq = 0)
                if (statu > 0 || statl < 0) {
                    ESTIMATE <- NA
                    warning("cannot compute estimate, returning NA")
                } else ESTIMATE <- uniroot(ab2, srange, tol = 1e-4, zq = 0)$root
            }
        }
        if (exact && TIES) {
            warning("cannot compute exact p-value with ties")
            if (conf.int) warning("cannot compute exact confidence intervals with ties")
        }
    }
    names(STATISTIC) <- "AB"
    RVAL <- list(statistic = STATISTIC, p.value = PVAL, null.value = c(`ratio of scales` = 1),
                 alternative = alternative, method = "Ansari-Bradley test", data.name = DNAME)
    if (conf.int) RVAL <- c(RVAL, list(conf.int = cint, estimate = c(`ratio of scales` = ESTIMATE)))
    class(RVAL) <- "htest"
    RVAL
}

ansari.test.formula <- function(formula, data, subset, na.action, ...) {
    if (missing(formula) || (length(formula) != 3L) || (length(attr(terms(formula[-2L]), "term.labels")) != 1L))
        stop("'formula' missing or incorrect")
    mf <- .htest_model_frame(match.call(expand.dots = FALSE), parent.frame())
    DNAME <- paste(names(mf), collapse = " by ")
    response <- attr(attr(mf, "terms"), "response")
    g <- factor(mf[[-response]])
    if (nlevels(g) != 2L) stop("grouping factor must have exactly 2 levels")
    DATA <- split(mf[[response]], g)
    y <- ansari.test(x = DATA[[1L]], y = DATA[[2L]], ...)
    y$data.name <- DNAME
    y
}
