# stats/plot-helpers.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Plotting helpers of stats that draw with the graphics primitives only, R's own code:
# interaction.plot (the mean response by two factors), rect.hclust (boxes round an hclust
# tree's clusters) and termplot (a fit's terms against their predictors, with partial residuals).

interaction.plot <- function(x.factor, trace.factor, response, fun = mean, type = c("l", "p", "b", "o", "c"), legend = TRUE,
    trace.label = deparse1(substitute(trace.factor)), fixed = FALSE, xlab = deparse1(substitute(x.factor)),
    ylab = ylabel, ylim = range(cells, na.rm = TRUE), lty = nc:1, col = 1, pch = c(1L:9, 0, letters),
    xpd = NULL, leg.bg = par("bg"), leg.bty = "n", xtick = FALSE, xaxt = par("xaxt"), axes = TRUE, ...)
{
    ylabel <- paste(deparse1(substitute(fun)), "of ", deparse1(substitute(response)))
    type <- match.arg(type)
    cells <- tapply(response, list(x.factor, trace.factor), fun)
    nr <- nrow(cells)
    nc <- ncol(cells)
    xvals <- 1L:nr
    if (is.ordered(x.factor)) {
        wn <- getOption("warn")
        options(warn = -1)
        xnm <- as.numeric(levels(x.factor))
        options(warn = wn)
        if (!anyNA(xnm))
            xvals <- xnm
    }
    xlabs <- rownames(cells)
    ylabs <- colnames(cells)
    nch <- max(sapply(ylabs, nchar, type = "width"))
    if (is.null(xlabs))
        xlabs <- as.character(xvals)
    if (is.null(ylabs))
        ylabs <- as.character(1L:nc)
    xlim <- range(xvals)
    xleg <- xlim[2L] + 0.05 * diff(xlim)
    xlim <- xlim + c(-0.2/nr, if (legend) 0.2 + 0.02 * nch else 0.2/nr) * diff(xlim)
    dev.hold()
    on.exit(dev.flush())
    matplot(xvals, cells, ..., type = type, xlim = xlim, ylim = ylim, xlab = xlab, ylab = ylab, axes = axes,
        xaxt = "n", col = col, lty = lty, pch = pch)
    if (axes && xaxt != "n") {
        axisInt <- function(main, sub, lwd, bg, log, asp, ...) axis(...)
        axisInt(side = 1, at = xvals, labels = xlabs, tick = xtick, xaxt = xaxt, ...)
    }
    if (legend) {
        yrng <- diff(ylim)
        yleg <- ylim[2L] - 0.1 * yrng
        if (!is.null(xpd) || {
            xpd. <- par("xpd")
            !is.na(xpd.) && !xpd. && (xpd <- TRUE)
        }) {
            op <- par(xpd = xpd)
            on.exit(par(op), add = TRUE)
        }
        text(xleg, ylim[2L] - 0.05 * yrng, paste("  ", trace.label), adj = 0)
        if (!fixed) {
            ord <- sort.list(cells[nr, ], decreasing = TRUE)
            ylabs <- ylabs[ord]
            lty <- lty[1 + (ord - 1)%%length(lty)]
            col <- col[1 + (ord - 1)%%length(col)]
            pch <- pch[ord]
        }
        legend(xleg, yleg, legend = ylabs, col = col, pch = if (type %in% c("p", "b"))
            pch, lty = if (type %in% c("l", "b"))
            lty, bty = leg.bty, bg = leg.bg)
    }
    invisible()
}

