# Writes colours.tsv, R's colour names and their sRGB values, from GNU R: Rscript colours-make.R
rgb <- col2rgb(colors())
writeLines(sprintf("%s\t%02X%02X%02X", colors(), rgb[1, ], rgb[2, ], rgb[3, ]), "colours.tsv")
