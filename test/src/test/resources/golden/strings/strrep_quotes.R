# strrep, quoting helpers, regexec, make.unique/make.names, code points
strrep("ab", 3); strrep("x", 0:2); strrep(c("a","b"), 2); strrep(NA, 2)
sQuote("a"); dQuote("a"); sQuote("a", FALSE); dQuote(c("a", NA), q = FALSE); shQuote("it's")
encodeString("a\nb"); encodeString("a", quote = '"'); encodeString(c("a", NA)); encodeString("x", width = 4, justify = "right")
strtrim("abcdef", 3); strtrim(c("ab", "abcde"), c(1, 3))
m <- regexec("(\\w+)@(\\w+)", c("me@host", "none")); m; regmatches(c("me@host", "none"), m)
gettextf("%d items", 3L)
make.unique(c("a", "a", "b", "a")); make.names(c("a b", "1x", "ok", "if"))
utf8ToInt("A"); intToUtf8(c(72, 105)); intToUtf8(c(72, 105), multiple = TRUE)