rect.hclust <- function(tree, k = NULL, which = NULL, x = NULL, h = NULL, border = 2, cluster = NULL)
{
    if (length(h) > 1L || length(k) > 1L)
        stop("'k' and 'h' must be a scalar")
    if (!is.null(h)) {
        if (!is.null(k))
            stop("specify exactly one of 'k' and 'h'")
        k <- min(which(rev(tree$height) < h))
        k <- max(k, 2)
    }
    else if (is.null(k))
        stop("specify exactly one of 'k' and 'h'")
    if (k < 2 || k > length(tree$height))
        stop(gettextf("k must be between 2 and %d", length(tree$height)), domain = NA)
    if (is.null(cluster))
        cluster <- cutree(tree, k = k)
    clustab <- table(cluster)[unique(cluster[tree$order])]
    m <- c(0, cumsum(clustab))
    if (!is.null(x)) {
        if (!is.null(which))
            stop("specify exactly one of 'which' and 'x'")
        which <- x
        for (n in seq_along(x)) which[n] <- max(which(m < x[n]))
    }
    else if (is.null(which))
        which <- 1L:k
    if (any(which > k))
        stop(gettextf("all elements of 'which' must be between 1 and %d", k), domain = NA)
    border <- rep_len(border, length(which))
    retval <- list()
    for (n in seq_along(which)) {
        rect(m[which[n]] + 0.66, par("usr")[3L], m[which[n] + 1] + 0.33, mean(rev(tree$height)[(k - 1):k]),
            border = border[n])
        retval[[n]] <- which(cluster == as.integer(names(clustab)[which[n]]))
    }
    invisible(retval)
}

