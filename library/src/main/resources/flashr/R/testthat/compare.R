# testthat's compare() (edition 2), which explains why expect_equal and expect_identical failed, and
# the part of waldo's compare() that expect_true, expect_false and expect_null print.

# A comparison: list(equal, message), dispatched on x as compare()'s S3 methods are.
.testthat_compare <- function(x, y, ...) {
    if (is.object(x)) return(.testthat_compare_default(x, y, ...))
    if (typeof(x) %in% c("integer", "double")) return(.testthat_compare_numeric(x, y, ...))
    if (is.character(x)) return(.testthat_compare_character(x, y, ...))
    .testthat_compare_default(x, y, ...)
}

.testthat_comparison <- function(equal = TRUE, message = "Equal") list(equal = equal, message = paste(message, collapse = "\n"))

.testthat_compare_default <- function(x, y, ..., max_diffs = 9) {
    same <- all.equal(x, y, ...)
    if (length(same) > max_diffs) same <- c(same[1:max_diffs], "...")
    .testthat_comparison(identical(same, TRUE), as.character(same))
}

.testthat_compare_numeric <- function(x, y, tolerance = .Machine$double.eps^0.5, check.attributes = TRUE, ..., max_diffs = 9) {
    all_equal <- all.equal(x, y, tolerance = tolerance, check.attributes = check.attributes, ...)
    if (isTRUE(all_equal)) return(.testthat_comparison())
    if (!typeof(y) %in% c("integer", "double")) return(.testthat_diff_type(x, y))
    if (!.testthat_same_class(x, y)) return(.testthat_diff_class(x, y))
    if (length(x) != length(y)) return(.testthat_diff_length(x, y))
    if (check.attributes) {
        attr_diff <- .testthat_attr_diff(all_equal)
        if (length(attr_diff) > 0) return(.testthat_comparison(FALSE, attr_diff))
    }
    diff <- !.testthat_vector_equal_tol(x, y, tolerance)
    if (!any(diff)) return(.testthat_comparison())
    .testthat_comparison(FALSE, .testthat_format_mismatch_numeric(x, y, diff, max_diffs))
}

.testthat_compare_character <- function(x, y, check.attributes = TRUE, ..., max_diffs = 5, max_lines = 5, width = 80) {
    if (identical(x, y)) return(.testthat_comparison())
    if (!identical(typeof(x), typeof(y))) return(.testthat_diff_type(x, y))
    if (!.testthat_same_class(x, y)) return(.testthat_diff_class(x, y))
    if (length(x) != length(y)) return(.testthat_diff_length(x, y))
    if (check.attributes) {
        same <- all.equal(x, y)
        attr_diff <- if (isTRUE(same)) character() else .testthat_attr_diff(same)
        if (length(attr_diff) > 0) return(.testthat_comparison(FALSE, attr_diff))
    }
    diff <- !((is.na(x) & is.na(y)) | (!is.na(x) & !is.na(y) & x == y))
    if (!any(diff)) return(.testthat_comparison())
    .testthat_comparison(FALSE, .testthat_format_mismatch_character(x, y, diff, max_diffs, max_lines, width))
}

# The messages of all.equal() that are about attributes: what attr.all.equal() would report.
.testthat_attr_diff <- function(messages) messages[grepl("^(Names: |Attributes: <|names for |Lengths \\()", messages)]

.testthat_same_class <- function(x, y) {
    if (!is.object(x) && !is.object(y)) return(TRUE)
    identical(class(x), class(y))
}

.testthat_format_class <- function(x) paste0(encodeString(x, quote = "'"), collapse = "/")

.testthat_diff_type <- function(x, y) .testthat_comparison(FALSE, sprintf("Types not compatible: %s is not %s", typeof(x), typeof(y)))

.testthat_diff_class <- function(x, y) .testthat_comparison(FALSE, sprintf("Classes differ: %s is not %s",
                                                            .testthat_format_class(class(x)), .testthat_format_class(class(y))))

