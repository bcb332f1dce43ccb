# stats/selfstart-models.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# R's self-starting models (SSlogis, SSfpl, SSasymp, SSasympOrig, SSasympOff, SSmicmen,
# SSgompertz, SSbiexp, SSweibull, SSfol): each computes its value with R's expressions, adds the
# analytic gradient when every parameter argument is a plain name (as nls passes them), and
# has R's initial function (a linearisation, then a "plinear" nls fit).

# flashr binds only functions from its R sources, so R's selfStart objects are plain model
# functions here; their parameter names and initial functions (.ss_init_<name>) are found by name.
.ss_builtin_pnames <- function(name) {
    switch(name,
           SSlogis = c("Asym", "xmid", "scal"),
           SSfpl = c("A", "B", "xmid", "scal"),
           SSasymp = c("Asym", "R0", "lrc"),
           SSasympOrig = c("Asym", "lrc"),
           SSasympOff = c("Asym", "lrc", "c0"),
           SSmicmen = c("Vm", "K"),
           SSgompertz = c("Asym", "b2", "b3"),
           SSbiexp = c("A1", "lrc1", "A2", "lrc2"),
           SSweibull = c("Asym", "Drop", "lrc", "pwr"),
           SSfol = c("lKe", "lKa", "lCl"),
           NULL)
}

# The gradient columns as R's models attach them, named by the actual parameter arguments
.ss_gradient <- function(value, call, pnames, cols) {
    actual <- as.list(call[pnames])
    if (all(vapply(actual, is.name, NA))) {
        g <- array(0, c(length(value), length(pnames)), list(NULL, pnames))
        for (k in seq_along(pnames)) g[, k] <- cols[[k]]
        dimnames(g) <- list(NULL, vapply(actual, as.character, ""))
        attr(value, "gradient") <- g
    }
    value
}

SSlogis <- function(input, Asym, xmid, scal) {
    .expr1 <- xmid - input
    .expr3 <- exp(.e2 <- .expr1/scal)
    .expr4 <- 1 + .expr3
    xm <- Asym * .expr3/scal/.expr4^2
    .ss_gradient(Asym/.expr4, match.call(), c("Asym", "xmid", "scal"), list(1/.expr4, -xm, xm * .e2))
}
.ss_init_SSlogis <- function(mCall, data, LHS, ...) {
    xy <- sortedXyData(mCall[["input"]], LHS, data)
    if (nrow(xy) < 4) stop("too few distinct input values to fit a logistic model")
    z <- xy[["y"]]
    rng <- range(z)
    dz <- diff(rng)
    z <- (z - rng[1L] + 0.05 * dz)/(1.1 * dz)
    xy[["z"]] <- log(z/(1 - z))
    aux <- coef(lm(x ~ z, xy))
    pars <- coef(nls(y ~ 1/(1 + exp((xmid - x)/scal)), data = xy,
                     start = list(xmid = aux[[1L]], scal = aux[[2L]]), algorithm = "plinear", ...))
    setNames(pars[c(".lin", "xmid", "scal")], mCall[c("Asym", "xmid", "scal")])
}

SSfpl <- function(input, A, B, xmid, scal) {
    .expr1 <- B - A
    .expr2 <- xmid - input
    .expr4 <- exp(.e2 <- .expr2/scal)
    .expr5 <- 1 + .expr4
    .expr8 <- 1/.expr5
    xm <- .expr1 * .expr4/scal/.expr5^2
    .ss_gradient(A + .expr1/.expr5, match.call(), c("A", "B", "xmid", "scal"),
                 list(1 - .expr8, .expr8, -xm, xm * .e2))
}
.ss_init_SSfpl <- function(mCall, data, LHS, ...) {
    xy <- sortedXyData(mCall[["input"]], LHS, data)
    if (nrow(xy) < 5) stop("too few distinct input values to fit a four-parameter logistic")
    rng <- range(xy$y)
    drng <- diff(rng)
    xy$prop <- (xy$y - rng[1L] + 0.05 * drng)/(1.1 * drng)
    ir <- as.vector(coef(lm(x ~ I(log(prop/(1 - prop))), data = xy)))
    pars <- as.vector(coef(nls(y ~ cbind(1, 1/(1 + exp((xmid - x)/exp(lscal)))), data = xy,
                               start = list(xmid = ir[1L], lscal = log(abs(ir[2L]))),
                               algorithm = "plinear", ...)))
    setNames(c(pars[3L], pars[3L] + pars[4L], pars[1L], exp(pars[2L])), nm = mCall[c("A", "B", "xmid", "scal")])
}