termplot <- function(model, data = NULL, envir = environment(formula(model)), partial.resid = FALSE, rug = FALSE,
    terms = NULL, se = FALSE, xlabs = NULL, ylabs = NULL, main = NULL, col.term = 2, lwd.term = 1.5,
    col.se = "orange", lty.se = 2, lwd.se = 1, col.res = "gray", cex = 1, pch = par("pch"), col.smth = "darkred",
    lty.smth = 2, span.smth = 2/3, ask = dev.interactive() && nb.fig < n.tms, use.factor.levels = TRUE,
    smooth = NULL, ylim = "common", plot = TRUE, transform.x = FALSE, ...)
{
    which.terms <- terms
    terms <- if (is.null(terms))
        predict(model, type = "terms", se.fit = se)
    else predict(model, type = "terms", se.fit = se, terms = terms)
    n.tms <- ncol(tms <- as.matrix(if (se)
        terms$fit
    else terms))
    transform.x <- rep_len(transform.x, n.tms)
    mf <- model.frame(model)
    if (is.null(data))
        data <- eval(model$call$data, envir)
    if (is.null(data))
        data <- mf
    use.rows <- if (NROW(tms) < NROW(data))
        match(rownames(tms), rownames(data))
    nmt <- colnames(tms)
    if (any(grepl(":", nmt, fixed = TRUE)))
        warning("'model' appears to involve interactions: see the help page", domain = NA, immediate. = TRUE)
    cn <- str2expression(nmt)
    if (!is.null(smooth))
        smooth <- match.fun(smooth)
    if (is.null(ylabs))
        ylabs <- paste("Partial for", nmt)
    if (is.null(main))
        main <- ""
    else if (is.logical(main))
        main <- if (main)
            deparse(model$call, 500)
        else ""
    else if (!is.character(main))
        stop("'main' must be TRUE, FALSE, NULL or character (vector).")
    main <- rep_len(main, n.tms)
    pf <- envir
    carrier <- function(term, transform) {
        if (length(term) > 1L) {
            if (transform)
                tms[, i]
            else carrier(term[[2L]], transform)
        }
        else eval(term, data, enclos = pf)
    }
    carrier.name <- function(term) {
        if (length(term) > 1L)
            carrier.name(term[[2L]])
        else as.character(term)
    }
    in.mf <- nmt %in% names(mf)
    is.fac <- sapply(nmt, function(i) i %in% names(mf) && is.factor(mf[, i]))
    if (!plot) {
        outlist <- vector("list", sum(in.mf))
        for (i in 1L:n.tms) {
            if (!in.mf[i])
                next
            if (is.fac[i]) {
                xx <- mf[, nmt[i]]
                if (!is.null(use.rows))
                  xx <- xx[use.rows]
                ww <- match(levels(xx), xx, nomatch = 0L)
            }
            else {
                xx <- carrier(cn[[i]], transform.x[i])
                if (!is.null(use.rows))
                  xx <- xx[use.rows]
                ww <- match(sort(unique(xx)), xx)
            }
            outlist[[i]] <- if (se)
                data.frame(x = xx[ww], y = tms[ww, i], se = terms$se.fit[ww, i], row.names = NULL)
            else data.frame(x = xx[ww], y = tms[ww, i], row.names = NULL)
        }
        attr(outlist, "constant") <- attr(terms, "constant")
        if (se && is.null(attr(outlist, "constant")))
            attr(outlist, "constant") <- attr(terms$fit, "constant")
        names(outlist) <- sapply(cn, carrier.name)[in.mf]
        return(outlist)
    }
    if (!is.null(smooth))
        smooth <- match.fun(smooth)
    if (is.null(ylabs))
        ylabs <- paste("Partial for", nmt)
    if (is.null(main))
        main <- ""
    else if (is.logical(main))
        main <- if (main)
            deparse(model$call, 500)
        else ""
    else if (!is.character(main))
        stop("'main' must be TRUE, FALSE, NULL or character (vector).")
    main <- rep_len(main, n.tms)
    if (is.null(xlabs)) {
        xlabs <- unlist(lapply(cn, carrier.name))
        if (any(transform.x))
            xlabs <- ifelse(transform.x, lapply(cn, deparse), xlabs)
    }
    if (partial.resid || !is.null(smooth)) {
        pres <- residuals(model, "partial")
        if (!is.null(which.terms))
            pres <- pres[, which.terms, drop = FALSE]
    }
    se.lines <- function(x, iy, i, ff = 2) {
        tt <- ff * terms$se.fit[iy, i]
        lines(x, tms[iy, i] + tt, lty = lty.se, lwd = lwd.se, col = col.se)
        lines(x, tms[iy, i] - tt, lty = lty.se, lwd = lwd.se, col = col.se)
    }
    nb.fig <- prod(par("mfcol"))
    if (ask) {
        oask <- devAskNewPage(TRUE)
        on.exit(devAskNewPage(oask))
    }
    ylims <- ylim
    if (identical(ylims, "common")) {
        ylims <- if (!se)
            range(tms, na.rm = TRUE)
        else range(tms + 1.05 * 2 * terms$se.fit, tms - 1.05 * 2 * terms$se.fit, na.rm = TRUE)
        if (partial.resid)
            ylims <- range(ylims, pres, na.rm = TRUE)
        if (rug)
            ylims[1L] <- ylims[1L] - 0.07 * diff(ylims)
    }
    for (i in 1L:n.tms) {
        if (identical(ylim, "free")) {
            ylims <- range(tms[, i], na.rm = TRUE)
            if (se)
                ylims <- range(ylims, tms[, i] + 1.05 * 2 * terms$se.fit[, i], tms[, i] - 1.05 * 2 *
                  terms$se.fit[, i], na.rm = TRUE)
            if (partial.resid)
                ylims <- range(ylims, pres[, i], na.rm = TRUE)
            if (rug)
                ylims[1L] <- ylims[1L] - 0.07 * diff(ylims)
        }
        if (!in.mf[i])
            next
        if (is.fac[i]) {
            ff <- mf[, nmt[i]]
            if (!is.null(model$na.action))
                ff <- naresid(model$na.action, ff)
            ll <- levels(ff)
            xlims <- range(seq_along(ll)) + c(-0.5, 0.5)
            xx <- as.numeric(ff)
            if (rug) {
                xlims[1L] <- xlims[1L] - 0.07 * diff(xlims)
                xlims[2L] <- xlims[2L] + 0.03 * diff(xlims)
            }
            plot(1, 0, type = "n", xlab = xlabs[i], ylab = ylabs[i], xlim = xlims, ylim = ylims, main = main[i],
                xaxt = "n", ...)
            if (use.factor.levels)
                axis(1, at = seq_along(ll), labels = ll, ...)
            else axis(1)
            for (j in seq_along(ll)) {
                ww <- which(ff == ll[j])[c(1, 1)]
                jf <- j + c(-0.4, 0.4)
                lines(jf, tms[ww, i], col = col.term, lwd = lwd.term, ...)
                if (se)
                  se.lines(jf, iy = ww, i = i)
            }
        }
        else {
            xx <- carrier(cn[[i]], transform.x[i])
            if (!is.null(use.rows))
                xx <- xx[use.rows]
            xlims <- range(xx, na.rm = TRUE)
            if (rug)
                xlims[1L] <- xlims[1L] - 0.07 * diff(xlims)
            oo <- order(xx)
            plot(xx[oo], tms[oo, i], type = "l", xlab = xlabs[i], ylab = ylabs[i], xlim = xlims, ylim = ylims,
                main = main[i], col = col.term, lwd = lwd.term, ...)
            if (se)
                se.lines(xx[oo], iy = oo, i = i)
        }
        if (partial.resid) {
            if (!is.fac[i] && !is.null(smooth)) {
                smooth(xx, pres[, i], lty = lty.smth, cex = cex, pch = pch, col = col.res, col.smooth = col.smth,
                  span = span.smth)
            }
            else points(xx, pres[, i], cex = cex, pch = pch, col = col.res)
        }
        if (rug) {
            n <- length(xx)
            lines(rep.int(jitter(xx), rep.int(3, n)), rep.int(ylims[1L] + c(0, 0.05, NA) * diff(ylims),
                n))
            if (partial.resid)
                lines(rep.int(xlims[1L] + c(0, 0.05, NA) * diff(xlims), n), rep.int(pres[, i], rep.int(3,
                  n)))
        }
    }
    invisible(n.tms)
}

