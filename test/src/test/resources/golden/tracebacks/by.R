# an error in by's FUN: Calls: by -> by.data.frame -> structure -> eval -> eval -> tapply -> lapply -> FUN -> FUN
df <- data.frame(a = 1:4, g = c(1, 1, 2, 2))
by(df, df$g, function(d) if (d$a[1] > 2) stop("in by") else sum(d$a))
