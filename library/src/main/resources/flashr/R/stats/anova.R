# stats/anova.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# The analysis of variance table of one linear model, written in R to
# R's definitions: anova(fit) splits the squared QR effects by the terms they belong to
# (sequential sums of squares), adds the residuals, and prints through printCoefmat with R's
# heading. Several models go to anova.lmlist (stats/model-compare.R).

anova <- function(object, ...) UseMethod("anova")
anova.lm <- function(object, ...) {
    if (length(list(object, ...)) > 1L) return(anova.lmlist(object, ...))
    if (!inherits(object, "lm")) warning("calling anova.lm(<fake-lm-object>) ...")
    w <- object$weights
    ssr <- sum(if (is.null(w)) object$residuals^2 else w * object$residuals^2)
    mss <- sum(if (is.null(w)) object$fitted.values^2 else w * object$fitted.values^2)
    if (ssr < 1e-10 * mss) warning("ANOVA F-tests on an essentially perfect fit are unreliable")
    dfr <- df.residual(object)
    p <- object$rank
    if (p > 0L) {
        p1 <- 1L:p
        comp <- object$effects[p1]
        asgn <- object$assign[qr.lm(object)$pivot][p1]
        effects <- c("(Intercept)", attr(object$terms, "term.labels"))
        labels <- effects[1 + unique(asgn)]
        ss <- c(vapply(split(comp^2, asgn), sum, 1), ssr)
        df <- c(lengths(split(asgn, asgn)), dfr)
    } else {
        ss <- ssr
        df <- dfr
        labels <- character()
    }
    ms <- ss / df
    f <- ms / (ssr / dfr)
    P <- pf(f, df, dfr, lower.tail = FALSE)
    table <- data.frame(df, ss, ms, f, P)
    table[length(P), 4:5] <- NA
    dimnames(table) <- list(c(labels, "Residuals"), c("Df", "Sum Sq", "Mean Sq", "F value", "Pr(>F)"))
    if (attr(object$terms, "intercept")) table <- table[-1, ]
    structure(table, heading = c("Analysis of Variance Table\n", paste("Response:", deparse(formula(object)[[2L]]))),
              class = c("anova", "data.frame"))
}
print.anova <- function(x, digits = max(getOption("digits") - 2L, 3L), signif.stars = getOption("show.signif.stars"), ...) {
    if (!is.null(heading <- attr(x, "heading"))) cat(heading, sep = "\n")
    nc <- dim(x)[2L]
    if (is.null(cn <- colnames(x))) stop("'anova' object must have colnames")
    has.P <- grepl("^(P|Pr)\\(", cn[nc])
    # test statistics and degrees of freedom are not zapped; the other columns are
    zap.i <- 1L:(if (has.P) nc - 1 else nc)
    i <- which(substr(cn, 2, 7) == " value")
    i <- c(i, which(!is.na(match(cn, c("F", "Cp", "Chisq")))))
    if (length(i)) zap.i <- zap.i[!(zap.i %in% i)]
    tst.i <- i
    if (length(i <- grep("Df$", cn))) zap.i <- zap.i[!(zap.i %in% i)]
    printCoefmat(x, digits = digits, signif.stars = signif.stars, has.Pvalue = has.P, P.values = has.P,
                 cs.ind = NULL, zap.ind = zap.i, tst.ind = tst.i, na.print = "", ...)
    invisible(x)
}
