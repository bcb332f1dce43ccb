# The formula methods of the classical tests take subset and na.action, as R's help pages use them
# (?wilcox.test, ?ks.test: Ozone ~ Month, data = airquality, subset = Month %in% c(5, 8))
print(wilcox.test(Ozone ~ Month, data = airquality, subset = Month %in% c(5, 8), exact = FALSE))
print(suppressWarnings(ks.test(Ozone ~ Month, data = airquality, subset = Month %in% c(5, 8), exact = FALSE)))
print(ansari.test(Ozone ~ Month, data = airquality, subset = Month %in% c(5, 8), exact = FALSE))
print(t.test(extra ~ group, data = sleep, subset = ID != "3"))
print(var.test(Ozone ~ Month, data = airquality, subset = Month %in% c(5, 8)))
print(kruskal.test(Ozone ~ Month, data = airquality, subset = Month > 6))
print(oneway.test(Ozone ~ Month, data = airquality, subset = Month < 8, var.equal = TRUE))
print(cor.test(~ Ozone + Temp, data = airquality, subset = Month == 5))
# na.action: na.fail stops where the data have NAs
r <- tryCatch(t.test(Ozone ~ Month, data = airquality, subset = Month %in% c(5, 6), na.action = na.fail),
              error = function(e) conditionMessage(e))
print(r)
# a matrix as data
m <- cbind(y = c(1.2, 3.4, 2.2, 5.1, 4.4, 6.3), g = rep(1:2, each = 3))
print(t.test(y ~ g, data = m)$statistic)
# still two levels needed after the subset
tryCatch(wilcox.test(Ozone ~ Month, data = airquality, subset = Month %in% c(5, 6, 7)),
         error = function(e) print(conditionMessage(e)))
print(wilcox.test(Ozone ~ Month, data = airquality, subset = Month == 5))
