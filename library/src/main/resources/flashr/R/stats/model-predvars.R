# stats/model-predvars.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# R's safe prediction: model.frame records in the terms the calls ("predvars") that evaluate each
# variable at new data as at the fit (poly's coefficients, scale's center and scale) and the
# variables' classes ("dataClasses") that predict checks new data against.
# the calls that evaluate a model's variables at new data the way they were at the fit (R's safe prediction)
makepredictcall <- function(var, call) UseMethod("makepredictcall")
makepredictcall.default <- function(var, call) {
    if (as.character(call)[1L] != "scale") return(call)
    if (!is.null(z <- attr(var, "scaled:center"))) call$center <- z
    if (!is.null(z <- attr(var, "scaled:scale"))) call$scale <- z
    call
}
makepredictcall.poly <- function(var, call) {
    if (as.character(call)[1L] == "poly" || (is.call(call) && identical(eval(call[[1L]]), poly)))
        call$coefs <- attr(var, "coefs")
    call
}
.MFclass <- function(x) {
    if (is.logical(x)) return("logical")
    if (is.ordered(x)) return("ordered")
    if (is.factor(x)) return("factor")
    if (is.character(x)) return("character")
    if (is.matrix(x) && is.numeric(x)) return(paste0("nmatrix.", ncol(x)))
    if (is.numeric(x)) return("numeric")
    return("other")
}
.checkMFClasses <- function(cl, m, ordNotOK = FALSE) {
    new <- vapply(m, .MFclass, "")
    new <- new[names(new) %in% names(cl)]
    if (length(new) == 0L) return(invisible())
    old <- cl[names(new)]
    if (!ordNotOK) {
        old[old == "ordered"] <- "factor"
        new[new == "ordered"] <- "factor"
    }
    new[new == "ordered" & old == "factor"] <- "factor"
    new[new == "factor" & old == "character"] <- "character"
    if (!identical(old, new)) {
        wrong <- old != new
        if (sum(wrong) == 1)
            stop(gettextf("variable '%s' was fitted with type \"%s\" but type \"%s\" was supplied",
                          names(old)[wrong], old[wrong], new[wrong]), call. = FALSE, domain = NA)
        else stop(gettextf("variables %s were specified with different types from the fit",
                           paste(sQuote(names(old)[wrong]), collapse = ", ")), call. = FALSE, domain = NA)
    } else invisible()
}
