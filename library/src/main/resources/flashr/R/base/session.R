# The session: sessionInfo (R's layout, naming what flashr runs on: the JVM, the matrix engine's
# threads and memory, its linear algebra) and traceback (the calls active at the last uncaught error).
sessionInfo <- function(package = NULL) {
    p <- .session_platform()
    sp <- search()
    attached <- sub("^package:", "", sp[startsWith(sp, "package:")])
    basePkgs <- c("stats", "graphics", "grDevices", "utils", "datasets", "methods", "base")
    z <- list(R.version = R.version, platform = paste0(R.version$platform, " (64-bit)"),
              locale = p$locale, running = p$running, RNGkind = RNGkind(),
              basePkgs = attached[attached %in% basePkgs],
              otherPkgs = attached[!attached %in% basePkgs],
              loadedOnly = "compiler", matprod = p$matprod, BLAS = p$BLAS, LAPACK = p$LAPACK,
              flashr = p$flashr, java = p$java,
              engine = list(threads = p$threads, memoryBudget = p$memoryBudget, partitionRows = p$partitionRows))
    class(z) <- "sessionInfo"
    z
}

print.sessionInfo <- function(x, locale = TRUE, ...) {
    mkLabel <- function(L, n) {
        vers <- sapply(L[[n]], function(x) x[["Version"]])
        pkg <- sapply(L[[n]], function(x) x[["Package"]])
        paste(pkg, vers, sep = "_")
    }
    cat(x$R.version$version.string, "\n", sep = "")
    cat("Platform: ", x$platform, "\n", sep = "")
    cat("Running under: ", x$running, "\n", sep = "")
    cat("Interpreter: flashr ", x$flashr, " on ", x$java, "\n", sep = "")
    cat("Matrix engine: ", x$engine$threads, if (x$engine$threads == 1) " thread" else " threads",
        ", memory budget ", format(structure(x$engine$memoryBudget, class = "object_size"), units = "auto"),
        ", ", x$engine$partitionRows, "-row partitions\n\n", sep = "")
    cat("Matrix products: ", x$matprod, "\n", sep = "")
    cat("BLAS:   ", x$BLAS, "\n", sep = "")
    cat("LAPACK: ", x$LAPACK, "\n\n", sep = "")
    if (locale) {
        cat("locale:\n")
        print(strsplit(x$locale, ";", fixed = TRUE)[[1]], quote = FALSE, ...)
        cat("\n")
    }
    cat("attached base packages:\n")
    print(x$basePkgs, quote = FALSE, ...)
    if (length(x$otherPkgs)) {
        cat("\nother attached packages:\n")
        print(paste(x$otherPkgs, x$flashr, sep = "_"), quote = FALSE, ...)
    }
    cat("\nloaded via a namespace (and not attached):\n")
    print(paste(x$loadedOnly, paste(x$R.version$major, x$R.version$minor, sep = "."), sep = "_"), quote = FALSE, ...)
    invisible(x)
}

traceback <- function(x = NULL, max.lines = getOption("deparse.max.lines")) {
    if (is.null(x)) x <- get0(".Traceback", envir = baseenv(), inherits = FALSE)
    n <- length(x)
    if (n == 0L) cat("No traceback available", "\n")
    else {
        for (i in 1L:n) {
            xi <- x[[i]]
            label <- paste0(n - i + 1L, ": ")
            m <- length(xi)
            if (is.numeric(max.lines) && max.lines > 0L && max.lines < m) {
                xi <- c(xi[seq_len(max.lines)], " ...")
                m <- length(xi)
            }
            if (m > 1) label <- c(label, rep(strrep(" ", nchar(label, type = "w")), m - 1L))
            cat(paste0(label, xi), sep = "\n")
        }
    }
    invisible(x)
}
