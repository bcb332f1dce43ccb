df <- data.frame(a = c(2.5, 1, 4, NA), n = 1:4, s = c("x", "y", "z", "w"),
                 f = factor(c("u", "v", "u", "u")), l = c(TRUE, FALSE, NA, TRUE))
sapply(df[c("a", "n")], range, na.rm = TRUE)
unique(data.frame(a = c(1, 1, 2), b = c("x", "x", "y")))
duplicated(data.frame(a = c(1, 1, 2), b = c("x", "x", "y")))
is.na(df)
colSums(is.na(df))
df[complete <- !is.na(df$a), ]
nrow(df[!is.na(df$a) & df$l %in% TRUE, ])
