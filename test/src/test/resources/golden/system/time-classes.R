t <- Sys.time()
class(t)
is.numeric(unclass(t))
unclass(t) > 1.6e9
class(Sys.Date())
p <- proc.time()
class(p)
names(p)
st <- system.time(for (i in 1:10) i)
class(st)
length(st)
nchar(date()) >= 24
Sys.sleep(0.01)
