# nchar(type = "width"): control and invisible format characters take no columns, as R's wcwidth
nchar(c("\t", "\n", "\001", "a\tb", "\u200b", "\u00ad", "\u0301", "e\u0301", "\u7f"), type = "w")
nchar(c("abc", "\u4e2d\u6587", "caf\u00e9", NA, ""), type = "width")
nchar(c("abc", NA), type = "width", keepNA = TRUE)
nchar("tab\there", type = "chars")
nchar("tab\there", type = "bytes")
strwrap("a\tb c", prefix = "\t")
