x <- NA
if (x > 1) print("big")
