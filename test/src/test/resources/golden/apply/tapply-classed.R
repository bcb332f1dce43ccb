# tapply keeps the class of X in the groups (R splits with X's `[` method); outer(f, g, "*") of factors fails
x <- as.Date("2020-01-01") + 0:5; grp <- c(1, 1, 2, 2, 3, 3)
tapply(x, grp, max)
tapply(x, grp, range)
tapply(x, grp, function(v) class(v))
d <- as.difftime(c(1, 2, 3, 4, 5, 6), units = "mins")
tapply(d, grp, function(v) units(v))
tapply(d, grp, function(v) v)
p <- as.POSIXct("2020-01-01 10:00:00", tz = "UTC") + 3600 * 0:3
tapply(p, c("a", "a", "b", "b"), function(v) format(v, "%H:%M"))
tapply(p, c("a", "a", "b", "b"), identity)
tapply(x, list(c(1, 1, 1, 2, 2, 2), c("u", "v", "u", "v", "u", "v")), function(v) class(v))
y <- structure(1:4, class = "myc", extra = "e")
tapply(y, c(1, 1, 2, 2), function(v) names(attributes(v)))
f <- factor(c("a", "b")); g <- factor(c("x", "y", "z"))
r <- try(outer(f, g, "*"))
r <- try(outer(c("a", "b"), 1:2, "*"))
r <- try(f %o% 1:2)
outer(f, g, "+")
outer(f, g, paste)
outer(c(TRUE, FALSE), 1:2, "*")
df <- data.frame(x = 1:3)
with(df, x <- 1)
(with(df, x <- 1))
withVisible(with(df, x <- 1))$visible
withVisible(with(df, sum(x)))$visible
withVisible(within(df, y <- x * 2))$visible
