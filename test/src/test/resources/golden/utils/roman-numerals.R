# as.roman's reading of roman numerals as R's help page shows it: "IIIII" is V, "IIIIII" is not
(y <- as.roman(1:5))
y[3]
y - 10 * c(0:3, 10)
as.roman(c(NA, 1:3, "", strrep("I", 1:6))) # + NA with a warning for "IIIIII"
cc <- c(NA, 1:3, strrep("I", 0:5))
(rc <- as.roman(cc))
(ic <- as.integer(rc))
stopifnot(identical(ic, c(NA, 1:3, NA, 1:5)),
          identical(rc + rc + (3 * rc), rc * 5),
          identical(as.integer(5 * rc), 5L * ic))
as.integer(as.roman(c("XXXXX", "CCCCC", "MMMM", "MMMMM", "VV", "LXXXXVIIII", "mcmxcix", "IC")))
as.roman(c("MMMDCCCXCIX", "XIV", "xiv"))