SSasymp <- function(input, Asym, R0, lrc) {
    .expr1 <- R0 - Asym
    .expr2 <- exp(lrc)
    .expr5 <- exp(((-.expr2) * input))
    .ss_gradient(Asym + (.expr1 * .expr5), match.call(), c("Asym", "R0", "lrc"),
                 list(1 - .expr5, .expr5, -(.expr1 * (.expr5 * (.expr2 * input)))))
}
.ss_init_SSasymp <- function(mCall, data, LHS, ...) {
    xy <- sortedXyData(mCall[["input"]], LHS, data)
    if (nrow(xy) < 3) stop("too few distinct input values to fit an asymptotic regression model")
    if (nrow(xy) > 3) {
        xy$ydiff <- abs(xy$y - NLSstRtAsymptote(xy))
        xy <- data.frame(xy)
        lrc <- log(-coef(lm(log(ydiff) ~ x, data = xy))[[2L]])
        pars <- coef(nls(y ~ cbind(1 - exp(-exp(lrc) * x), exp(-exp(lrc) * x)), data = xy,
                         start = list(lrc = lrc), algorithm = "plinear", ...))
    } else {
        ydiff <- diff(xy$y)
        if (prod(ydiff) <= 0) stop("cannot fit an asymptotic regression model to these data")
        avg.resp <- xy$y
        frac <- (avg.resp[3L] - avg.resp[1L])/(avg.resp[2L] - avg.resp[1L])
        xunique <- unique(xy$x)
        xdiff <- diff(xunique)
        if (xdiff[1L] != xdiff[2L]) stop("too few observations to fit an asymptotic regression model")
        expmRd <- frac - 1
        rc <- -log(expmRd)/xdiff[1L]
        expmRx1 <- exp(-rc * xunique[1L])
        bma <- ydiff[1L]/(expmRx1 * (expmRd - 1))
        Asym <- avg.resp[1L] - bma * expmRx1
        pars <- c(lrc = log(rc), Asym = Asym, R0 = bma + Asym)
    }
    setNames(pars[c(2L, 3L, 1L)], mCall[c("Asym", "R0", "lrc")])
}

SSasympOrig <- function(input, Asym, lrc) {
    .expr1 <- exp(lrc)
    .expr4 <- exp(((-.expr1) * input))
    .expr5 <- 1 - .expr4
    .ss_gradient(Asym * .expr5, match.call(), c("Asym", "lrc"), list(.expr5, Asym * (.expr4 * (.expr1 * input))))
}
.ss_init_SSasympOrig <- function(mCall, data, LHS, ...) {
    xy <- sortedXyData(mCall[["input"]], LHS, data)
    if (nrow(xy) < 3) stop("too few distinct input values to fit the 'asympOrig' model")
    A0 <- NLSstRtAsymptote(xy)
    lrc <- log(abs(mean(log(1 - xy$y/A0)/xy$x, na.rm = TRUE)))
    xy <- data.frame(xy)
    pars <- coef(nls(y ~ 1 - exp(-exp(lrc) * x), data = xy, start = list(lrc = lrc), algorithm = "plinear", ...))
    setNames(pars[c(".lin", "lrc")], mCall[c("Asym", "lrc")])
}

SSasympOff <- function(input, Asym, lrc, c0) {
    .expr1 <- exp(lrc)
    .expr3 <- input - c0
    .expr5 <- exp(((-.expr1) * .expr3))
    .expr6 <- 1 - .expr5
    .ss_gradient(Asym * .expr6, match.call(), c("Asym", "lrc", "c0"),
                 list(.expr6, Asym * (.expr5 * (.expr1 * .expr3)), -(Asym * (.expr5 * .expr1))))
}
.ss_init_SSasympOff <- function(mCall, data, LHS, ...) {
    xy <- sortedXyData(mCall[["input"]], LHS, data)
    if (nrow(xy) < 4) stop("too few distinct input values to fit the 'asympOff' model")
    xy$ydiff <- abs(xy$y - NLSstRtAsymptote(xy))
    xy <- data.frame(xy)
    lrc <- log(-coef(lm(log(ydiff) ~ x, data = xy))[[2L]])
    pars <- coef(nls(y ~ cbind(1, exp(-exp(lrc) * x)), data = xy, start = list(lrc = lrc), algorithm = "plinear", ...))
    setNames(c(pars[[2L]], pars[["lrc"]], exp(-pars[[1L]]) * log(-pars[[3L]]/pars[[2L]])), mCall[c("Asym", "lrc", "c0")])
}

