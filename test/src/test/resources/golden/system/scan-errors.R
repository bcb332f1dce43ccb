# scan()'s errors and warnings
r <- try(scan(text = "1 a 3"))
r <- try(scan(text = "1 2.5", what = integer()))
r <- try(scan(text = "yes", what = logical()))
scan(text = "x 1 y", what = list("", 0))
r <- try(scan(text = "1", sep = ",,"))
scan("no-such-file.txt")
