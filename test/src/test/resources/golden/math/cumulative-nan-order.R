# cumsum and cumprod where NA and NaN meet: R adds (multiplies) each element from memory to an x87
# accumulator, so once it is NaN an NA (a signalling NaN in memory) loses to it, but a quiet NA
# (from arithmetic: NA + 1) of larger payload wins; Inf - Inf and 0 * Inf make the accumulator NaN
kind <- function(v) ifelse(is.na(v) & !is.nan(v), "NA", ifelse(is.nan(v), "NaN", format(v)))
show <- function(label, v) cat(sprintf("%-22s", label), kind(v), "\n")
qna <- NA_real_ + 1
show("cumsum NaN, NA", cumsum(c(NaN, NA, 1)))
show("cumsum NA, NaN", cumsum(c(NA, NaN, 1)))
show("cumsum NaN, NA + 1", cumsum(c(NaN, qna, 1)))
show("cumsum -NaN, NA + 1", cumsum(c(-NaN, qna, NA)))
show("cumsum Inf, -Inf, NA", cumsum(c(Inf, -Inf, NA, qna)))
show("cumsum 1, NaN, NA, NaN", cumsum(c(1, NaN, NA, NaN, qna)))
show("cumprod NaN, NA", cumprod(c(NaN, NA, 2)))
show("cumprod NaN, NA + 1", cumprod(c(NaN, qna, 2)))
show("cumprod NA, NaN", cumprod(c(NA, NaN, 2)))
show("cumprod 0, Inf, NA", cumprod(c(0, Inf, NA, qna)))
x <- c(rep(1, 50), NaN, rep(2, 30), NA, rep(3, 20), qna, 4)
show("long cumsum tail", tail(cumsum(x), 4))
show("long cumprod tail", tail(cumprod(x), 4))
show("colSums long", c(colSums(cbind(x, rev(x))), rowSums(rbind(x, rev(x)))))
