# fileSnapshot and changedFiles on a temporary directory
d <- tempfile(); dir.create(d)
writeLines("a", file.path(d, "a.txt")); writeLines("b", file.path(d, "b.txt"))
s <- fileSnapshot(d, md5sum = TRUE)
class(s); names(s); s$path == normalizePath(d); rownames(s$info)
"md5sum" %in% names(s$info)
unname(s$info$size)
writeLines("c", file.path(d, "c.txt")); unlink(file.path(d, "b.txt")); writeLines("aa", file.path(d, "a.txt"))
ch <- changedFiles(s, check.file.info = "size")
ch
class(ch); names(ch)
ch$changes
ch$unchanged
changedFiles(s, check.file.info = "size", md5sum = FALSE)
s2 <- fileSnapshot(d, file.info = FALSE)
s2$info
changedFiles(s2)
s3 <- fileSnapshot(d, pattern = "^c")
rownames(s3$info)
r <- try(fileSnapshot(c(d, d)))
r <- try(changedFiles(list()))