# plot methods of stats' fitted objects, R's own code: a Holt-Winters fit with its predictions,
# a classical decomposition (observed, trend, seasonal and random panels) and Tukey's intervals
plot.HoltWinters <- function(x, predicted.values = NA, intervals = TRUE, separator = TRUE, col = 1,
                             col.predicted = 2, col.intervals = 4, col.separator = 1, lty = 1,
                             lty.predicted = 1, lty.intervals = 1, lty.separator = 3,
                             ylab = "Observed / Fitted", main = "Holt-Winters filtering", ylim = NULL, ...) {
    if (is.null(ylim)) ylim <- range(na.omit(c(fitted(x)[, 1], x$x, predicted.values)))
    preds <- length(predicted.values) > 1 || !is.na(predicted.values)
    dev.hold()
    on.exit(dev.flush())
    plot(ts(c(fitted(x)[, 1], if (preds) predicted.values[, 1]), start = start(fitted(x)[, 1]),
            frequency = frequency(fitted(x)[, 1])),
         col = col.predicted, ylim = ylim, ylab = ylab, main = main, lty = lty.predicted, ...)
    if (preds && intervals && ncol(predicted.values) > 1) {
        lines(predicted.values[, 2], col = col.intervals, lty = lty.intervals)
        lines(predicted.values[, 3], col = col.intervals, lty = lty.intervals)
    }
    lines(x$x, col = col, lty = lty)
    if (separator && preds) abline(v = time(x$x)[length(x$x)], lty = lty.separator, col = col.separator)
}

plot.decomposed.ts <- function(x, ...) {
    xx <- if (!is.null(x$x)) x$x
          else with(x, if (type == "additive") random + trend + seasonal else random * trend * seasonal)
    plot(cbind(observed = xx, trend = x$trend, seasonal = x$seasonal, random = x$random),
         main = paste("Decomposition of", x$type, "time series"), ...)
}

plot.TukeyHSD <- function(x, ...) {
    for (i in seq_along(x)) {
        xi <- x[[i]][, -4L, drop = FALSE]
        yvals <- nrow(xi):1L
        dev.hold()
        on.exit(dev.flush())
        plot(c(xi[, "lwr"], xi[, "upr"]), rep.int(yvals, 2L), type = "n", axes = FALSE, xlab = "", ylab = "",
             main = NULL, ...)
        axis(1, ...)
        axis(2, at = nrow(xi):1, labels = dimnames(xi)[[1L]], srt = 0, ...)
        abline(h = yvals, lty = 1, lwd = 0.5, col = "lightgray")
        abline(v = 0, lty = 2, lwd = 0.5, ...)
        segments(xi[, "lwr"], yvals, xi[, "upr"], yvals, ...)
        segments(as.vector(xi), rep.int(yvals - 0.1, 3L), as.vector(xi), rep.int(yvals + 0.1, 3L), ...)
        title(main = paste0(format(100 * attr(x, "conf.level"), digits = 2L), "% family-wise confidence level\n"),
              xlab = paste("Differences in mean levels of", names(x)[i]))
        box()
        dev.flush()
        on.exit()
    }
}
