# base/proc-time.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# R's print and summary methods of proc_time: user and system times include the children's.

summary.proc_time <- function(object, ...) {
    if (!is.na(object[4L])) object[1L] <- object[1L] + object[4L]
    if (!is.na(object[5L])) object[2L] <- object[2L] + object[5L]
    object <- object[1L:3L]
    names(object) <- c("user", "system", "elapsed")
    object
}
print.proc_time <- function(x, ...) {
    print(summary(x, ...), ...)
    invisible(x)
}
