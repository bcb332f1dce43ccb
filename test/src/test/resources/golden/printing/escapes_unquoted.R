# control characters and backslashes are escaped even without quotes
print("a\nb\"c", quote=FALSE); noquote("t\tx"); x <- c(a="q\"x"); print(x, quote=FALSE); m <- matrix("a\nb"); print(m, quote=FALSE); names(x) <- "n\nm"; x; list(`a\nb`=1)
print("back\\slash", quote=FALSE)
