# regexpr, gregexpr, regmatches
regexpr("o", c("hello", "world", "x"))
gregexpr("o", "foo boo")[[1]]
x <- c("a1", "b22", "c")
m <- regexpr("[0-9]+", x)
regmatches(x, m)
regmatches("k=v; k2=v2", gregexpr("[a-z0-9]+=", "k=v; k2=v2"))
