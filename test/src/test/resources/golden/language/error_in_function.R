check <- function(v) {
  if (v < 0) stop("negative value: ", v)
  sqrt(v)
}
check(4)
check(-1)
