# stats/selfstart.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Self-starting nonlinear models: selfStart, getInitial, sortedXyData and the NLSst helpers, to
# R's definitions. nls(y ~ SSxxx(x, ...)) without 'start' asks getInitial, whose initial
# functions fit a linearised model by lm and then a partially linear one by nls "plinear",
# as R's do, so the starting values (and the iterations from them) are R's. R's own models are
# in selfstart-models.R.

selfStart <- function(model, initial, parameters, template) UseMethod("selfStart")
selfStart.default <- function(model, initial, parameters, template) {
    structure(as.function(model), initial = as.function(initial),
              pnames = if (!missing(parameters)) parameters, class = "selfStart")
}
selfStart.formula <- function(model, initial, parameters, template = NULL) {
    if (is.null(template)) {
        nm <- all.vars(model)
        if (any(msng <- is.na(match(parameters, nm))))
            stop(sprintf(ngettext(sum(msng), "parameter %s does not occur in the model formula",
                                  "parameters %s do not occur in the model formula"),
                         paste(sQuote(parameters[msng]), collapse = ", ")), domain = NA)
        template <- function() {}
        argNams <- c(nm[is.na(match(nm, parameters))], parameters)
        formals(template) <- setNames(rep(alist(a = ), length(argNams)), argNams)
    }
    structure(deriv(model, parameters, template), initial = as.function(initial),
              pnames = parameters, class = "selfStart")
}

getInitial <- function(object, data, ...) UseMethod("getInitial")
getInitial.formula <- function(object, data, ...) {
    if (!is.null(attr(data, "parameters"))) return(attr(data, "parameters"))
    if (!(length(object) %in% 2:3)) stop("argument 'object' has an impossible length")
    model <- object[[length(object)]]
    fn <- as.character(model[[1L]])
    func <- get(fn)
    mCall <- as.list(match.call(func, call = model))
    LHS <- if (length(object) == 3L) object[[2L]]
    ss <- .ss_attributes(func, fn)
    if (is.null(ss) || inherits(func, "selfStart")) getInitial(func, data, mCall = mCall, LHS = LHS, ...)
    else ss$initial(mCall = mCall, data = data, LHS = LHS, ...)
}
# The initial function and parameter names of the model function func (named fn): its own
# attributes (a selfStart() object) or, for R's SS models, which are plain functions here, theirs
.ss_attributes <- function(func, fn) {
    if (!is.null(attr(func, "initial"))) return(list(initial = attr(func, "initial"), pnames = attr(func, "pnames")))
    if (is.character(fn) && length(fn) == 1L && !is.null(pn <- .ss_builtin_pnames(fn)))
        return(list(initial = get(paste0(".ss_init_", fn)), pnames = pn))
    NULL
}
getInitial.selfStart <- function(object, data, mCall, LHS = NULL, ...) {
    iniFn <- attr(object, "initial")
    if (length(formals(iniFn)) > 3L) iniFn(mCall = mCall, data = data, LHS = LHS, ...)
    else iniFn(mCall = mCall, data = data, LHS = LHS)
}
getInitial.default <- function(object, data, mCall, LHS = NULL, ...) {
    stop(gettextf("no 'getInitial' method found for \"%s\" objects", data.class(object)), domain = NA)
}

data.class <- function(x) {
    if (length(cl <- oldClass(x))) return(cl[1L])
    l <- length(dim(x))
    if (l == 2L) "matrix" else if (l) "array" else mode(x)
}

# The mean response at each distinct x, in increasing x
sortedXyData <- function(x, y, data) UseMethod("sortedXyData")
sortedXyData.default <- function(x, y, data) {
    if (is.language(x) || (length(x) == 1L && is.character(x))) x <- eval(asOneSidedFormula(x)[[2L]], data)
    x <- as.numeric(x)
    if (is.language(y) || (length(y) == 1L && is.character(y))) y <- eval(asOneSidedFormula(y)[[2L]], data)
    y <- as.numeric(y)
    y.avg <- tapply(y, x, mean, na.rm = TRUE)
    xvals <- as.numeric(chartr(getOption("OutDec"), ".", names(y.avg)))
    ord <- order(xvals)
    value <- na.omit(data.frame(x = xvals[ord], y = as.vector(y.avg[ord])))
    class(value) <- c("sortedXyData", "data.frame")
    value
}

# The x at which the (interpolated) mean response reaches yval
NLSstClosestX <- function(xy, yval) UseMethod("NLSstClosestX")
NLSstClosestX.sortedXyData <- function(xy, yval) {
    deviations <- xy$y - yval
    if (any(deviations == 0)) return(xy$x[match(0, deviations)])
    if (any(deviations <= 0)) {
        dev1 <- max(deviations[deviations <= 0])
        lim1 <- xy$x[match(dev1, deviations)]
        if (all(deviations <= 0)) return(lim1)
    }
    if (any(deviations >= 0)) {
        dev2 <- min(deviations[deviations >= 0])
        lim2 <- xy$x[match(dev2, deviations)]
        if (all(deviations >= 0)) return(lim2)
    }
    dev1 <- abs(dev1)
    dev2 <- abs(dev2)
    lim1 + (lim2 - lim1) * dev1/(dev1 + dev2)
}

# A guess at an asymptote: an eighth of the range beyond the end the last (first) response is near
.nlsst_asymptote <- function(xy, yend) {
    in.range <- range(xy$y)
    dif <- abs(in.range - yend)
    if (match(min(dif), dif) == 2L) in.range[2L] + diff(in.range)/8
    else in.range[1L] - diff(in.range)/8
}
NLSstRtAsymptote <- function(xy) UseMethod("NLSstRtAsymptote")
NLSstRtAsymptote.sortedXyData <- function(xy) .nlsst_asymptote(xy, xy$y[nrow(xy)])
NLSstLfAsymptote <- function(xy) UseMethod("NLSstLfAsymptote")
NLSstLfAsymptote.sortedXyData <- function(xy) .nlsst_asymptote(xy, xy$y[1L])

NLSstAsymptotic <- function(xy) UseMethod("NLSstAsymptotic")
NLSstAsymptotic.sortedXyData <- function(xy) {
    xy$rt <- NLSstRtAsymptote(xy)
    lrc <- log(-coef(lm(log(abs(y - rt)) ~ x, data = xy))[[2L]])
    fit <- nls(y ~ cbind(1, 1 - exp(-exp(lrc) * x)), data = xy, start = list(lrc = lrc),
               algorithm = "plinear")
    setNames(coef(fit)[c(2, 3, 1)], c("b0", "b1", "lrc"))
}
