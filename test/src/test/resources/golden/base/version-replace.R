v <- numeric_version(c("1.2.3", "2.0", "0.9.1"))
v[2] <- "3.1.4"
v
v[[1]] <- "9.9"
v
v[[3]]
v[[1, 2]]
v[[2, 3]] <- 7L
v
w <- v
is.na(w) <- 2
w
is.na(w)
pv <- package_version("1.0.0")
pv[1] <- "1.1"
pv
class(pv)
tryCatch(v[1] <- "not.a.version-", error = function(e) conditionMessage(e))
tryCatch({v[1] <- "abc"}, error = function(e) conditionMessage(e))
df <- as.data.frame(numeric_version(c("1.0", "2.1.3")))
df[[1]]
class(df[[1]])
names(df)
dim(df)
names(as.data.frame(numeric_version("3.2"), nm = "v"))
