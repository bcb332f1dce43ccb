# Flat contingency tables (ftable with its formula method, format, print, write and conversions) and
# addmargins, summary.table, as R's stats.
ftable <- function(x, ...) UseMethod("ftable")
ftable.default <- function(..., exclude = c(NA, NaN), row.vars = NULL, col.vars = NULL) {
    args <- list(...)
    if (length(args) == 0L) 
        stop("nothing to tabulate")
    x <- args[[1L]]
    if (is.list(x)) 
        x <- do.call(table, c(as.list(x), list(exclude = exclude)))
    else if (inherits(x, "ftable") || (arr2 <- is.array(x) && 
        (length(dim(x)) > 1L))) {
        x <- as.table(x)
    }
    else if (!arr2) {
        x <- table(..., exclude = exclude)
    }
    dn <- dimnames(x)
    dx <- dim(x)
    n <- length(dx)
    if (!is.null(row.vars)) {
        if (is.character(row.vars)) {
            i <- pmatch(row.vars, names(dn))
            if (anyNA(i)) 
                stop("incorrect specification for 'row.vars'")
            row.vars <- i
        }
        else if (any((row.vars < 1) | (row.vars > n))) 
            stop("incorrect specification for 'row.vars'")
    }
    if (!is.null(col.vars)) {
        if (is.character(col.vars)) {
            i <- pmatch(col.vars, names(dn))
            if (anyNA(i)) 
                stop("incorrect specification for 'col.vars'")
            col.vars <- i
        }
        else if (any((col.vars < 1) | (col.vars > n))) 
            stop("incorrect specification for 'col.vars'")
    }
    i <- 1:n
    if (!is.null(row.vars) && !is.null(col.vars)) {
        all.vars <- sort(c(row.vars, col.vars))
        if ((p <- length(all.vars)) < n) {
            x <- if (p) 
                apply(x, all.vars, sum)
            else sum(x)
            row.vars <- match(row.vars, all.vars)
            col.vars <- match(col.vars, all.vars)
            dn <- dn[all.vars]
            dx <- dx[all.vars]
        }
    }
    else if (!is.null(row.vars)) 
        col.vars <- if (length(row.vars)) 
            i[-row.vars]
        else i
    else if (!is.null(col.vars)) 
        row.vars <- if (length(col.vars)) 
            i[-col.vars]
        else i
    else {
        row.vars <- seq_len(n - 1)
        col.vars <- n
    }
    if (length(perm <- c(rev(row.vars), rev(col.vars))) > 1) 
        x <- aperm(x, perm)
    dim(x) <- c(prod(dx[row.vars]), prod(dx[col.vars]))
    attr(x, "row.vars") <- dn[row.vars]
    attr(x, "col.vars") <- dn[col.vars]
    class(x) <- "ftable"
    x
}
ftable.formula <- function(formula, data = NULL, subset, na.action, ...) {
    if (missing(formula) || !inherits(formula, "formula")) 
        stop("'formula' missing or incorrect")
    if (length(formula) != 3L) 
        stop("'formula' must have both left and right hand sides")
    # the variables of each side, "." kept as a name (R's terms(allowDotAsName = TRUE) of each side)
    side.vars <- function(e) {
        if (is.call(e) && identical(e[[1L]], as.name("+"))) return(c(side.vars(e[[2L]]), side.vars(e[[3L]])))
        if (is.call(e) && (identical(e[[1L]], as.name(":")) || identical(e[[1L]], as.name("*")))) stop("interactions are not allowed")
        .formula.label(e)
    }
    rvars <- side.vars(formula[[3L]])
    cvars <- side.vars(formula[[2L]])
    rhs.has.dot <- any(rvars == ".")
    lhs.has.dot <- any(cvars == ".")
    if (lhs.has.dot && rhs.has.dot) 
        stop("'formula' has '.' in both left and right hand sides")
    m <- match.call(expand.dots = FALSE)
    edata <- eval(m$data, parent.frame())
    if (inherits(edata, "ftable") || inherits(edata, "table") || 
        length(dim(edata)) > 2L) {
        if (inherits(edata, "ftable")) {
            data <- as.table(data)
        }
        varnames <- names(dimnames(data))
        if (rhs.has.dot) 
            rvars <- NULL
        else {
            i <- pmatch(rvars, varnames)
            if (anyNA(i)) 
                stop("incorrect variable names in rhs of formula")
            rvars <- i
        }
        if (lhs.has.dot) 
            cvars <- NULL
        else {
            i <- pmatch(cvars, varnames)
            if (anyNA(i)) 
                stop("incorrect variable names in lhs of formula")
            cvars <- i
        }
        ftable(data, row.vars = rvars, col.vars = cvars)
    }
    else {
        if (is.matrix(edata)) 
            m$data <- as.data.frame(data)
        m$... <- NULL
        if (!is.null(data) && is.environment(data)) {
            varnames <- names(data)
            if (rhs.has.dot) 
                rvars <- seq_along(varnames)[-cvars]
            if (lhs.has.dot) 
                cvars <- seq_along(varnames)[-rvars]
        }
        else {
            if (lhs.has.dot || rhs.has.dot) 
                stop("cannot use dots in formula with given data")
        }
        m$formula <- as.formula(paste("~", paste(c(rvars, cvars), 
            collapse = "+")), env = environment(formula))
        m[[1L]] <- quote(model.frame)
        mf <- eval(m, parent.frame())
        ftable(mf, row.vars = rvars, col.vars = cvars, ...)
    }
}
format.ftable <- function(x, quote = TRUE, digits = getOption("digits"), method = c("non.compact", 
    "row.compact", "col.compact", "compact"), lsep = " | ", justify = c("left", 
    "right"), ...) {
    if (!inherits(x, "ftable")) 
        stop("'x' must be an \"ftable\" object")
    charQuote <- function(s) if (quote && length(s)) 
        paste0("\"", s, "\"")
    else s
    makeLabels <- function(lst) {
        lens <- lengths(lst)
        cplensU <- c(1, cumprod(lens))
        cplensD <- rev(c(1, cumprod(rev(lens))))
        y <- NULL
        for (i in rev(seq_along(lst))) {
            ind <- 1 + seq.int(from = 0, to = lens[i] - 1) * 
                cplensD[i + 1L]
            tmp <- character(length = cplensD[i])
            tmp[ind] <- charQuote(lst[[i]])
            y <- cbind(rep(tmp, times = cplensU[i]), y)
        }
        y
    }
    makeNames <- function(x) if (is.null(names(x))) rep_len("", length(x)) else names(x)
    l.xrv <- length(xrv <- attr(x, "row.vars"))
    l.xcv <- length(xcv <- attr(x, "col.vars"))
    method <- match.arg(method)
    if (l.xrv == 0) {
        if (method == "col.compact") 
            method <- "non.compact"
        else if (method == "compact") 
            method <- "row.compact"
    }
    if (l.xcv == 0) {
        if (method == "row.compact") 
            method <- "non.compact"
        else if (method == "compact") 
            method <- "col.compact"
    }
    LABS <- switch(method, non.compact = {
        cbind(rbind(matrix("", nrow = length(xcv), ncol = length(xrv)), 
            charQuote(makeNames(xrv)), makeLabels(xrv)), c(charQuote(makeNames(xcv)), 
            rep("", times = nrow(x) + 1)))
    }, row.compact = {
        cbind(rbind(matrix("", nrow = length(xcv) - 1, ncol = length(xrv)), 
            charQuote(makeNames(xrv)), makeLabels(xrv)), c(charQuote(makeNames(xcv)), 
            rep("", times = nrow(x))))
    }, col.compact = {
        cbind(rbind(cbind(matrix("", nrow = length(xcv), ncol = length(xrv) - 
            1), charQuote(makeNames(xcv))), charQuote(makeNames(xrv)), 
            makeLabels(xrv)))
    }, compact = {
        xrv.nms <- makeNames(xrv)
        xcv.nms <- makeNames(xcv)
        mat <- cbind(rbind(cbind(matrix("", nrow = l.xcv - 1, 
            ncol = l.xrv - 1), charQuote(makeNames(xcv[-l.xcv]))), 
            charQuote(xrv.nms), makeLabels(xrv)))
        mat[l.xcv, l.xrv] <- paste(tail(xrv.nms, 1), tail(xcv.nms, 
            1), sep = lsep)
        mat
    }, stop("wrong method"))
    DATA <- rbind(if (length(xcv)) 
        t(makeLabels(xcv)), if (method %in% c("non.compact", 
        "col.compact")) 
        rep("", times = ncol(x)), format(unclass(x), digits = digits, 
        ...))
    cbind(apply(LABS, 2L, format, justify = justify[[1]]), apply(DATA, 
        2L, format, justify = justify[[min(2, length(justify))]]))
}
print.ftable <- function(x, digits = getOption("digits"), ...) write.ftable(x, quote = FALSE, digits = digits, ...)
write.ftable <- function(x, file = "", quote = TRUE, append = FALSE, digits = getOption("digits"), 
    sep = " ", ...) {
    r <- format.ftable(x, quote = quote, digits = digits, ...)
    cat(t(r), file = file, append = append, sep = c(rep(sep, 
        ncol(r) - 1L), "\n"))
    invisible(x)
}
as.table.ftable <- function(x, ...) {
    if (!inherits(x, "ftable")) 
        stop("'x' must be an \"ftable\" object")
    xrv <- rev(attr(x, "row.vars"))
    xcv <- rev(attr(x, "col.vars"))
    x <- array(data = c(x), dim = c(lengths(xrv), lengths(xcv)), 
        dimnames = c(xrv, xcv))
    nrv <- length(xrv)
    ncv <- length(xcv)
    x <- aperm(x, c(rev(seq_len(nrv)), rev(seq_len(ncv) + nrv)))
    class(x) <- "table"
    x
}
as.matrix.ftable <- function(x, sep = "_", ...) {
    if (!inherits(x, "ftable")) 
        stop("'x' must be an \"ftable\" object")
    make_dimnames <- function(vars) {
        structure(list(do.call(paste, c(rev(expand.grid(rev(vars))), 
            list(sep = sep)))), names = paste(collapse = sep, 
            names(vars)))
    }
    structure(unclass(x), dimnames = c(make_dimnames(attr(x, 
        "row.vars")), make_dimnames(attr(x, "col.vars"))), row.vars = NULL, 
        col.vars = NULL)
}
as.data.frame.ftable <- function(x, row.names = NULL, optional = FALSE, ...) as.data.frame(as.table(x), row.names, optional)
addmargins <- function(A, margin = seq_along(dim(A)), FUN = sum, quiet = FALSE) {
    if (is.null(dim(A))) 
        stop("'A' must be an array or table")
    n.sid <- length(margin)
    miss.FUN <- missing(FUN)
    if (length(FUN) == 1 && !is.list(FUN)) {
        fname <- if (!miss.FUN) 
            deparse1(substitute(FUN))
        else "Sum"
        FUN <- setNames(list(FUN), fname)
    }
    if (!miss.FUN) {
        add.names <- function(thelist) {
            n <- if (is.null(names(thelist))) rep("", length(thelist)) else names(thelist)
            for (i in seq_along(thelist)[-1L]) {
                if (!is.call(thelist[[i]])) {
                  if (n[i] == "") 
                    n[i] <- as.character(thelist[[i]])
                }
                else if (as.character(thelist[[i]][[1L]]) == 
                  "list") 
                  thelist[[i]] <- add.names(thelist[[i]])
            }
            # the call rebuilt from its named parts
            thelist <- as.list(thelist)
            names(thelist) <- n
            as.call(thelist)
        }
        if (mode(substitute(FUN)) == "call") 
            FUN <- eval.parent(add.names(substitute(FUN)))
        if (is.null(names(FUN))) 
            names(FUN) <- rep("", length(FUN))
    }
    if (length(FUN) != n.sid) {
        if (length(FUN) == 1L) 
            FUN <- rep(FUN, n.sid)
        else stop(gettextf("length of FUN, %d,\n does not match the length of the margins, %d", 
            length(FUN), n.sid), domain = NA)
    }
    fnames <- vector("list", n.sid)
    for (i in seq_along(FUN)) {
        fnames[[i]] <- names(FUN)[i]
        if (is.list(FUN[[i]])) {
            topname <- fnames[[i]]
            fnames[[i]] <- names(FUN[[i]])
            blank <- fnames[[i]] == ""
            fnames[[i]][blank] <- seq_along(blank)[blank]
            if (topname == "") {
                fnames[[i]][blank] <- paste0("Margin ", margin[i], 
                  ".", fnames[[i]][blank])
            }
            else {
                fnames[[i]] <- paste0(topname, ".", fnames[[i]])
            }
        }
        else if (fnames[[i]] == "") 
            fnames[[i]] <- paste("Margin", margin[i])
    }
    expand.one <- function(A, margin, FUN, fnames) {
        if (!inherits(FUN, "list")) 
            FUN <- list(FUN)
        d <- dim(A)
        n.dim <- length(d)
        n.mar <- length(FUN)
        newdim <- d
        newdim[margin] <- newdim[margin] + n.mar
        dnA <- if (is.null(dimnames(A))) vector("list", n.dim) else dimnames(A)
        dnA[[margin]] <- c(if (is.null(dnA[[margin]])) rep("", 
            d[[margin]]) else dnA[[margin]], fnames)
        n.new <- prod(newdim)
        skip <- prod(d[1L:margin])
        runl <- skip/d[margin]
        apos <- rep(c(rep_len(TRUE, skip), rep_len(FALSE, n.mar * 
            runl)), n.new/(skip + n.mar * runl))
        values <- double(length(apos))
        values[apos] <- as.vector(A)
        for (i in 1L:n.mar) {
            mtab <- if (n.dim > 1) 
                apply(A, (1L:n.dim)[-margin], FUN[[i]])
            else FUN[[i]](A)
            select <- rep_len(FALSE, n.mar)
            select[i] <- TRUE
            mpos <- rep(c(rep_len(FALSE, skip), rep(select, each = runl)), 
                prod(dim(A))/skip)
            values[mpos] <- as.vector(mtab)
        }
        array(values, dim = newdim, dimnames = dnA)
    }
    new.A <- A
    for (i in 1L:n.sid) new.A <- expand.one(A = new.A, margin = margin[i], 
        FUN = FUN[[i]], fnames = fnames[[i]])
    if (inherits(A, "table")) 
        class(new.A) <- c("table", class(new.A))
    if (!quiet && !miss.FUN && n.sid > 1) {
        cat("Margins computed over dimensions\nin the following order:\n")
        for (i in seq_len(n.sid)) cat(paste(i), ": ", names(dimnames(A))[margin[i]], 
            "\n", sep = "")
    }
    new.A
}
summary.table <- function(object, ...) {
    if (!inherits(object, "table")) stop(gettextf("'object' must inherit from class %s", dQuote("table")), domain = NA)
    n.cases <- sum(object)
    n.vars <- length(dim(object))
    y <- list(n.vars = n.vars, n.cases = n.cases)
    if (n.vars > 1) {
        m <- vector("list", length = n.vars)
        relFreqs <- object / n.cases
        for (k in 1L:n.vars) m[[k]] <- apply(relFreqs, k, sum)
        expected <- apply(do.call("expand.grid", m), 1L, prod) * n.cases
        statistic <- sum((c(object) - expected)^2 / expected)
        lm <- lengths(m)
        parameter <- prod(lm) - 1L - sum(lm - 1L)
        y <- c(y, list(statistic = statistic, parameter = parameter, approx.ok = all(expected >= 5),
                       p.value = pchisq(statistic, parameter, lower.tail = FALSE), call = attr(object, "call")))
    }
    class(y) <- "summary.table"
    y
}
print.summary.table <- function(x, digits = max(1L, getOption("digits") - 3L), ...) {
    if (!inherits(x, "summary.table")) stop(gettextf("'x' must inherit from class %s", dQuote("summary.table")), domain = NA)
    if (!is.null(x$call)) {
        cat("Call: ")
        print(x$call)
    }
    cat("Number of cases in table:", x$n.cases, "\n")
    cat("Number of factors:", x$n.vars, "\n")
    if (x$n.vars > 1) {
        cat("Test for independence of all factors:\n")
        ch <- x$statistic
        cat("\tChisq = ", format(round(ch, max(0, digits - log10(ch)))), ", df = ", x$parameter,
            ", p-value = ", format.pval(x$p.value, digits, eps = 0), "\n", sep = "")
        if (!x$approx.ok) cat("\tChi-squared approximation may be incorrect\n")
    }
    invisible(x)
}
