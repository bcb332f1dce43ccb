# Bessel functions where Cody's routines stop short of the order asked for: R's "precision lost" and
# "ncalc != nb" warnings (and their absence), near 0, for large orders and for large x
xs <- c(0, 5e-324, 1e-320, 1e-310, 2.3e-308, 1e-305, 1e-300, 1e-200, 1e-50, 1e-12, 1e-5, 5e-5, 0.01, 0.5,
        1, 3, 10, 50, 200, 700, 710, 5000, 2e4, 1.2e5)
nus <- c(0, 0.3, 0.5, 0.7, 1, 1.5, 2, 2.7, 3, 5.5, 10, 30.2, 60, 120, 170.5, 250, 800, 3000)
# orders Cody's K_bessel leaves unset when it gives up: R returns uninitialized memory there
unset <- function(fn, x, nu) fn == "besselK" && x < 1e-300 && nu >= 5
for (fn in c("besselI", "besselK", "besselY", "besselJ"))
  for (sc in if (fn %in% c("besselI", "besselK")) c(FALSE, TRUE) else FALSE)
    for (x in xs) for (nu in nus) {
      if (unset(fn, x, nu)) next
      msgs <- character()
      v <- withCallingHandlers(if (fn %in% c("besselI", "besselK")) get(fn)(x, nu, sc) else get(fn)(x, nu),
        warning = function(w) { msgs <<- c(msgs, conditionMessage(w)); invokeRestart("muffleWarning") })
      # where K_bessel gives up, R's value is whatever memory held: only the warning is R's
      shown <- if (any(grepl("ncalc", msgs))) "" else format(v, digits = 6)
      if (length(msgs) || x < 1e-100)
        cat(fn, sc, format(x), nu, shown, ":", paste(msgs, collapse = " | "), "\n")
    }
besselJ(1e10, 0)
besselY(1e-310, 0:3)
besselI(3e4, 1e4, TRUE)
besselY(1e-300, c(1.2, 1.5))
