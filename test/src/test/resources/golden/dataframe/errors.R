df <- data.frame(x = 1:3, y = c("a", "b", "c"))
r <- tryCatch(df[, "nope"], error = function(e) conditionMessage(e))
r
r <- tryCatch(df["nope"], error = function(e) conditionMessage(e))
r
r <- tryCatch(df[, 5], error = function(e) conditionMessage(e))
r
r <- tryCatch(data.frame(a = 1:3, b = 1:2), error = function(e) conditionMessage(e))
r
r <- tryCatch({ df$z <- 1:2; df }, error = function(e) conditionMessage(e))
r
df$nope
df[["nope"]]
data.frame(a = 1:3, b = 1:2)
