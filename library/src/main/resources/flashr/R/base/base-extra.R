# base/base-extra.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Small base functions scripts call: license, .S3method, .valid.factor, attr.all.equal, .bincode,
# .kronecker, as.matrix.noquote, .makeMessage, readRenviron and pcre_config, as R 4.2 writes them;
# R's internals (bincode, readRenviron, pcre_config) written in R.

license <- function() {
    cat("\nThis software is distributed under the terms of the GNU General\n")
    cat("Public License, either Version 2, June 1991 or Version 3, June 2007.\n")
    cat("The terms of version 2 of the license are in a file called COPYING\nwhich you should have received with\n")
    cat("this software and which can be displayed by RShowDoc(\"COPYING\").\n")
    cat("Version 3 of the license can be displayed by RShowDoc(\"GPL-3\").\n")
    cat("\n")
    cat("Copies of both versions 2 and 3 of the license can be found\n")
    cat("at https://www.R-project.org/Licenses/.\n")
    cat("\n")
    cat("A small number of files (the API header files listed in\n")
    cat("R_DOC_DIR/COPYRIGHTS) are distributed under the\n")
    cat("LESSER GNU GENERAL PUBLIC LICENSE, version 2.1 or later.\n")
    cat("This can be displayed by RShowDoc(\"LGPL-2.1\"),\n")
    cat("or obtained at the URI given.\n")
    cat("Version 3 of the license can be displayed by RShowDoc(\"LGPL-3\").\n")
    cat("\n")
    cat("'Share and Enjoy.'\n\n")
}

licence <- function() license()

.S3method <- function(generic, class, method) {
    if(missing(method)) method <- paste(generic, class, sep = ".")
    method <- match.fun(method)
    registerS3method(generic, class, method, envir = parent.frame())
    invisible(NULL)
}

.valid.factor <- function(object) {
    levs <- levels(object)
    if (!is.character(levs))
        return("factor levels must be \"character\"")
    if (d <- anyDuplicated(levs))
        return(sprintf("duplicated level [%d] in factor", d))
    ## 'else'	ok :
    TRUE
}

attr.all.equal <- function(target, current, ..., check.attributes = TRUE, check.names = TRUE) {
    if (!is.logical(check.attributes))
        stop(gettextf("'%s' must be logical", "check.attributes"), domain = NA)
    if (!is.logical(check.names))
        stop(gettextf("'%s' must be logical", "check.names"), domain = NA)
    msg <- NULL
    if(mode(target) != mode(current))
        msg <- paste0("Modes: ", mode(target), ", ", mode(current))
    if(length(target) != length(current))
        msg <- c(msg, paste0("Lengths: ", length(target), ", ", length(current)))
    ax <- attributes(target)
    ay <- attributes(current)
    if(check.names) {
        nx <- names(target)
        ny <- names(current)
        if((lx <- length(nx)) | (ly <- length(ny))) {
            ## names() will be checked here, so will not be checked in the attributes
            ax$names <- ay$names <- NULL
            if(lx && ly) {
                if(is.character(m <- all.equal.character(nx, ny, check.attributes = check.attributes)))
                    msg <- c(msg, paste("Names:", m))
            } else if(lx)
                msg <- c(msg, "names for target but not for current")
            else msg <- c(msg, "names for current but not for target")
        }
    } else {
        ax[["names"]] <- NULL
        ay[["names"]] <- NULL
    }
    if(check.attributes && (length(ax) || length(ay))) {
        nx <- names(ax)
        ny <- names(ay)
        if(length(nx)) ax <- ax[order(nx)]
        if(length(ny)) ay <- ay[order(ny)]
        tt <- all.equal(ax, ay, ..., check.attributes = check.attributes)
        if(is.character(tt)) msg <- c(msg, paste("Attributes: <", tt, ">"))
    }
    msg # NULL or character
}

# R's C bincode: the interval of breaks each x falls in, NA outside; include.lowest closes the open end
.bincode <- function(x, breaks, right = TRUE, include.lowest = FALSE) {
    x <- as.double(x)
    breaks <- as.double(breaks)
    nb <- length(breaks)
    if (anyNA(breaks)) stop("NA's in .bincode(x, breaks, right, include.lowest)")
    if (nb > 1L && is.unsorted(breaks)) stop("'breaks' is not sorted")
    code <- rep.int(NA_integer_, length(x))
    if (nb < 2L) return(code)
    code <- findInterval(x, breaks, left.open = right)
    if (include.lowest) {
        code[!is.na(x) & x == breaks[if (right) 1L else nb]] <- if (right) 1L else nb - 1L
    }
    code[is.na(x) | code < 1L | code >= nb] <- NA_integer_
    code
}

