# testthat's runner as Rscript shows it (testthat 3.1, edition 2, no DESCRIPTION file): each
# test_that() call reports at once through testthat's StopReporter -- "Test passed" and a praise
# emoji when nothing went wrong, otherwise one ruled summary per failure, error, skip or warning --
# and halts the script with "Test failed" after a failure or an error. Outside test_that() a failed
# expectation is an error of its own ("Error: <message>").
#
# State lives in .testthat_env (defined by TestthatBuiltins): `test` is the description of the
# running test (NULL at top level), `issues` what it recorded, `handled` whether an expectation,
# error or skip was seen (a test without any is skipped as empty).

test_that <- function(desc, code) {
    if (!is.character(desc) || length(desc) != 1) stop("`desc` must be a string")
    code <- substitute(code)
    test_env <- new.env(parent = parent.frame())
    state <- .testthat_env
    outer <- list(test = state$test, issues = state$issues, handled = state$handled)
    state$test <- desc
    state$issues <- list()
    state$handled <- FALSE
    # the test code runs in a frame whose call is eval(code, test_env), as in testthat: an error
    # raised right in the test code is reported "in `eval(code, test_env)`"
    eval <- .testthat_eval_code
    tryCatch(withCallingHandlers({
        eval(code, test_env)
        if (!state$handled) .testthat_skip_empty()
    }, skip = function(e) {
        state$handled <- TRUE
        .testthat_add("skip", conditionMessage(e), NULL)
    }, warning = function(w) {
        trace <- .testthat_signal_trace()
        .testthat_add("warning", conditionMessage(w), trace)
        invokeRestart("muffleWarning")
    }, message = function(m) {
        invokeRestart("muffleMessage")
    }, error = function(e) {
        state$handled <- TRUE
        trace <- .testthat_signal_trace()
        .testthat_add("error", .testthat_error_text(e), trace)
    }), error = function(e) NULL, skip = function(e) NULL)
    issues <- state$issues
    state$test <- outer$test
    state$issues <- outer$issues
    state$handled <- outer$handled
    .testthat_report(desc, issues)
    broken <- FALSE
    for (i in issues) broken <- broken || i$type %in% c("failure", "error")
    reporter <- .testthat_stop_reporter()
    if (broken) reporter$stop_if_needed()
    invisible(!broken && length(issues) == 0)
}

.testthat_eval_code <- function(code, test_env) eval(code, test_env)

.testthat_stop_reporter <- function() list(stop_if_needed = function() stop("Test failed"))

context <- function(desc) invisible(NULL)

skip <- function(message) {
    message <- paste0(message, collapse = "\n")
    stop(structure(list(message = paste0("Reason: ", message)), class = c("skip", "condition")))
}

.testthat_skip_empty <- function() {
    stop(structure(list(message = "Reason: empty test"), class = c("skip_empty", "skip", "condition")))
}

skip_if <- function(condition, message = NULL) {
    if (is.null(message)) message <- paste0(paste(deparse(substitute(condition)), collapse = " "), " is TRUE")
    if (isTRUE(condition)) skip(message)
    invisible()
}

skip_if_not <- function(condition, message = NULL) {
    if (is.null(message)) message <- paste0(paste(deparse(substitute(condition)), collapse = " "), " is not TRUE")
    if (!isTRUE(condition)) skip(message)
    invisible()
}

# Records an expectation's outcome; outside test_that() a failure is an error of class
# expectation_failure, as testthat signals it.
.testthat_expect <- function(ok, failure_message, info = NULL, trace = NULL) {
    state <- .testthat_env
    if (is.null(state$test)) {
        if (!ok) {
            message <- paste(c(failure_message, info), collapse = "\n")
            stop(structure(list(message = message, srcref = NULL, trace = NULL),
                           class = c("expectation_failure", "expectation", "error", "condition")))
        }
        return(invisible())
    }
    state$handled <- TRUE
    if (!ok) .testthat_add("failure", paste(c(failure_message, info), collapse = "\n"), trace)
    invisible()
}

.testthat_add <- function(type, message, trace) {
    state <- .testthat_env
    state$issues[[length(state$issues) + 1]] <- list(type = type, message = message, trace = trace)
}

