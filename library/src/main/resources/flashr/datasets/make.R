# Writes the data sets of R's datasets package that flashr provides, one NAME.rds each (R's own
# serialization, read by flashr's readRDS reader on first use of the name). Run with GNU R in this
# directory: Rscript make.R. Grouped-data sets are left out.
names <- c("mtcars", "iris", "cars", "airquality", "ToothGrowth", "faithful", "women", "PlantGrowth",
           "USArrests", "InsectSprays", "warpbreaks", "sleep", "trees", "swiss", "stackloss", "quakes",
           "chickwts", "esoph", "infert", "precip", "rivers", "islands", "state.name", "state.abb",
           "state.region", "state.area", "Titanic", "HairEyeColor", "UCBAdmissions", "longley",
           "attitude", "rock", "pressure", "morley", "OrchardSprays", "anscombe", "volcano", "euro",
           "LifeCycleSavings", "Puromycin", "PlantGrowth", "iris3", "freeny.x", "beaver1", "beaver2",
           "nottem", "co2", "lh", "LakeHuron", "USAccDeaths", "Nile", "AirPassengers", "presidents",
           "ldeaths", "mdeaths", "fdeaths", "UKgas", "JohnsonJohnson", "BJsales", "npk",
           "attenu", "state.x77", "state.division", "USJudgeRatings")
for (n in unique(names)) saveRDS(get(n, asNamespace("datasets")), paste0(n, ".rds"))
writeLines(sort(unique(names)), "index.txt")
