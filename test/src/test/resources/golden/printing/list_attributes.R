# attributes inside lists carry the element tag
l <- list(a = structure(1:2, note = "x"), b = list(c = structure("s", extra = TRUE)))
l
k <- structure(list(1), meta = "m")
k
