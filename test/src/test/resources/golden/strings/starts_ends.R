# startsWith, endsWith, strtoi
startsWith(c("abc", "xbc", NA), "a")
endsWith(c("file.R", "file.py"), ".R")
startsWith("abc", c("a", "b", "ab"))
strtoi(c("10", "077", "ff", "zz"), 16L)
strtoi("777", 8L)
strtoi("101", base = 2)
strtoi("12")