.kronecker <- function(X, Y, FUN = "*", make.dimnames = FALSE, ...) {
    X <- as.array(X)
    Y <- as.array(Y)
    if (make.dimnames) {
        dnx <- dimnames(X)
        dny <- dimnames(Y)
    }
    dX <- dim(X)
    dY <- dim(Y)
    ld <- length(dX) - length(dY)
    if (ld < 0L)
        dX <- dim(X) <- c(dX, rep.int(1, -ld))
    else if (ld > 0L)
        dY <- dim(Y) <- c(dY, rep.int(1, ld))
    opobj <- outer(X, Y, FUN, ...)
    dp <- as.vector(t(matrix(1L:(2*length(dX)), ncol = 2)[, 2:1]))
    opobj <- aperm(opobj, dp)
    dim(opobj) <- dX * dY
    if (make.dimnames && !(is.null(dnx) && is.null(dny))) {
        if (is.null(dnx))
            dnx <- vector("list", length(dX))
        else if (ld < 0L)
            dnx <- c(dnx, vector("list", -ld))
        tmp <- which(sapply(dnx, is.null))
        dnx[tmp] <- lapply(tmp, function(i) rep.int("", dX[i]))
        if (is.null(dny))
            dny <- vector("list", length(dY))
        else if (ld > 0)
            dny <- c(dny, vector("list", ld))
        tmp <- which(sapply(dny, is.null))
        dny[tmp] <- lapply(tmp, function(i) rep.int("", dY[i]))
        k <- length(dim(opobj))
        dno <- vector("list", k)
        for (i in 1L:k) {
            tmp <- outer(dnx[[i]], dny[[i]], FUN = paste, sep = ":")
            dno[[i]] <- as.vector(t(tmp))
        }
        dimnames(opobj) <- dno
    }
    opobj
}

as.matrix.noquote <- function(x, ...) noquote(NextMethod("as.matrix", x))

.makeMessage <- function(..., domain = NULL, appendLF = FALSE) {
    msg <- if (...length()) paste(unlist(lapply(list(...), as.character)), collapse = "") else ""
    if (appendLF) paste0(msg, "\n") else msg
}

# R's C readRenviron: NAME=value lines (# comments), quotes stripped, ${VAR} and ${VAR-default} expanded
readRenviron <- function(path) {
    if (!is.character(path) || length(path) != 1L)
        stop("argument 'x' must be a character string")
    file <- path.expand(path)
    if (!file.exists(file) || dir.exists(file)) {
        warning(gettextf("file '%s' cannot be opened for reading", file))
        return(FALSE)
    }
    expand <- function(v) {
        repeat {
            m <- regexpr("\\$\\{[^{}]*\\}", v)
            if (m < 0L) break
            inner <- substr(v, m + 2L, m + attr(m, "match.length") - 2L)
            parts <- regmatches(inner, regexec("^([^-:]*)(:?-)?(.*)$", inner))[[1L]]
            val <- Sys.getenv(parts[2L], unset = NA)
            if (is.na(val) || (parts[3L] == ":-" && !nzchar(val))) val <- if (nzchar(parts[3L])) parts[4L] else ""
            v <- paste0(substr(v, 1L, m - 1L), val, substring(v, m + attr(m, "match.length")))
        }
        v
    }
    for (line in readLines(file, warn = FALSE)) {
        line <- sub("^[ \t]+", "", line)
        if (!nzchar(line) || startsWith(line, "#")) next
        eq <- regexpr("=", line, fixed = TRUE)
        if (eq < 2L) next
        name <- sub("[ \t]+$", "", substr(line, 1L, eq - 1L))
        value <- sub("^[ \t]+", "", sub("[ \t]+$", "", substring(line, eq + 1L)))
        if (grepl("^'.*'$", value) || grepl('^".*"$', value))
            value <- substr(value, 2L, nchar(value) - 1L)
        value <- expand(value)
        do.call(Sys.setenv, structure(list(value), names = name))
    }
    TRUE
}

pcre_config <- function()
    c(`UTF-8` = TRUE, `Unicode properties` = TRUE, JIT = TRUE, stack = FALSE)

`[.listof` <- function(x, i, ...) structure(NextMethod("["), class = class(x))
`[.simple.list` <- function(x, i, ...) structure(NextMethod("["), class = class(x))
`[.Dlist` <- function(x, i, ...) structure(NextMethod("["), class = class(x))

print.Dlist <- function(x, ...) {
    if (!is.list(x) && !is.matrix(x) && is.null(names(x))) return(NextMethod())
    cat(formatDL(x, ...), sep = "\n")
    invisible(x)
}

# The JVM's collector has no torture mode: R's answers when it is off (the previous settings)
gctorture <- function(on = TRUE) invisible(FALSE)
gctorture2 <- function(step, wait = step, inhibit_release = FALSE) 0L

# R's C asS4 (R_setS4Object). flashr's S4 mark is the "package" attribute of a formal class's class
# (or an object of type S4), so an object of no formal class cannot be marked.
asS4 <- function(object, flag = TRUE, complete = TRUE) {
    if (length(flag) != 1L || is.na(flag <- as.logical(flag))) stop("invalid 'flag' argument")
    if (is.na(complete <- suppressWarnings(as.integer(complete)))) stop("invalid 'complete' argument")
    if (flag == isS4(object)) return(object)
    if (flag) stop("flashr can mark as S4 only an object of a formal class (see setClass)")
    if (complete) {
        if (typeof(object) == "S4") {
            value <- attr(object, ".Data")
            if (is.null(value)) value <- attr(object, ".xData")
            if (!is.null(value) && !isS4(value)) return(value)
            if (complete == 1L)
                stop(gettextf("object of class \"%s\" does not correspond to a valid S3 object",
                              class(object)[1L]), domain = NA)
            return(object)
        }
        s3 <- attr(object, ".S3Class")
        attr(object, "class") <- NULL
        attr(object, ".S3Class") <- NULL
        if (!is.null(s3)) attr(object, "class") <- s3
        return(object)
    }
    if (typeof(object) != "S4") attr(object, "class") <- as.vector(attr(object, "class"))
    object
}

asS3 <- function(object, flag = TRUE, complete = TRUE) asS4(object, !as.logical(flag), complete)
