# convertColor between R's colour spaces, colorspaces, make.rgb and colorConverter
names(colorspaces)
colorspaces$sRGB
colorspaces[["Apple RGB"]]
colorspaces$Lab
class(colorspaces$XYZ)
rgb <- rbind(c(1, 0, 0), c(0, 1, 0), c(0, 0, 1), c(0.5, 0.5, 0.5), c(1, 1, 1), c(0, 0, 0))
convertColor(rgb, from = "sRGB", to = "Lab")
convertColor(rgb, from = "sRGB", to = "XYZ")
convertColor(rgb, from = "sRGB", to = "Luv")
convertColor(c(0.2, 0.4, 0.6), from = "sRGB", to = "Lab")
lab <- convertColor(rgb, from = "sRGB", to = "Lab")
round(convertColor(lab, from = "Lab", to = "sRGB"), 6)
convertColor(rgb, from = "sRGB", to = "Apple RGB")
convertColor(rgb, from = "sRGB", to = "CIE RGB")
convertColor(t(col2rgb(c("tomato", "steelblue", "gold"))), from = "sRGB", to = "Lab", scale.in = 255)
convertColor(matrix(c(50, 20, -30, 80, -40, 60), 2, byrow = TRUE), from = "Lab", to = "sRGB", scale.out = 255)
convertColor(matrix(c(50, 100, -100), 1), from = "Lab", to = "sRGB")
convertColor(matrix(c(50, 100, -100), 1), from = "Lab", to = "sRGB", clip = NA)
convertColor(matrix(c(50, 100, -100), 1), from = "Lab", to = "sRGB", clip = FALSE)
convertColor(data.frame(r = c(0.1, 0.9), g = c(0.2, 0.8), b = c(0.3, 0.7)), "sRGB", "Luv")
convertColor(rgb[1:3, ], from = "sRGB", to = "Lab", to.ref.white = "D50")
convertColor(rgb[1:3, ], from = "Lab", to = "XYZ", from.ref.white = "D65", to.ref.white = "C")
convertColor(rgb[1:2, ], from = "XYZ", to = "Lab", to.ref.white = "A")
convertColor(matrix(c(0, 0, 0), 1), from = "Luv", to = "XYZ")
p3 <- make.rgb(red = c(0.680, 0.320), green = c(0.265, 0.690), blue = c(0.150, 0.060), gamma = "sRGB", name = "P3")
p3
class(p3)
convertColor(rgb[1:4, ], from = "sRGB", to = p3)
g18 <- make.rgb(c(0.64, 0.33), c(0.3, 0.6), c(0.15, 0.06), gamma = 1.8)
g18$name
g18$gamma
convertColor(rgb[4, , drop = FALSE], from = g18, to = "sRGB")
hsvspace <- colorConverter(toXYZ = function(hsv, ...) {
    rgb <- t(col2rgb(hsv(hsv[1], hsv[2], hsv[3]))) / 255
    convertColor(rgb, from = "sRGB", to = "XYZ")
}, fromXYZ = function(xyz, ...) {
    rgb <- convertColor(xyz, from = "XYZ", to = "sRGB")
    drop(rgb2hsv(t(rgb * 255)))
}, name = "HSV", white = "D65")
hsvspace
names(hsvspace)
convertColor(rbind(c(0, 1, 1), c(1/3, 1, 1)), from = hsvspace, to = "Lab")
convertColor(rgb[1:3, ], from = "sRGB", to = hsvspace)
try(convertColor(rgb, from = "sRGB", to = "HSL"))
try(convertColor(rgb, from = list(), to = "Lab"))
try(convertColor(rgb, from = "sRGB", to = 3))
try(convertColor(rgb, from = "sRGB", to = "Lab", from.ref.white = "D50"))
try(make.rgb(c(0.64, 0.33), c(0.3, 0.6), c(0.15, 0.06), gamma = "linear"))
try(colorConverter(identity, identity, "x", vectorized = NA))
convertColor(rgb[1:2, ], from = "sRGB", to = "XYZ", scale.out = NULL)
convertColor(rgb[1:2, ], from = "XYZ", to = "Lab", scale.in = NULL)
