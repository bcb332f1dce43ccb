# grDevices colour spaces: R's convertColor.R ported as it is (plain R). colorspaces is built by
# .gr_colorspaces() when the name is first read (a promise bound in Java: R sources hold only functions).
# .ifelse: a faster ifelse for same-length numeric yes/no; an NA test gives no.
.cc_ifelse <- function(test, yes, no) {
  test.w <- which(test)
  no[test.w] <- yes[test.w]
  no
}
.cc_pow3 <- function(x) x * x * x
# white points in xyY format (Y=1 omitted)
.cc_white_points <- function()
    cbind(A = c(x = 0.44757, y = 0.40745),
          B = c(x = 0.34842, y = 0.35161),
          C = c(x = 0.31006, y = 0.31616),
          D50 = c(x = 0.34574, y = 0.35867),
          D55 = c(x = 0.33250, y = 0.34761),
          D65 = c(x = 0.3137, y = 0.3291),
          E = c(x = 1/3, y = 1/3))
.cc_c2to3 <- function(col) c(col[1L]/col[2L], 1, (1 - sum(col[1L:2L]))/col[2L])
make.rgb <- function(red, green, blue, name = NULL, white = "D65", gamma = 2.2)
{
    whitexyz <- .cc_c2to3(.cc_white_points()[, white])
    rgb <- rbind(.cc_c2to3(red),
                 .cc_c2to3(green),
                 .cc_c2to3(blue))
    S <- drop(whitexyz %*% solve(rgb))
    M <- S * rgb
    # R checks gamma here, its error naming make.rgb
    if (!(is.numeric(gamma) && length(gamma) == 1) && gamma != "sRGB")
        stop("'gamma' must be a scalar or 'sRGB'")
    if (is.null(name)) name <- deparse(sys.call())[1L]
    .cc_rgb_space(M, white, gamma, name)
}
# make.rgb's converter for the matrix M from RGB to XYZ
.cc_rgb_space <- function(M, white, gamma, name)
{
    if (is.numeric(gamma) && length(gamma) == 1) {
        dogamma <- function(x) .cc_spow(x, gamma)
        ungamma <- function(x) .cc_spow(x, 1/gamma)
    } else if (gamma == "sRGB") {
        dogamma <- function(x) .cc_ifelse(x < 0.04045,
                                       x/12.92,
                                       ((x+0.055)/1.055)^2.4)
        ungamma <- function(x) .cc_ifelse(x <= 0.0031308,
                                       12.92*x,
                                       1.055*.cc_spow(x, 1/2.4)-0.055)
    } else stop("'gamma' must be a scalar or 'sRGB'")

    toXYZ <- function(rgb,...) { dogamma(rgb) %*% M }
    toRGB <- function(xyz,...) {
      res <- ungamma(xyz %*% solve(M))
      # for backward compatibily, return vector if input is vector
      if(nrow(res) == 1L) res[1L, ,drop=TRUE] else res
    }
    .cc_rgb_converter(toXYZ = toXYZ, fromXYZ = toRGB, gamma = gamma,
                      white = white, name = name, vectorized = TRUE)
}

print.colorConverter <- function(x,...) {
    cat(gettextf("Color space converter: %s", x$name), "\n", sep = "")
    if (!is.null(x$reference.white))
        cat(gettextf("Reference white: %s", x$reference.white), "\n", sep = "")
    invisible(x)
}

print.RGBcolorConverter <- function(x,...) {
    print.colorConverter(x, ...)
    if (!is.null(x$gamma))
        cat(gettextf("display gamma = %s", format(x$gamma)), "\n", sep = "")
    invisible(x)
}

.cc_chromatic_adaptation <- function(xyz, from, to) {
    ## Von Kries scaling algorithm
    Ma <- matrix(c( 0.40024, -0.22630, 0.,
                    0.70760,  1.16532, 0.,
                   -0.08081,  0.04570, 0.91822), nrow = 3L, byrow = TRUE)
    from.cone <- drop(from %*% Ma)
    to.cone   <- drop(to %*% Ma)
    ## M <- Ma %*% diag(to.cone/from.cone) %*% solve(Ma)
    M <- (Ma * rep(to.cone/from.cone, each=3)) %*% solve(Ma)
    xyz %*% M
}

.cc_vectorize <- function(converter) {
    function(color, white) {
        nr <- if(is.null(nrow(color))) length(color) else nrow(color)
        res <- apply(color, 1L, converter, white)
        if (is.null(nrow(res)))
            matrix(res, nrow=nr)
        else
            t(res)
    }
}

