grepl("^a{,2}$", c("", "a", "aa", "aaa"))
regmatches("aaaa", regexpr("a{,3}", "aaaa"))
sub("b{,2}c", "X", "abbbc")
gsub("[0-9]{,2}", "#", "a123b")
grepl("^a{,2}$", c("", "a", "aa", "aaa"), perl = TRUE)
grepl("a{,2}", c("a{,2}", "aa"), perl = TRUE)
grepl("^x{1,}$", c("x", "xx", ""))
grepl("a\\{,2}", "a{,2}")
grepl("[{,2}]", ",")
for (n in 1:4) { p <- paste0("^a{,", n, "}$"); cat(p, ":", which(grepl(p, strrep("a", 0:7))) - 1, "\n") }
for (n in 1:3) { p <- paste0("^(ab){,", n, "}$"); cat(p, ":", which(grepl(p, strrep("ab", 0:7))) - 1, "\n") }
gsub("a{,1}", "#", "baab")
regexpr("a{,2}b", "xaaaab")
