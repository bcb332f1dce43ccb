# for over vectors, lists, seq_along, NULL and a character vector.
for (x in c(2.5, 3.5)) print(x)
for (e in list(1, "a", TRUE)) print(e)
v <- c(10, 20, 30)
for (i in seq_along(v)) cat(i, v[i], "\n")
for (z in NULL) print("never")
for (s in c("x", "y")) cat(s, "")
cat("\n")
total <- 0L
for (i in 1:100) total <- total + i
total
i
for (i in 5:3) cat(i, "")
cat("\n")