colorConverter <- function(toXYZ, fromXYZ, name, white = NULL, vectorized=FALSE)
{
    stopifnot(isTRUE(as.logical(vectorized) %in% c(TRUE, FALSE)))

    toXYZv <- if (!vectorized)
                  .cc_vectorize(toXYZ)
              else toXYZ
    fromXYZv <- if (!vectorized)
                    .cc_vectorize(fromXYZ)
              else fromXYZ

    ## redundant `white` / `reference.white` for backwards-compatibility
    ## see https://bugs.r-project.org/show_bug.cgi?id=17473
    rval <- list(toXYZ = toXYZv, fromXYZ = fromXYZv,
                 name = name, white = white, reference.white = white)
    class(rval) <- "colorConverter"
    rval
}
.cc_rgb_converter <- function(..., gamma) {
    rval <- colorConverter(...)
    rval[['gamma']] <- gamma
    class(rval) <- c("RGBcolorConverter", class(rval))
    rval
}
# R computes its spaces' matrices (make.rgb of the primaries below) when grDevices is built and
# stores them; these are the stored values, which differ from a computation here in the last bits
# (R's build machine's LAPACK), so that conversions print as R's.
#   Apple RGB: red c(0.6250,0.3400), green c(0.2800,0.5950), blue c(0.1550,0.0700), white D65, gamma 1.8
#   sRGB: red c(0.6400,0.3300), green c(0.3000,0.6000), blue c(0.1500,0.0600), white D65, gamma "sRGB"
#   CIE RGB: red c(0.7350,0.2650), green c(0.2740,0.7170), blue c(0.1670,0.0090), white E, gamma 2.2
.cc_stored_M <- function(space)
    matrix(switch(space,
        "Apple RGB" = c(0.45409446448772678, 0.31526927186536624, 0.1838419761962842, 0.24702738868132337,
                        0.66994720271390318, 0.083025408604773518, 0.025429290011312642, 0.14074521065418133,
                        0.91920988098142109),
        "sRGB" = c(0.41682134188531705, 0.35657671707797467, 0.17980765358608541, 0.21492350440961661,
                   0.71315343415594934, 0.071923061434434166, 0.019538500400874251, 0.11885890569265833,
                   0.94698697555338329),
        "CIE RGB" = c(0.48871796548117147, 0.31068034326701394, 0.20060169125181462, 0.17620443653402784,
                      0.8129846938775509, 0.010810869588421146, 0, 0.010204828793442072, 0.98979517120655824)),
        3L)
.gr_colorspaces <- function()
    list("XYZ" =
         colorConverter(toXYZ = function(x,w) x,
                        fromXYZ = function(x,w) x,
                        white = NULL,name = "XYZ",vectorized = TRUE),

         "Apple RGB" =
         .cc_rgb_space(.cc_stored_M("Apple RGB"), "D65", 1.8, "Apple RGB"),

         "sRGB" =
         .cc_rgb_space(.cc_stored_M("sRGB"), "D65", "sRGB", "sRGB"),

         "CIE RGB" =
         .cc_rgb_space(.cc_stored_M("CIE RGB"), "E", 2.2, "CIE RGB"),

         "Lab" =
         colorConverter(fromXYZ = function(XYZ, white) {
             stopifnot(length(XYZ) == 3 || ncol(XYZ) == 3L)
             white <- rep(white, length.out=3L)
             if (is.null(nrow(XYZ))) XYZ <- matrix(XYZ, nrow = 1L)

             epsilon <- 216/24389
             kappa <- 24389/27

             xyzr <- cbind(XYZ[,1L] / white[1L],
                           XYZ[,2L] / white[2L],
                           XYZ[,3L] / white[3L])
             fxyz <- .cc_ifelse(xyzr <= epsilon, (kappa*xyzr+16)/116, xyzr^(1/3))

             res <- cbind(L = 116*fxyz[,2L]-16,
                          a = 500*(fxyz[,1L]-fxyz[,2L]),
                          b = 200*(fxyz[,2L]-fxyz[,3L]))
             if(nrow(res) == 1L) res[1L, ,drop=TRUE] else res
         },
         toXYZ = function(Lab, white) {
             stopifnot(ncol(Lab) == 3L || length(Lab)==3)
             white <- rep(white, length.out=3L)
             if (is.null(nrow(Lab))) Lab <- matrix(Lab, nrow = 1L)

             epsilon <- 216/24389
             kappa <- 24389/27

             L <- Lab[,1L]
             yr <- .cc_ifelse(L < kappa*epsilon,
                           L/kappa, .cc_pow3((L+16)/116))
             fy <- (.cc_ifelse(yr <= epsilon, kappa*yr, L)+16)/116
             fx <- Lab[,2L]/500+fy
             fz <- fy-Lab[,3L]/200

             fz3 <- .cc_pow3(fz)
             fx3 <- .cc_pow3(fx)
             zr <- .cc_ifelse(fz3 <= epsilon, (116*fz-16)/kappa, fz3)
             xr <- .cc_ifelse(fx3 <= epsilon, (116*fx-16)/kappa, fx3)

             res <- cbind(X = xr*white[1], Y = yr*white[2], Z = zr*white[3])

             if(nrow(res) == 1L) res[1L, ,drop=TRUE] else res
         }, name = "Lab", white = NULL, vectorized = TRUE),

         "Luv" =
         colorConverter(fromXYZ = function(XYZ, white) {
             epsilon <- 216/24389
             kappa <- 24389/27

             yr <- XYZ[,2L]/white[2L]

             denom  <- rowSums(cbind(XYZ[,1L], XYZ[,2L]*15, XYZ[,3L]*3))
             wdenom <- sum(white*c(1,15,3))

             one <- rep_len(1, length(denom))
             u1 <- .cc_ifelse(denom == 0, one, 4*XYZ[,1L]/denom)
             v1 <- .cc_ifelse(denom == 0, one, 9*XYZ[,2L]/denom)
             ur <- 4*white[1L]/wdenom
             vr <- 9*white[2L]/wdenom

             L <- .cc_ifelse(yr <= epsilon, kappa*yr, 116*(yr^(1/3))-16)
             res <- cbind(L = L, u = 13*L*(u1-ur), v = 13*L*(v1-vr))
             if(nrow(res) == 1L) res[1L, ,drop=TRUE] else res
         }, toXYZ = function(Luv,white) {
             epsilon <- 216/24389
             kappa <- 24389/27

             u0 <- 4*white[1L]/(white[1L]+15*white[2L]+3*white[3L])
             v0 <- 9*white[2L]/(white[1L]+15*white[2L]+3*white[3L])

             L <- Luv[,1L]
             Y <- .cc_ifelse(L <= kappa*epsilon,
                          L/kappa, .cc_pow3((L+16)/116))
             a <- (52*L/(Luv[,2L]+13*L*u0)-1)/3
             b <- -5*Y
             c <- -1/3
             d <- Y*(39*L/(Luv[,3L]+13*L*v0)-5)

             X <- (d-b)/(a-c)
             Z <- X*a+b

             res <- cbind(X = X,Y = Y,Z = Z)

             res[which(L == 0L),] <- c(0,0,0)
             if(nrow(res) == 1L) res[1L, ,drop=TRUE] else res
         }, name = "Luv", white = NULL, vectorized = TRUE)

         ) # colorspaces


