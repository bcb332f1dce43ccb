# besselJ, besselY and besselK (plain and exponentially scaled) to the last bit, with R's warnings,
# over x from 0 and subnormals to beyond R's range limits and orders from 0 to 170, negative included:
# every branch of Cody's RJBESL, RYBESL and RKBESL as R's nmath has them
xs <- c(0, 1e-310, 1e-300, 1e-20, 1e-11, 1e-5, 5e-5, 1e-4, 0.001, 0.1, 0.5, 1, 1.5, 2, 2.9, 3, 3.7, 5,
        7.5, 10, 15.9, 16, 20, 25, 25.5, 30, 40, 99.9, 130, 500, 706, 1000, 5000, 1e4, 5e4, 1e5, 2e5,
        1e7, 1e9, Inf)
nus <- c(0, 0.2, 0.5, 1, 1.3, 2, 2.5, 3.7, 10, 10.4, 50.5, 100, 170.3,
         -0.5, -1, -1.3, -2.5, -10.2)
for (fn in c("besselJ", "besselY", "besselK", "besselKs"))
  for (nu in nus) {
    msgs <- character()
    v <- withCallingHandlers(switch(fn, besselJ = besselJ(xs, nu), besselY = besselY(xs, nu),
                                    besselK = besselK(xs, nu), besselKs = besselK(xs, nu, TRUE)),
      warning = function(w) { msgs <<- c(msgs, conditionMessage(w)); invokeRestart("muffleWarning") })
    cat(fn, nu, ":", sprintf("%a", v), "\n", fill = 100)
    if (length(msgs)) cat(" ", msgs, sep = "\n  ")
  }
# where K_bessel gives up (ncalc < 0, x = 1e-310 here and above) R returns what its work array, shared by
# the elements of one call, held: Inf from x = 0 above, K(5, 2.5) here
f <- function(v) cat(sprintf("%a", v), "\n")
f(suppressWarnings(besselK(c(0, 1e-310, 5, 1e-310), c(3.7, 3.7, 2.5, 2))))
f(suppressWarnings(besselK(c(0, 1e-310, 5, 1e-310), c(3.7, 3.7, 2.5, 2), TRUE)))
f(suppressWarnings(besselI(c(0, 1e-310, 5, 1e-310), c(3.7, -3.7, 2.5, -2.2), TRUE)))
