# base/callbacks.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Top-level task callbacks (addTaskCallback and taskCallbackManager, as R's: called after each
# top-level expression that completes, removed when they return FALSE), kept in base's
# .TaskCallbacks, which the script runner reads; and user hooks (setHook, getHook, packageEvent),
# kept in base's .userHooksEnv.

.taskCallbackList <- function() get0(".TaskCallbacks", envir = baseenv(), inherits = FALSE, ifnotfound = list())
addTaskCallback <- function(f, data = NULL, name = character()) {
    if (!is.function(f)) stop("handler must be a function")
    cbs <- .taskCallbackList()
    name <- as.character(name)
    if (!length(name)) name <- as.character(length(cbs) + 1L)
    cbs[[name]] <- list(f = f, data = data, useData = !missing(data))
    assign(".TaskCallbacks", cbs, envir = baseenv())
    structure(match(name, names(cbs)), names = name)
}
removeTaskCallback <- function(id) {
    if (!is.character(id)) id <- as.integer(id)
    cbs <- .taskCallbackList()
    i <- if (is.character(id)) match(id, names(cbs)) else id
    if (length(i) != 1L || is.na(i) || i < 1L || i > length(cbs)) return(FALSE)
    cbs[[i]] <- NULL
    assign(".TaskCallbacks", cbs, envir = baseenv())
    TRUE
}
getTaskCallbackNames <- function() {
    n <- names(.taskCallbackList())
    if (is.null(n)) character() else n
}
# called by the script runner: a callback that does not return TRUE is removed
.runTaskCallbacks <- function(expr, value, ok, visible) {
    cbs <- .taskCallbackList()
    discard <- character()
    for (i in seq_along(cbs)) {
        cb <- cbs[[i]]
        val <- if (cb$useData) cb$f(expr, value, ok, visible, cb$data) else cb$f(expr, value, ok, visible)
        if (!isTRUE(as.logical(val)[1L])) discard <- c(discard, names(cbs)[i])
    }
    if (length(discard)) {
        cbs <- .taskCallbackList()
        assign(".TaskCallbacks", cbs[!(names(cbs) %in% discard)], envir = baseenv())
    }
    invisible()
}
taskCallbackManager <- function(handlers = list(), registered = FALSE, verbose = FALSE) {
    suspended <- FALSE
    .verbose <- verbose
    add <- function(f, data = NULL, name = NULL, register = TRUE) {
        if (is.null(name)) name <- as.character(length(handlers) + 1L)
        handlers[[name]] <<- list(f = f)
        if (!missing(data)) handlers[[name]][["data"]] <<- data
        if (!registered && register) register()
        name
    }
    remove <- function(which) {
        if (length(which) != 1L) stop("'which' must be of length 1")
        if (is.character(which)) {
            tmp <- match(which, names(handlers))
            if (is.na(tmp)) stop(gettextf("no such element '%s'", which), domain = NA)
            which <- tmp
        } else if (is.numeric(which)) {
            which <- as.integer(which)
            if (which <= 0 || which > length(handlers)) stop("invalid 'which' argument")
        } else stop("'which' must be character or numeric")
        handlers <<- handlers[-which]
        return(TRUE)
    }
    evaluate <- function(expr, value, ok, visible) {
        if (suspended) return(TRUE)
        discard <- character()
        for (i in names(handlers)) {
            h <- handlers[[i]]
            val <- if (length(h) > 1L) h[["f"]](expr, value, ok, visible, h[["data"]]) else h[["f"]](expr, value, ok, visible)
            if (!val) discard <- c(discard, i)
        }
        if (length(discard)) {
            if (.verbose) cat(gettextf("Removing %s", paste(discard, collapse = ", ")), "\n")
            idx <- is.na(match(names(handlers), discard))
            if (length(idx)) handlers <<- handlers[idx] else handlers <<- list()
        }
        return(TRUE)
    }
    suspend <- function(status = TRUE) suspended <<- status
    register <- function(name = "R-taskCallbackManager", verbose = .verbose) {
        if (verbose) cat(gettext("Registering 'evaluate' as low-level callback\n"))
        id <- addTaskCallback(evaluate, name = name)
        registered <<- TRUE
        id
    }
    list(add = add, evaluate = evaluate, remove = remove, register = register, suspend = suspend,
         callbacks = function() handlers)
}

.hooksEnv <- function() {
    e <- get0(".userHooksEnv", envir = baseenv(), inherits = FALSE)
    if (is.null(e)) {
        e <- new.env(hash = FALSE, parent = baseenv())
        assign(".userHooksEnv", e, envir = baseenv())
    }
    e
}
packageEvent <- function(pkgname, event = c("onLoad", "attach", "detach", "onUnload")) {
    event <- match.arg(event)
    pkgname <- strsplit(pkgname, "_", fixed = TRUE)[[1L]][1L]
    paste("UserHook", pkgname, event, sep = "::")
}
getHook <- function(hookName) get0(hookName, envir = .hooksEnv(), inherits = FALSE, ifnotfound = list())
setHook <- function(hookName, value, action = c("append", "prepend", "replace")) {
    action <- match.arg(action)
    old <- getHook(hookName)
    new <- switch(action, "append" = c(old, value), "prepend" = c(value, old),
                  "replace" = if (is.null(value) || is.list(value)) value else list(value))
    if (length(new)) assign(hookName, new, envir = .hooksEnv(), inherits = FALSE)
    else if (exists(hookName, envir = .hooksEnv(), inherits = FALSE)) remove(list = hookName, envir = .hooksEnv(), inherits = FALSE)
    invisible()
}
