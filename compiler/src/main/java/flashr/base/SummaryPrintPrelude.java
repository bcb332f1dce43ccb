package flashr.base;

/**
 * How R prints a numeric summary and a table, written in R (see {@link MetaPrelude}) to R's
 * definitions: {@code summary(x)} prints to {@code max(3, getOption("digits") - 3)} significant
 * digits after zapsmall, through print.table (right-aligned, unquoted, NA as empty).
 */
final class SummaryPrintPrelude {
    private SummaryPrintPrelude() {}

    static final String SOURCE = """
        .summary_zapped <- function(x) {
            xx <- x
            if (is.numeric(x)) {
                finite <- is.finite(x)
                xx[finite] <- zapsmall(x[finite])
            }
            class(xx) <- class(x)[-1]
            xx
        }
        format.summaryDefault <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
            xx <- .summary_zapped(x)
            m <- match("NA's", names(x), 0)
            if (m && !is.character(x)) c(format(xx[-m], digits = digits, ...), `NA's` = as.character(xx[m]))
            else format(xx, digits = digits, ...)
        }
        print.summaryDefault <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
            xx <- .summary_zapped(x)
            m <- match("NA's", names(xx), 0)
            if (m && !is.character(x)) xx <- c(format(xx[-m], digits = digits), `NA's` = as.character(xx[m]))
            print.table(xx, digits = digits, ...)
            invisible(x)
        }
        print.table <- function(x, digits = getOption("digits"), quote = FALSE, na.print = "",
                                zero.print = "0", right = is.numeric(x), justify = "none", ...) {
            xx <- format(unclass(x), digits = digits, justify = justify)
            if (any(ina <- is.na(x))) xx[ina] <- na.print
            if (zero.print != "0" && any(i0 <- !ina & x == 0)) xx[i0] <- zero.print
            if (is.numeric(x)) print(xx, quote = quote, right = right, ...)
            else print(xx, quote = quote, ...)
            invisible(x)
        }
        """;
}
