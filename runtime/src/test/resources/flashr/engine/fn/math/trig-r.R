# Writes trig-r.txt: x and GNU R's sin(x), cos(x), atan(x) (the C library's), then y, x and
# atan2(y, x), each as C's %a (hex, exact), one case a line. Run from this directory with Rscript
# (R 4.2.2 on x86-64 Linux, glibc 2.36); SinCosAtanTest reads it.
set.seed(20261203)
e <- sample(-1074:1023, 200, TRUE)
x <- c(runif(400, -4, 4), runif(150, -100, 100), runif(150, -2e8, 2e8),           # each path, both reductions
       (1 + runif(200)) * 2^e * sample(c(-1, 1), 200, TRUE),                      # every exponent
       (-100:100) * pi / 2 + runif(201, -1e-9, 1e-9),                             # near the multiples of pi/2
       runif(200, -0.13, 0.13), 1 / runif(100, 1, 16), runif(100, 16, 1e16),     # atan's paths
       0.855469 + (-10:10) * 2^-40, 2.426265 + (-10:10) * 2^-40, 105414350 + (-10:10) * 2^-26,
       c(0x1.825dc1ad2ff6p26, -0x1.3ea95901573fp26, -0x1.22fe74f48b18p2, 0x1.ba7c1789fbcbcp1,  # where Java's
         -0x1.259dc00656cc4p1, 0x1.0007b370de344p4, -0x1.1973aeb3e40afp6, -0x1.085b8f97d772p22,  # sin or cos
         0x1.77bd5f6d41208p26, -0x1.02a586ddb0454p26, -0x1.4497a1e2a275p6, -0x1.c6bc475742ee4p0, # differ
         -0x1.0b7d760ddec14p5, 0x1.9a53e11058274p5, 0x1.366cf8c27b72bp1, 0x1.000b0a5289d92p-4,
         -0x1.1ac83350946eep1, 0x1.8f2d6c9e8484fp-4, -0x1.fffa49ee45538p4, -0x1.8c3d06ead0b0fp26,
         0x1.92249ea2ae9d3p26, 0x1.4f07625ffa4dp0, 0x1.6f52bcc9145d4p6, 0x1.36b0729062a62p1),
       0, -0, 5e-324, -5e-324, 2^-1022, .Machine$double.xmax, 1e22, 1e300, pi, Inf, -Inf, NaN, NA)
y <- c(x[1:700], runif(300, -1, 1) * 2^sample(-600:600, 300, TRUE), 0, -0, Inf, -Inf, Inf, -Inf, 1, -1, NA, NaN)
xx <- c(runif(700, -4, 4) * x[1:700] * 2^sample(-40:40, 700, TRUE), runif(300, -1, 1) * 2^sample(-600:600, 300, TRUE),
        -1, -1, Inf, -Inf, -Inf, Inf, 0, -0, 1, 1)
writeLines(c(sprintf("%a %a %a %a", x, sin(x), cos(x), atan(x)), sprintf("%a %a %a", y, xx, atan2(y, xx))), "trig-r.txt")
