# A long call and message are printed on two lines.
compute_something_important <- function(alpha, beta) {
  warning("the computation produced a questionable result")
  alpha + beta
}
compute_something_important(alpha = 1, beta = 2)
