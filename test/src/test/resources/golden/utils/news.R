# news: queries on R's NEWS that select nothing, packages without NEWS, R's error for a bad query
n <- news(Version == "99.0.0")
n
class(n)
names(n)
dim(n)
news(package = "nopkgzz")
is.null(news(package = "stats"))
r <- try(news(query = 1))