.cc_spow <- function(a, b) sign(a) * (abs(a) ^ b)

convertColor <- function(color, from, to,
             from.ref.white = NULL, to.ref.white = NULL,
             scale.in = 1, scale.out = 1, clip = TRUE)
{
  if (is.data.frame(color)) {
      color <- as.matrix(color)
  }

  if (is.character(from))
      from <- colorspaces[[match.arg(from, names(colorspaces))]]
  if (!inherits(from,"colorConverter"))
      stop("'from' must be a \"colorConverter\" object or a string")
  if (is.character(to))
      to <- colorspaces[[match.arg(to, names(colorspaces))]]
  if (!inherits(to,"colorConverter"))
      stop("'to' must be a \"colorConverter\" object or a string")

  ## Need a reference white. If both the definition and the argument
  ## specify one they must agree.

  if (is.null(from.ref.white))
      from.ref.white <- from$reference.white
  else if (!is.null(from$reference.white) &&
           from.ref.white != from$reference.white)
      stop(gettextf("'from.ref.white' disagrees with definition of %s",
                    from$name), domain = NA)

  if (is.null(to.ref.white))
      to.ref.white <- to$reference.white
  else if (!is.null(to$reference.white) &&
           to.ref.white != to$reference.white)
      stop(gettextf("'to.ref.white' disagrees with definition of %s",
                    to$name), domain = NA)

  if (is.null(to.ref.white) && is.null(from.ref.white))
      to.ref.white <- from.ref.white <- "D65"

  if (is.null(to.ref.white))
      to.ref.white <- from.ref.white
  if (is.null(from.ref.white))
      from.ref.white <- to.ref.white

  from.ref.white <- .cc_c2to3(.cc_white_points()[, from.ref.white])
  to.ref.white   <- .cc_c2to3(.cc_white_points()[, to.ref.white])

  if (is.null(nrow(color)))
    color <- matrix(color, nrow = 1L)

  if (!is.null(scale.in))
      color <- color/scale.in

  trim <- function(rgb) {
      rgb <- round(rgb,5)
      if (is.na(clip))
          rgb[rgb < 0 | rgb > 1] <- NaN
      else if(clip) {
          rgb[rgb < 0] <- 0
          rgb[rgb > 1] <- 1
      }
      rgb
  }

  xyz <- from$toXYZ(color, from.ref.white)

  if (is.null(nrow(xyz)))
    xyz <- matrix(xyz, nrow = 1L)

  if (!isTRUE(all.equal(from.ref.white, to.ref.white))) {
      mc <- match.call()
      if (is.null(mc$from.ref.white) || is.null(mc$to.ref.white)) {
          warning("color spaces use different reference whites")
      }
      xyz <- .cc_chromatic_adaptation(xyz, from.ref.white, to.ref.white)
  }

  rval <- to$fromXYZ(xyz, to.ref.white)

  if(is.null(nrow(rval)))
      rval <- t(rval)

  if (inherits(to,"RGBcolorConverter"))
      rval <- trim(rval)

  if (is.null(scale.out))
      rval
  else
      rval*scale.out
}
