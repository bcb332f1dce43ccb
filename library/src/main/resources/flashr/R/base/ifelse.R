# base/ifelse.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# ifelse as R's closure: yes is evaluated only when some test is TRUE and no only when some
# is FALSE (so a branch's random draws or errors happen only when R's would). A test whose
# data only the engine holds goes to the engine with both branches, after a pass of any() for
# each branch that is a call (a symbol or a constant cannot draw, warn or fail).

ifelse <- function(test, yes, no) {
    if (.engine_data(test)) {
        if (is.call(substitute(yes)) && !any(test, na.rm = TRUE)) yes <- NA
        if (is.call(substitute(no)) && !any(!test, na.rm = TRUE)) no <- NA
        return(.ifelse(test, yes, no))
    }
    if (is.atomic(test)) {
        if (typeof(test) != "logical") storage.mode(test) <- "logical"
    } else test <- as.logical(test)
    if (!any(test, na.rm = TRUE)) yes <- NA
    if (!any(!test, na.rm = TRUE)) no <- NA
    .ifelse(test, yes, no)
}
