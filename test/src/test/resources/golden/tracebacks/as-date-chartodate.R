# as.Date.character's inner charToDate: Calls: f -> as.Date -> as.Date.character -> charToDate
f <- function(x) as.Date(x)
f("x")