.testthat_diff_length <- function(x, y) .testthat_comparison(FALSE, sprintf("Lengths differ: %i is not %i", length(x), length(y)))

.testthat_vector_equal_tol <- function(x, y, tolerance) {
    (is.na(x) & is.na(y)) | (!is.na(x) & !is.na(y)) & (x == y | abs(x - y) < tolerance)
}

.testthat_format_mismatch_numeric <- function(x, y, diff, max_diffs = 9, digits = 3) {
    i <- which(diff)
    xd <- x[diff]
    yd <- y[diff]
    n_diff <- sum(diff)
    summary <- paste0(n_diff, "/", length(diff), " mismatches")
    if (n_diff > 1) {
        mu <- format(mean(abs(xd - yd), na.rm = TRUE), digits = digits, trim = TRUE)
        summary <- paste0(summary, " (average diff: ", mu, ")")
    }
    n_show <- seq_len(min(n_diff, max_diffs))
    diffs <- paste0(format(paste0("[", i[n_show], "]")), " ", format(xd[n_show], digits = digits), " - ",
                    format(yd[n_show], digits = digits), " == ", format(xd[n_show] - yd[n_show], digits = digits))
    if (n_diff > length(n_show)) diffs <- c(diffs, "...")
    paste0(summary, "\n", paste(diffs, collapse = "\n"))
}

.testthat_format_mismatch_character <- function(x, y, diff, max_diffs, max_lines, width) {
    width <- width - 6
    i <- which(diff)
    n_show <- seq_len(min(sum(diff), max_diffs))
    trunc <- function(s, length) {
        long <- nchar(s) > length
        s[long] <- paste0(substr(s[long], 1, length - 3), "...")
        s
    }
    chunk <- function(s, length) {
        lines <- ceiling(nchar(s) / length)
        start <- (seq_len(lines) - 1) * length + 1
        substring(s, start, start + length - 1)
    }
    show_x <- trunc(encodeString(x[diff][n_show], quote = "\""), width * max_lines)
    show_y <- trunc(encodeString(y[diff][n_show], quote = "\""), width * max_lines)
    sides <- character()
    for (k in n_show) {
        sides <- c(sides, paste(c(paste0("x[", i[k], "]: ", chunk(show_x[k], width)),
                                  paste0("y[", i[k], "]: ", chunk(show_y[k], width))), collapse = "\n"))
    }
    paste0(sum(diff), "/", length(diff), " mismatches", "\n", paste0(sides, collapse = "\n\n"))
}

# waldo's report of how `actual` differs from a constant (TRUE, FALSE or NULL): logical vectors side
# by side, anything else described by type and values.
.testthat_waldo_constant <- function(actual, constant) {
    if (is.logical(actual) && is.logical(constant) && is.null(attributes(actual))) {
        fmt <- function(v) ifelse(is.na(v), "<NA>", ifelse(v, "TRUE", "FALSE"))
        a <- fmt(actual)
        e <- fmt(constant)
        n <- max(length(a), length(e))
        a <- c(a, rep("", n - length(a)))
        e <- c(e, rep("", n - length(e)))
        w <- pmax(nchar(a), nchar(e))
        pad <- function(s) paste(paste0(s, strrep(" ", w - nchar(s))), collapse = " ")
        return(paste0("`actual`:   ", pad(a), "\n`expected`: ", pad(e)))
    }
    paste0("`actual` is ", .testthat_friendly_type(actual), "\n`expected` is ", .testthat_friendly_type(constant))
}

.testthat_friendly_type <- function(x) {
    if (is.null(x)) return("NULL")
    if (is.list(x) && !is.object(x)) return("a list")
    type <- switch(typeof(x), logical = "a logical vector", integer = "an integer vector", double = "a double vector",
                   character = "a character vector", complex = "a complex vector", return(paste0("an object of type ", typeof(x))))
    values <- if (is.character(x)) paste0("'", x, "'") else as.character(x)
    if (length(values) == 0) return(paste0(type, " (empty)"))
    paste0(type, " (", paste(values, collapse = ", "), ")")
}
