# base/system.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Running commands and the locale, as R writes them in R over their internals: system, system2,
# Sys.getlocale, Sys.setlocale, R.Version.

system <- function(command, intern = FALSE, ignore.stdout = FALSE, ignore.stderr = FALSE,
                   wait = TRUE, input = NULL, show.output.on.console = TRUE,
                   minimized = FALSE, invisible = TRUE, timeout = 0) {
    if (!missing(show.output.on.console) || !missing(minimized) || !missing(invisible))
        message("arguments 'show.output.on.console', 'minimized' and 'invisible' are for Windows only")
    if (!is.logical(intern) || is.na(intern)) stop("'intern' must be TRUE or FALSE")
    if (!is.logical(ignore.stdout) || is.na(ignore.stdout)) stop("'ignore.stdout' must be TRUE or FALSE")
    if (!is.logical(ignore.stderr) || is.na(ignore.stderr)) stop("'ignore.stderr' must be TRUE or FALSE")
    if (!is.logical(wait) || is.na(wait)) stop("'wait' must be TRUE or FALSE")
    if (ignore.stdout) command <- paste(command, ">/dev/null")
    if (ignore.stderr) command <- paste(command, "2>/dev/null")
    if (!is.null(input)) {
        if (!is.character(input)) stop("'input' must be a character vector or 'NULL'")
        f <- tempfile()
        on.exit(unlink(f))
        writeLines(input, f)
        command <- paste("<", shQuote(f), command)
    }
    if (!wait && !intern) command <- paste(command, "&")
    .system(command, intern, timeout)
}

system2 <- function(command, args = character(), stdout = "", stderr = "", stdin = "",
                    input = NULL, env = character(), wait = TRUE, minimized = FALSE,
                    invisible = TRUE, timeout = 0) {
    if (!missing(minimized) || !missing(invisible))
        message("arguments 'minimized' and 'invisible' are for Windows only")
    if (!is.logical(wait) || is.na(wait)) stop("'wait' must be TRUE or FALSE")
    intern <- FALSE
    command <- paste(c(env, shQuote(command), args), collapse = " ")
    if (is.null(stdout)) stdout <- FALSE
    if (is.null(stderr)) stderr <- FALSE
    else if (isTRUE(stderr)) {
        if (!isTRUE(stdout)) warning("setting stdout = TRUE")
        stdout <- TRUE
    }
    if (identical(stdout, FALSE)) command <- paste(command, ">/dev/null")
    else if (isTRUE(stdout)) intern <- TRUE
    else if (is.character(stdout)) {
        if (length(stdout) != 1L) stop("'stdout' must be of length 1")
        if (nzchar(stdout)) {
            command <- if (identical(stdout, stderr)) paste(command, ">", shQuote(stdout), "2>&1")
                       else paste(command, ">", shQuote(stdout))
        }
    }
    if (identical(stderr, FALSE)) command <- paste(command, "2>/dev/null")
    else if (isTRUE(stderr)) command <- paste(command, "2>&1")
    else if (is.character(stderr)) {
        if (length(stderr) != 1L) stop("'stderr' must be of length 1")
        if (nzchar(stderr) && !identical(stdout, stderr)) command <- paste(command, "2>", shQuote(stderr))
    }
    if (!is.null(input)) {
        if (!is.character(input)) stop("'input' must be a character vector or 'NULL'")
        f <- tempfile()
        on.exit(unlink(f))
        writeLines(input, f)
        command <- paste(command, "<", shQuote(f))
    } else if (nzchar(stdin)) command <- paste(command, "<", shQuote(stdin))
    if (!wait && !intern) command <- paste(command, "&")
    .system(command, intern, timeout)
}

.lc_categories <- function() c("LC_ALL", "LC_COLLATE", "LC_CTYPE", "LC_MONETARY", "LC_NUMERIC",
                                "LC_TIME", "LC_MESSAGES", "LC_PAPER", "LC_MEASUREMENT")

Sys.getlocale <- function(category = "LC_ALL") {
    category <- match(category, .lc_categories())
    if (is.na(category)) stop("invalid 'category' argument")
    .Sys_getlocale(category)
}

Sys.setlocale <- function(category = "LC_ALL", locale = "") {
    category <- match(category, .lc_categories())
    if (is.na(category)) stop("invalid 'category' argument")
    .Sys_setlocale(category, locale)
}

R.Version <- function() unclass(R.version)
