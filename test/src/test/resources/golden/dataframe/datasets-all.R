# Every data set of R's datasets package, as the help pages' examples use them
new <- c("BJsales.lead", "BOD", "CO2", "EuStockMarkets", "Formaldehyde", "Harman23.cor", "Harman74.cor",
         "Indometh", "Loblolly", "Orange", "Seatbelts", "Theoph", "UKDriverDeaths", "UScitiesD",
         "USJudgeRatings", "USPersonalExpenditure", "VADeaths", "WWWusage", "WorldPhones", "airmiles",
         "austres", "crimtab", "discoveries", "eurodist", "lynx", "nhtemp", "occupationalStatus",
         "randu", "sunspot.month", "sunspot.year", "sunspots", "state.center", "state.division",
         "state.x77", "stack.x", "stack.loss", "treering", "trees", "uspop", "women", "Nile")
for (n in new) cat(sprintf("%-22s %-40s %s\n", n, paste(class(get(n)), collapse = " "),
                           if (is.null(dim(get(n)))) length(get(n)) else paste(dim(get(n)), collapse = "x")))
print(exists("Loblolly")); print(exists("not.a.dataset"))
print(head(Loblolly, 3)); print(attr(CO2, "formula")); print(class(Orange))
print(summary(Indometh$conc)); print(BOD); print(head(Theoph, 2))
print(window(sunspot.month, end = c(1749, 6))); print(tsp(treering)); print(window(lynx, 1821, 1830))
print(state.x77[1:3, ]); print(head(state.division)); print(VADeaths); print(WorldPhones[1:2, ])
print(as.matrix(eurodist)[1:3, 1:3]); print(attr(UScitiesD, "Labels")); print(Harman74.cor$n.obs)
print(head(EuStockMarkets, 3)); print(window(BJsales.lead, end = 5)); print(airmiles)
print(cor(USJudgeRatings)[1:3, 1:3]); print(nhtemp)
print(summary(lm(mpg ~ wt, data = mtcars))$r.squared)
rm(BOD)      # nothing bound in the workspace: the data set stays
print(nrow(BOD))
BOD <- 1; print(BOD); rm(BOD); print(dim(BOD))
data(CO2); print(exists("CO2", envir = globalenv(), inherits = FALSE))
