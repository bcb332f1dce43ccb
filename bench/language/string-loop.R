# A string built by appending in a loop.
s <- ""
for (i in 1:2000) s <- paste0(s, i %% 10)
print(nchar(s))
