s <- stl(nottem, "per")
s
summary(s)
s2 <- stl(log(co2), s.window = 21)
round(head(s2$time.series, 12), 6)
s3 <- stl(USAccDeaths, s.window = 7, robust = TRUE)
s3$weights[1:20]
s3$win; s3$deg; s3$jump; s3$inner; s3$outer
summary(s3)
s4 <- stl(lh <- ts(c(lh, lh), frequency = 4), s.window = 5, t.window = 9, s.degree = 1, t.jump = 2)
s4$time.series
tryCatch(stl(ts(1:10, frequency = 4), "per"), error = function(e) conditionMessage(e))
tryCatch(stl(ts(1:30, frequency = 4), "foo"), error = function(e) conditionMessage(e))
tryCatch(stl(ts(1:30, frequency = 4), 7, s.degree = 2), error = function(e) conditionMessage(e))
tryCatch(stl(ts(1:30), 7), error = function(e) conditionMessage(e))
