# utils/utils-more.R: part of R's utils package as flashr defines it, bound lazily in the utils namespace.
#
# More of utils' own R code, as R writes it, with the behaviour Rscript shows on Linux: memory.size
# and memory.limit (Windows only: a warning and Inf), askYesNo, select.list and the history
# functions (no console: errors), globalVariables, removeSource, charClass, srcref accessors.

memory.size <- function(max = FALSE) {
    warning("'memory.size()' is Windows-specific", call. = FALSE)
    Inf
}
memory.limit <- function(size = NA) {
    warning("'memory.limit()' is Windows-specific", call. = FALSE)
    Inf
}
alarm <- function() {
    cat("\a")
    flush.console()
}

askYesNo <- function(msg, default = TRUE, prompts = getOption("askYesNo", gettext(c("Yes", "No", "Cancel"))), ...) {
    if (is.character(prompts) && length(prompts) == 1) prompts <- strsplit(prompts, "/")[[1]]
    if (!is.character(prompts) || length(prompts) != 3) {
        fn <- match.fun(prompts)
        return(fn(msg = msg, default = default, prompts = prompts, ...))
    }
    choices <- tolower(prompts)
    if (is.na(default)) choices[3L] <- prompts[3L]
    else if (default) choices[1L] <- prompts[1L]
    else choices[2L] <- prompts[2L]
    msg1 <- paste0("(", paste(choices, collapse = "/"), ") ")
    if (nchar(paste0(msg, msg1)) > 250) {
        cat(msg, "\n")
        msg <- msg1
    } else msg <- paste0(msg, " ", msg1)
    ans <- readline(msg)
    match <- pmatch(tolower(ans), tolower(choices))
    if (!nzchar(ans)) default
    else if (is.na(match)) stop("Unrecognized response ", dQuote(ans))
    else c(TRUE, FALSE, NA)[match]
}

select.list <- function(choices, preselect = NULL, multiple = FALSE, title = NULL, graphics = getOption("menu.graphics")) {
    if (!interactive()) stop("select.list() cannot be used non-interactively")
    if (!is.null(title) && (!is.character(title) || length(title) != 1))
        stop("'title' must be NULL or a length-1 character vector")
    res <- menu(choices, FALSE, title)
    if (res < 1L || res > length(choices)) "" else choices[res]
}

menu <- function(choices, graphics = FALSE, title = NULL) {
    if (!interactive()) stop("menu() cannot be used non-interactively")
    nc <- length(choices)
    if (length(title) && nzchar(title[1L])) cat(title[1L], "\n")
    op <- paste0(format(seq_len(nc)), ": ", choices)
    if (nc > 10L) {
        fop <- format(op)
        nw <- nchar(fop[1L], "w") + 2L
        ncol <- getOption("width") %/% nw
        if (ncol > 1L) op <- paste0(fop, c(rep.int("  ", min(nc, ncol) - 1L), "\n"), collapse = "")
    }
    cat("", op, "", sep = "\n")
    repeat {
        ans <- readline("Selection: ")
        ind <- suppressWarnings(as.integer(ans))
        if (!is.na(ind) && ind >= 0L && ind <= nc) return(ind)
        cat(gettext("Enter an item from the menu, or 0 to exit\n"))
    }
}

# Rscript has no console history
savehistory <- function(file = ".Rhistory") stop("no history available to save")
loadhistory <- function(file = ".Rhistory") stop("no history mechanism available")
history <- function(max.show = 25, reverse = FALSE, pattern, ...) {
    file1 <- tempfile("Rrawhist")
    savehistory(file1)
}

.registerNames <- function(names, package, .listFile, add = TRUE) {
    .simplePackageName <- function(env)
        get0(".packageName", envir = env, inherits = FALSE, ifnotfound = "(unknown package)")
    if (missing(package)) {
        env <- topenv(parent.frame(2L))
        package <- .simplePackageName(env)
    } else if (is.environment(package)) {
        env <- package
        package <- .simplePackageName(env)
    } else env <- asNamespace(package)
    current <- get0(.listFile, envir = env, inherits = FALSE, ifnotfound = character())
    if (!missing(names)) {
        if (environmentIsLocked(env))
            stop(gettextf("The namespace for package \"%s\" is locked; no changes in the global variables list may be made.", package))
        current <- if (add) unique(c(current, names)) else names
        assign(.listFile, current, envir = env)
    }
    current
}
globalVariables <- function(names, package, add = TRUE) .registerNames(names, package, ".__global__", add)
suppressForeignCheck <- function(names, package, add = TRUE) .registerNames(names, package, ".__suppressForeign__", add)

removeSource <- function(fn) {
    if (is.function(fn)) {
        if (!is.primitive(fn)) attr(fn, "srcref") <- NULL
        fn
    } else if (is.language(fn)) fn
    else stop("argument is not a function or language object:", typeof(fn))
}

packageName <- function(env = parent.frame()) {
    if (!is.environment(env)) stop("'env' must be an environment")
    env <- topenv(env)
    if (!is.null(pn <- get0(".packageName", envir = env, inherits = FALSE))) pn
    else if (identical(env, asNamespace("base"))) "base"
    else if (isNamespace(env)) unname(getNamespaceName(env))
}

asDateBuilt <- function(built) as.Date(strsplit(built, split = "; ", fixed = TRUE)[[1L]][[3L]], format = "%Y-%m-%d")

# the characters of x (a string, or code points) in a POSIX character class
charClass <- function(x, class) {
    if (is.character(x)) {
        if (length(x) != 1L) stop("argument 'x' must be a length-1 character vector")
        x <- utf8ToInt(x)
    }
    classes <- c("alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space", "upper", "xdigit")
    if (!is.character(class) || length(class) != 1L || !(class %in% classes)) stop("argument 'class' must be a character string")
    grepl(paste0("^[[:", class, ":]]$"), intToUtf8(x, multiple = TRUE))
}

getSrcref <- function(x) {
    if (inherits(x, "srcref")) x
    else if (!is.null(srcref <- attr(x, "srcref")) || is.function(x) && !is.null(srcref <- getSrcref(body(x)))) srcref
}
getSrcFilename <- function(x, full.names = FALSE, unique = TRUE) {
    srcref <- getSrcref(x)
    if (is.list(srcref)) result <- sapply(srcref, getSrcFilename, full.names, unique)
    else {
        srcfile <- attr(srcref, "srcfile")
        result <- if (is.null(srcfile)) character() else srcfile$filename
    }
    result <- if (full.names) result else basename(result)
    if (unique) unique(result) else result
}
getSrcDirectory <- function(x, unique = TRUE) {
    result <- dirname(getSrcFilename(x, full.names = TRUE, unique = unique))
    if (unique) unique(result) else result
}
getSrcLocation <- function(x, which = c("line", "column", "byte", "parse"), first = TRUE) {
    srcref <- getSrcref(x)
    if (is.null(srcref)) return(NULL)
    if (is.list(srcref)) sapply(srcref, getSrcLocation, which, first)
    else {
        if (length(srcref) == 6L) srcref <- c(srcref, srcref[c(1L, 3L)])
        which <- match.arg(which)
        index <- if (first) c(line = 1L, column = 5L, byte = 2L, parse = 7L)[which]
                 else c(line = 3L, column = 6L, byte = 4L, parse = 8L)[which]
        srcref[index]
    }
}
