# testthat's expectations with the messages of its edition 2 (what a script without a package
# DESCRIPTION gets): expect_equal and expect_identical through testthat's compare(), expect_true,
# expect_false and expect_null through waldo's description of the difference, expect_error,
# expect_warning and expect_message through condition capture.

expect_equal <- function(object, expected, ..., tolerance = NULL, info = NULL, label = NULL, expected.label = NULL) {
    act_lab <- if (is.null(label)) .testthat_label(substitute(object)) else label
    exp_lab <- if (is.null(expected.label)) .testthat_label(substitute(expected)) else expected.label
    comp <- if (is.null(tolerance)) .testthat_compare(object, expected, ...)
            else .testthat_compare(object, expected, ..., tolerance = tolerance)
    trace <- if (!comp$equal) .testthat_expect_trace(0)
    .testthat_expect(comp$equal, sprintf("%s not equal to %s.\n%s", act_lab, exp_lab, comp$message), info, trace)
    invisible(object)
}

expect_identical <- function(object, expected, info = NULL, label = NULL, expected.label = NULL, ...) {
    act_lab <- if (is.null(label)) .testthat_label(substitute(object)) else label
    exp_lab <- if (is.null(expected.label)) .testthat_label(substitute(expected)) else expected.label
    ident <- identical(object, expected, ...)
    msg <- ""
    if (!ident) {
        comp <- .testthat_compare(object, expected)
        msg <- if (comp$equal) "Objects equal but not identical" else comp$message
    }
    trace <- if (!ident) .testthat_expect_trace(0)
    .testthat_expect(ident, sprintf("%s not identical to %s.\n%s", act_lab, exp_lab, msg), info, trace)
    invisible(object)
}

expect_true <- function(object, info = NULL, label = NULL) {
    lab <- if (is.null(label)) .testthat_label(substitute(object)) else label
    val <- as.vector(object)
    ok <- identical(val, TRUE)
    trace <- if (!ok) .testthat_expect_trace(0)
    .testthat_expect(ok, sprintf("%s is not TRUE\n\n%s", lab, .testthat_waldo_constant(val, TRUE)), info, trace)
    invisible(val)
}

expect_false <- function(object, info = NULL, label = NULL) {
    lab <- if (is.null(label)) .testthat_label(substitute(object)) else label
    val <- as.vector(object)
    ok <- identical(val, FALSE)
    trace <- if (!ok) .testthat_expect_trace(0)
    .testthat_expect(ok, sprintf("%s is not FALSE\n\n%s", lab, .testthat_waldo_constant(val, FALSE)), info, trace)
    invisible(val)
}

expect_null <- function(object, info = NULL, label = NULL) {
    lab <- if (is.null(label)) .testthat_label(substitute(object)) else label
    ok <- is.null(object)
    trace <- if (!ok) .testthat_expect_trace(0)
    .testthat_expect(ok, sprintf("%s is not NULL\n\n%s", lab, .testthat_waldo_constant(object, NULL)), info, trace)
    invisible(object)
}

expect_length <- function(object, n) {
    stopifnot(is.numeric(n), length(n) == 1)
    lab <- .testthat_label(substitute(object))
    len <- length(object)
    ok <- len == n
    trace <- if (!ok) .testthat_expect_trace(0)
    .testthat_expect(ok, sprintf("%s has length %i, not length %i.", lab, len, as.integer(n)), NULL, trace)
    invisible(object)
}

fail <- function(message = "Failure has been forced", info = NULL) {
    .testthat_expect(FALSE, message, info, .testthat_expect_trace(0))
}

succeed <- function(message = "Success has been forced", info = NULL) .testthat_expect(TRUE, message, info)

expect_error <- function(object, regexp = NULL, class = NULL, ..., inherit = TRUE, info = NULL, label = NULL) {
    lab <- if (is.null(label)) .testthat_quo_label(substitute(object)) else label
    value <- NULL
    user_trace <- NULL
    cnd <- tryCatch(withCallingHandlers({
        value <- object
        NULL
    }, error = function(e) user_trace <<- .testthat_capture_trace()), error = function(e) e)
    msg <- .testthat_compare_condition(cnd, lab, regexp, class, ...)
    trace <- NULL
    if (!is.null(msg) && is.null(cnd)) trace <- .testthat_expect_trace(0)
    if (!is.null(msg) && !is.null(cnd)) {
        calls <- sys.calls()
        top <- .testthat_top_frame(calls)
        here <- length(calls)
        if (top > 0) {
            trace <- .testthat_branch(calls, sys.parents(), top + 1, here, 0)
            e <- here - top
            trace <- c(trace, if (length(user_trace$calls) == 0)
                c(paste0(format(e + 1, width = 2), ". testthat:::quasi_capture(...)"),
                  paste0(format(e + 4, width = 2), ". rlang::eval_bare(quo_get_expr(.quo), quo_get_env(.quo))"))
            else user_trace$lines(e + 4))
        }
    }
    .testthat_expect(is.null(msg), msg, info, trace)
    invisible(if (is.null(value)) cnd else value)
}