.testthat_error_text <- function(e) {
    call <- conditionCall(e)
    header <- if (is.null(call)) "Error: " else paste0("Error in `", paste(deparse(call), collapse = " "), "`: ")
    cls <- class(e)
    paste0(if (!(cls[[1]] %in% c("simpleError", "rlang_error"))) paste0("<", paste(cls, collapse = "/"), ">\n"),
           header, conditionMessage(e))
}

.testthat_report <- function(desc, issues) {
    if (length(issues) == 0) {
        cat("Test passed ", .testthat_praise(), "\n", sep = "")
        return(invisible())
    }
    for (i in issues) {
        header <- paste0(.testthat_first_upper(i$type), " (???): ", desc)
        width <- max(nchar(header) + 6, 80)
        rule <- paste0("\u2500\u2500 ", header, " ", strrep("\u2500", width - nchar(header) - 4))
        body <- i$message
        if (length(i$trace) > 0) body <- paste(c(body, "Backtrace:", i$trace), collapse = "\n")
        cat(rule, "\n", body, "\n\n", sep = "")
    }
    invisible()
}

.testthat_first_upper <- function(x) paste0(toupper(substr(x, 1, 1)), substr(x, 2, nchar(x)))

.testthat_praise <- function() sample(c("\U0001F600", "\U0001F973", "\U0001F638", "\U0001F308", "\U0001F947", "\U0001F389", "\U0001F38A"), 1)

# Backtraces, as testthat prints them through rlang: the frames of the test code, numbered from the
# test's own frame, keeping only the branch that leads to the bottom frame.

# The frame number of the running test's code (0 when none).
.testthat_top_frame <- function(calls) {
    top <- 0
    for (i in seq_along(calls)) {
        f <- tryCatch(sys.function(i), error = function(e) NULL)
        if (identical(f, .testthat_eval_code)) top <- i
    }
    top
}

# A frame's line: its number, then where its function lives, then its call.
.testthat_frame_line <- function(number, call, fun) {
    head <- call[[1]]
    where <- ""
    if (is.symbol(head) && typeof(fun) == "closure") {
        env <- environment(fun)
        name <- as.character(head)
        if (identical(env, globalenv())) where <- "global "
        else if (name %in% .testthat_exports()) where <- "testthat::"
        else if (is.environment(env) && environmentName(env) == "base") where <- "base::"
    }
    paste0(format(number, width = 2), ". ", where, paste(deparse(call), collapse = " "))
}

.testthat_exports <- function() c("test_that", "context", "skip", "skip_if", "skip_if_not", "expect_equal",
                                  "expect_identical", "expect_true", "expect_false", "expect_null", "expect_length",
                                  "expect_error", "expect_warning", "expect_message", "fail", "succeed")

# The lines of frames lo..hi of the branch that ends at frame hi, numbered from `offset`.
.testthat_branch <- function(calls, parents, lo, hi, offset) {
    if (hi < lo) return(character())
    keep <- integer()
    i <- hi
    while (i >= lo) {
        keep <- c(i, keep)
        i <- parents[[i]]
    }
    lines <- character()
    for (k in keep) {
        f <- tryCatch(sys.function(k), error = function(e) NULL)
        if (!is.null(f)) lines <- c(lines, .testthat_frame_line(k - lo + 1 + offset, calls[[k]], f))
    }
    lines
}

# The backtrace of a failed expectation: the frames of the test code down to the expect_*() call
# (`depth` frames above the caller of this function). One frame alone is no backtrace.
.testthat_expect_trace <- function(depth) {
    calls <- sys.calls()
    bottom <- length(calls) - 1 - depth
    top <- .testthat_top_frame(calls)
    if (top == 0 || bottom - top <= 1) return(NULL)
    .testthat_branch(calls, sys.parents(), top + 1, bottom, 0)
}

# The backtrace of a condition, computed in a calling handler: the frames of the test code down to
# the one that signalled it.
.testthat_signal_trace <- function() {
    calls <- sys.calls()
    n <- length(calls)
    bottom <- n - 2
    while (bottom > 0 && is.null(tryCatch(sys.function(bottom), error = function(e) NULL))) bottom <- bottom - 1
    top <- .testthat_top_frame(calls)
    if (top == 0 || bottom <= top) return(NULL)
    .testthat_branch(calls, sys.parents(), top + 1, bottom, 0)
}