SSmicmen <- function(input, Vm, K) {
    .expr1 <- Vm * input
    .expr2 <- K + input
    .ss_gradient(.expr1/.expr2, match.call(), c("Vm", "K"), list(input/.expr2, -(.expr1/.expr2^2)))
}
.ss_init_SSmicmen <- function(mCall, data, LHS, ...) {
    xy <- sortedXyData(mCall[["input"]], LHS, data)
    if (nrow(xy) < 3) stop("too few distinct input values to fit a Michaelis-Menten model")
    pars <- as.vector(coef(lm(1/y ~ I(1/x), data = xy)))
    pars <- coef(nls(y ~ x/(K + x), data = xy, start = list(K = abs(pars[2L]/pars[1L])), algorithm = "plinear", ...))
    setNames(pars[c(".lin", "K")], mCall[c("Vm", "K")])
}

SSgompertz <- function(x, Asym, b2, b3) {
    .expr2 <- b3^x
    .expr4 <- exp(-b2 * .expr2)
    .ss_gradient(Asym * .expr4, match.call(), c("Asym", "b2", "b3"),
                 list(.expr4, -Asym * (.expr4 * .expr2), -Asym * (.expr4 * (b2 * (b3^(x - 1) * x)))))
}
.ss_init_SSgompertz <- function(mCall, data, LHS, ...) {
    xy <- sortedXyData(mCall[["x"]], LHS, data)
    if (nrow(xy) < 4) stop("too few distinct input values to fit the Gompertz model")
    xyL <- xy
    xyL$y <- log(abs(xyL$y))
    pars <- NLSstAsymptotic(xyL)
    pars <- coef(nls(y ~ exp(-b2 * b3^x), data = xy, start = c(b2 = pars[["b1"]], b3 = exp(-exp(pars[["lrc"]]))),
                     algorithm = "plinear", ...))
    setNames(pars[c(".lin", "b2", "b3")], mCall[c("Asym", "b2", "b3")])
}

SSbiexp <- function(input, A1, lrc1, A2, lrc2) {
    .expr1 <- exp(lrc1)
    .expr4 <- exp(((-.expr1) * input))
    .expr6 <- exp(lrc2)
    .expr9 <- exp(((-.expr6) * input))
    .ss_gradient((A1 * .expr4) + (A2 * .expr9), match.call(), c("A1", "lrc1", "A2", "lrc2"),
                 list(.expr4, -(A1 * (.expr4 * (.expr1 * input))), .expr9, -(A2 * (.expr9 * (.expr6 * input)))))
}
.ss_init_SSbiexp <- function(mCall, data, LHS, ...) {
    xy <- sortedXyData(mCall[["input"]], LHS, data)
    if (nrow(xy) < 5) stop("too few distinct input values to fit a biexponential")
    ndistinct <- nrow(xy)
    nlast <- max(3, round(ndistinct/2))
    dlast <- xy[(ndistinct + 1 - nlast):ndistinct, ]
    pars2 <- coef(lm(log(y) ~ x, data = dlast))
    lrc2 <- log(abs(pars2[2L]))
    xy[["res"]] <- xy[["y"]] - exp(pars2[1L]) * exp(-exp(lrc2) * xy[["x"]])
    dfirst <- xy[1L:(ndistinct - nlast), ]
    pars1 <- coef(lm(log(abs(res)) ~ x, data = dfirst))
    lrc1 <- log(abs(pars1[2L]))
    pars <- coef(nls(y ~ cbind(exp(-exp(lrc1) * x), exp(-exp(lrc2) * x)), data = xy,
                     start = list(lrc1 = lrc1, lrc2 = lrc2), algorithm = "plinear", ...))
    setNames(pars[c(3L, 1L, 4L, 2L)], mCall[c("A1", "lrc1", "A2", "lrc2")])
}

