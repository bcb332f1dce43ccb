# terms() of fixed and pseudo-random formulas: every attribute as R's termsform gives it
# (the formulas come from a small LCG, so that GNU R and flashr build the same ones)
show <- function(f, ...) {
    t <- terms(f, ...)
    a <- attributes(t)
    cat(deparse(f), "|", names(a), "\n")
    cat("  labels:", a$term.labels, "| order:", a$order, "| int:", a$intercept, "| resp:", a$response,
        "| offset:", a$offset, "\n")
    cat("  variables:", deparse(a$variables), "\n")
    fa <- a$factors
    if (length(fa)) cat("  factors:", dim(fa), "|", rownames(fa), "|", colnames(fa), "|", fa, "\n")
    else cat("  factors: integer(0)\n")
    if (!is.null(a$specials)) cat("  specials:", typeof(a$specials), names(a$specials),
        vapply(a$specials, function(s) paste(s, collapse = ","), ""), "\n")
    stopifnot(identical(class(t), c("terms", "formula")), identical(environment(t), environment(f)))
    invisible(t)
}
show(y ~ x)
show(y ~ x1 + x2 + x3 + g)
show(y ~ a * b * c)
show(y ~ (a + b + c)^2)
show(y ~ (a + b + c)^3, keep.order = TRUE)
show(y ~ (a + b)^2.5)
show(y ~ a / b)
show(y ~ a / (b + c))
show(y ~ (a + b) / c)
show(y ~ a %in% b)
show(y ~ a %in% (b + c))
show(y ~ (a + b) %in% c)
show(y ~ a * b - a)
show(y ~ a * b - 1)
show(y ~ -1 + a)
show(y ~ 0 + a)
show(y ~ a + 0 + 1)
show(y ~ a - 0)
show(y ~ TRUE + a)
show(y ~ 1)
show(y ~ 0)
show(~ 1)
show(~ a + b)
show(y ~ y + x)
show(y ~ y:x + x)
show(log(y) ~ log(y) + x + offset(z))
show(y ~ offset(z))
show(y ~ a + offset(log(n)) + b:offset(z))
show(y ~ log(x) + poly(x, 2) + I(x^2) + exp(-x / 2) + f(x, "s"))
show(cbind(y1, y2) ~ x)
show(y ~ b:a + a)
show(y ~ x + s(w) + t(v) + strata(k), specials = c("s", "strata", "q"))
show(y ~ a + b + a:b + b:a + (a))
show(y ~ ((a)) * (b + c) - b:c)
show(y ~ a:b:c - a:b)
show(y ~ (a + b + c + d)^2 - a:b)
show(y ~ a + b %in% a)
show(y ~ x + a / b / c)
show(Surv(t, e) ~ x + cluster(id), specials = "cluster")

# pseudo-random formulas over a few variables and R's operators
seed <- 12345
draw <- function(n) {
    seed <<- (seed * 69069 + 1) %% 4294967296
    floor(seed / 4294967296 * n)
}
leaves <- list(quote(a), quote(b), quote(c), quote(d), quote(log(x)), quote(poly(z, 2)), quote(offset(w)),
               quote(I(a^2)))
wrap <- function(e) if (is.call(e) && is.name(e[[1L]]) && as.character(e[[1L]]) %in%
                        c("+", "-", "*", "/", ":", "^", "%in%")) call("(", e) else e
gen <- function(depth) {
    k <- draw(if (depth <= 0) 10 else 20)
    if (k < 8) return(leaves[[k + 1L]])
    if (k == 8) return(1)
    if (k == 9) return(0)
    op <- c("+", "+", "+", ":", "*", "/", "%in%", "-", "^", "(")[k - 9L]
    if (op == "(") return(call("(", gen(depth - 1L)))
    if (op == "^") return(call("^", call("(", gen(depth - 1L)), draw(3) + 2))
    if (op == "-" && draw(3) == 0) return(call("-", wrap(gen(depth - 1L))))
    call(op, wrap(gen(depth - 1L)), wrap(gen(depth - 1L)))
}
for (i in 1:150) {
    rhs <- gen(3L)
    f <- eval(if (draw(4) == 0) call("~", rhs) else call("~", quote(y), rhs))
    r <- tryCatch(show(f, keep.order = draw(4) == 0, specials = if (draw(3) == 0) c("log", "poly")),
                  error = function(e) cat(deparse(f), "| error\n"))
}

# flashr only (GNU R has no such function, and prints nothing here): the builtin against the R code
# it stands in for, on the common formulas; a difference prints the formula
fallback <- get0(".terms.formula.R", mode = "function")
if (!is.null(fallback)) {
    common <- list(y ~ x, y ~ x1 + x2 + x3 + g, y ~ a * b * c, y ~ (a + b + c)^2, y ~ a / b, y ~ a / (b + c),
                   y ~ (a + b) / c, y ~ a %in% b, y ~ a * b - a, y ~ a * b - 1, y ~ -1 + a, y ~ 0 + a, y ~ 1,
                   y ~ 0, ~ a + b, log(y) ~ log(y) + x + offset(z), y ~ offset(z), y ~ b:a + a,
                   y ~ log(x) + poly(x, 2) + I(x^2) + exp(-x / 2) + f(x, "s"), cbind(y1, y2) ~ x,
                   y ~ (a + b + c + d)^2 - a:b, y ~ x + a / b / c, y ~ a + b + a:b + b:a + (a))
    for (f in common) for (ko in c(FALSE, TRUE)) for (sp in list(NULL, c("log", "poly", "s")))
        if (!identical(terms(f, keep.order = ko, specials = sp), fallback(f, keep.order = ko, specials = sp)))
            cat("builtin and R code differ:", deparse(f), ko, sp, "\n")
}

# with data but no '.' (model.frame's call): the data plays no part
df <- data.frame(y = 1:3, x1 = c(2, 5, 1), g = factor(c("a", "b", "a")))
show(y ~ x1 + g, data = df)
show(log(y) ~ x1 * g - 1, data = df, keep.order = TRUE)
if (!is.null(fallback)) for (f in list(y ~ x1 + g, log(y) ~ x1 * g - 1, ~ g:x1 + offset(x1)))
    if (!identical(terms(f, data = df), fallback(f, data = df))) cat("builtin and R code differ with data:", deparse(f), "\n")
