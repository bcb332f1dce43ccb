# Memoisation with <<- on an indexed target.
memo <- rep(NA, 50)
mfib <- function(n) {
  if (n <= 2) return(1)
  if (!is.na(memo[n])) return(memo[n])
  r <- mfib(n - 1) + mfib(n - 2)
  memo[n] <<- r
  r
}
mfib(40)
memo[38:40]
