# utils' methods for R 4.2's hash tables: [[ with nomatch, [[<-, length
h1 <- hashtab()
sethash(h1, NULL, 1)
for (i in seq_along(LETTERS)) sethash(h1, LETTERS[i], i)
h1[["Q"]]
h1[["ABC"]]
h1[["ABC", nomatch = 77]]
h1[["ABC"]] <- "DEF"
h1[["ABC"]]
length(h1)
sethash(h1, 3L, "DEF")
gethash(h1, 3L)
gethash(h1, 3)
h1[[3, nomatch = "none"]]
h2 <- h1
identical(h1, h2)
sethash(h2, NULL, 77)
gethash(h1, NULL)
remhash(h1, "ABC")
length(h1)
numhash(h1)
is.hashtab(h1)
clrhash(h1)
length(h1)
