# reshape between wide and long form, and back through the attributes R keeps
wide <- data.frame(id = 1:3, sex = c("f", "m", "f"), x.1 = c(5, 3, 6), x.2 = c(6, 5, 2), y.1 = c(1.5, 2.5, 3.5), y.2 = c(2, 3, 4))
long <- reshape(wide, direction = "long", varying = 3:6)
long
attributes(long)$reshapeLong
back <- reshape(long)
back
long2 <- reshape(wide, direction = "long", varying = list(c("x.1", "x.2"), c("y.1", "y.2")), v.names = c("x", "y"), times = c(10, 20), timevar = "when", idvar = "id")
long2
df <- data.frame(subj = rep(c("a", "b"), each = 3), visit = rep(1:3, 2), score = c(10, 12, 13, 8, 9, 11))
w <- reshape(df, direction = "wide", idvar = "subj", timevar = "visit")
w
attr(w, "reshapeWide")
reshape(w)
reshape(df, direction = "wide", idvar = "subj", timevar = "visit", sep = "_")
wide3 <- data.frame(name = c("p", "q"), a1 = 1:2, a2 = 3:4, b1 = 5:6, b2 = 7:8)
reshape(wide3, direction = "long", varying = 2:5, sep = "")
reshape(wide, direction = "long", varying = c("x.1", "x.2"), v.names = "x", drop = c("y.1", "y.2"), new.row.names = 1:6)
try(reshape(wide, direction = "long"))
try(reshape(df, direction = "wide", idvar = "visit", timevar = "subj"))
try(reshape(wide, direction = "long", varying = list(c("x.1", "x.2"), "y.1")))
