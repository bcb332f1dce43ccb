x <- c("A first item that is rather long and goes on for a while so that it has to wrap onto more lines", "second", "third item")
writeLines(formatUL(x))
writeLines(formatUL(x, label = "-", offset = 2, width = 40))
writeLines(formatOL(x))
writeLines(formatOL(x, type = "A", width = 30))
writeLines(formatOL(x, type = "i", start = 8))
writeLines(formatOL(rep("item", 12), type = "Roman"))
formatOL(character())
r <- tryCatch(formatOL(rep("a", 27), type = "a"), error = conditionMessage); r