SSweibull <- function(x, Asym, Drop, lrc, pwr) {
    .expr1 <- exp(lrc)
    .expr3 <- x^pwr
    .expr5 <- exp(-(ee <- .expr1 * .expr3))
    De <- Drop * .expr5
    g3 <- De * ee
    .ss_gradient(Asym - De, match.call(), c("Asym", "Drop", "lrc", "pwr"), list(1, -.expr5, g3, g3 * log(x)))
}
.ss_init_SSweibull <- function(mCall, data, LHS, ...) {
    xy <- sortedXyData(mCall[["x"]], LHS, data)
    if (nrow(xy) < 5) stop("too few distinct input values to fit the Weibull growth model")
    if (any(xy[["x"]] < 0)) stop("all 'x' values must be non-negative to fit the Weibull growth model")
    Rasym <- NLSstRtAsymptote(xy)
    Lasym <- NLSstLfAsymptote(xy)
    pars <- coef(lm(log(-log((Rasym - y)/(Rasym - Lasym))) ~ log(x), data = xy, subset = x > 0))
    setNames(coef(nls(y ~ cbind(1, -exp(-exp(lrc) * x^pwr)), data = xy, start = c(lrc = pars[[1L]], pwr = pars[[2L]]),
                      algorithm = "plinear", ...))[c(3, 4, 1, 2)], mCall[c("Asym", "Drop", "lrc", "pwr")])
}

# the first-order compartment model (a dose's concentration over time), with R's expressions
SSfol <- function(Dose, input, lKe, lKa, lCl) {
    .expr4 <- Dose * exp((lKe + lKa) - lCl)
    .expr5 <- exp(lKe)
    .expr8 <- exp(-.expr5 * input)
    .expr9 <- exp(lKa)
    .expr12 <- exp(-.expr9 * input)
    .expr14 <- .expr4 * (.expr8 - .expr12)
    .expr15 <- .expr9 - .expr5
    .expr16 <- .expr14/.expr15
    .expr23 <- .expr15^2
    .ss_gradient(.expr16, match.call(), c("lKe", "lKa", "lCl"),
                 list((.expr14 - .expr4 * (.expr8 * (.expr5 * input)))/.expr15 + .expr14 * .expr5/.expr23,
                      (.expr14 + .expr4 * (.expr12 * (.expr9 * input)))/.expr15 - .expr14 * .expr9/.expr23,
                      -.expr16))
}
# R's start: the elimination rate from the decline after the peak, then two "plinear" fits
.ss_init_SSfol <- function(mCall, data, LHS, ...) {
    data <- data.frame(data)
    resp <- eval(LHS, data)
    input <- eval(mCall[["input"]], data)
    Dose <- eval(mCall[["Dose"]], data)
    n <- length(resp)
    if (length(input) != n) stop("must have length of response = length of second argument to 'SSfol'")
    if (n < 4) stop("must have at least 4 observations to fit an 'SSfol' model")
    rmaxind <- which.max(resp)
    lKe <- if (rmaxind == n) -2.5 else log((log(resp[rmaxind]) - log(resp[n]))/(input[n] - input[rmaxind]))
    cond.lin <- nls(resp ~ (exp(-input * exp(lKe)) - exp(-input * exp(lKa))) * Dose,
                    data = list(resp = resp, input = input, Dose = Dose, lKe = lKe),
                    start = list(lKa = lKe + 1), algorithm = "plinear", ...)
    pars <- coef(cond.lin)
    cond.lin <- nls(resp ~ (Dose * (exp(-input * exp(lKe)) - exp(-input * exp(lKa))))/(exp(lKa) - exp(lKe)),
                    data = data.frame(list(resp = resp, input = input, Dose = Dose)),
                    start = list(lKa = pars[["lKa"]], lKe = lKe), algorithm = "plinear", ...)
    pars <- coef(cond.lin)
    lKa <- pars[["lKa"]]
    lKe <- pars[["lKe"]]
    setNames(c(lKe, lKa, lKe + lKa - log(pars[[3L]])), c("lKe", "lKa", "lCl"))
}