# In expect_error's calling handler: the frames of the expression that raised the error, which run
# after expect_error's own frames (those of this implementation, not of the user, are left out).
.testthat_capture_trace <- function() {
    calls <- sys.calls()
    n <- length(calls)
    parents <- sys.parents()
    first <- n
    for (i in seq_len(n)) {
        f <- tryCatch(sys.function(i), error = function(e) NULL)
        if (identical(f, expect_error)) first <- i
    }
    bottom <- n - 2
    while (bottom > first && is.null(tryCatch(sys.function(bottom), error = function(e) NULL))) bottom <- bottom - 1
    user <- integer()
    i <- bottom
    while (i > first) {
        if (!is.null(tryCatch(sys.function(i), error = function(e) NULL))) user <- c(i, user)
        i <- parents[[i]]
    }
    user_calls <- calls[user]
    user_funs <- lapply(user, function(k) sys.function(k))
    list(calls = user_calls, lines = function(offset) {
        out <- character()
        for (j in seq_along(user_calls)) out <- c(out, .testthat_frame_line(offset + j, user_calls[[j]], user_funs[[j]]))
        out
    })
}

.testthat_compare_condition <- function(cond, lab, regexp = NULL, class = NULL, ...) {
    if (identical(regexp, NA)) {
        if (!is.null(cond))
            return(sprintf("%s threw an %s.\nMessage: %s\nClass:   %s", lab, "error", conditionMessage(cond),
                           paste(class(cond), collapse = "/")))
        return(NULL)
    }
    if (is.null(cond)) return(sprintf("%s did not throw an %s.", lab, "error"))
    ok_class <- is.null(class) || inherits(cond, class)
    ok_msg <- is.null(regexp) || any(grepl(regexp, conditionMessage(cond), ...))
    if (ok_msg && ok_class) return(NULL)
    problems <- c(if (!ok_class) "class", if (!ok_msg) "message")
    message <- conditionMessage(cond)
    details <- c(if (!ok_class) sprintf("Expected class: %s\nActual class:   %s\nMessage:        %s",
                                         paste0(class, collapse = "/"), paste0(class(cond), collapse = "/"), message),
                 if (!ok_msg) sprintf("Expected match: %s\nActual message: %s", encodeString(regexp, quote = "\""),
                                      encodeString(message, quote = "\"")))
    sprintf("%s threw an %s with unexpected %s.\n%s", lab, "error", paste(problems, collapse = " and "),
            paste(details, collapse = "\n"))
}

expect_warning <- function(object, regexp = NULL, class = NULL, ..., inherit = TRUE, all = FALSE, info = NULL, label = NULL) {
    lab <- if (is.null(label)) .testthat_quo_label(substitute(object)) else label
    messages <- character()
    value <- withCallingHandlers(object, warning = function(w) {
        messages <<- c(messages, conditionMessage(w))
        invokeRestart("muffleWarning")
    })
    msg <- .testthat_compare_messages(messages, lab, regexp, ..., all = all, cond_type = "warnings")
    trace <- if (!is.null(msg)) .testthat_expect_trace(0)
    .testthat_expect(is.null(msg), msg, info, trace)
    invisible(value)
}

expect_message <- function(object, regexp = NULL, class = NULL, ..., inherit = TRUE, all = FALSE, info = NULL, label = NULL) {
    lab <- if (is.null(label)) .testthat_quo_label(substitute(object)) else label
    messages <- character()
    value <- withCallingHandlers(object, message = function(m) {
        messages <<- c(messages, conditionMessage(m))
        invokeRestart("muffleMessage")
    })
    msg <- .testthat_compare_messages(messages, lab, regexp, ..., all = all, cond_type = "messages")
    trace <- if (!is.null(msg)) .testthat_expect_trace(0)
    .testthat_expect(is.null(msg), msg, info, trace)
    invisible(value)
}

.testthat_compare_messages <- function(messages, lab, regexp = NA, ..., all = FALSE, cond_type = "messages") {
    bullets <- paste0("* ", messages, collapse = "\n")
    if (identical(regexp, NA)) {
        if (length(messages) > 0) return(sprintf("%s generated %s:\n%s", lab, cond_type, bullets))
        return(NULL)
    }
    if (length(messages) == 0) return(sprintf("%s did not produce any %s.", lab, cond_type))
    if (is.null(regexp)) return(NULL)
    matched <- grepl(regexp, messages, ...)
    if ((all && all(matched)) || (!all && any(matched))) return(NULL)
    sprintf("%s produced unexpected %s.\n%s\n%s", lab, cond_type, paste0("Expected match: ", encodeString(regexp)),
            paste0("Actual values:\n", bullets))
}

# Labels: testthat's expr_label for the values compared, rlang's quo_label for captured code.
.testthat_label <- function(x) {
    if (is.symbol(x)) return(paste0("`", as.character(x), "`"))
    if (is.call(x)) {
        text <- deparse(x)
        if (length(text) > 1) return(paste0(paste(deparse(x[[1]]), collapse = " "), "(...)"))
        return(text)
    }
    paste(deparse(x), collapse = " ")
}

.testthat_quo_label <- function(x) {
    if (is.symbol(x)) return(paste0("`", as.character(x), "`"))
    if (is.call(x)) {
        if (identical(x[[1]], as.name("{"))) return("`{ ... }`")
        text <- deparse(x)
        return(paste0("`", text[[1]], if (length(text) > 1) "...", "`"))
    }
    paste(deparse(x), collapse = " ")
}
