scores <- c(alice = 90, bob = 75, carol = 82, dave = NA)
passed <- scores[!is.na(scores) & scores >= 80]
print(passed)
scores[is.na(scores)] <- 0
print(scores)
ranks <- rev(sort(scores))
print(names(ranks)[1:2])
grades <- character(length(scores))
names(grades) <- names(scores)
for (n in names(scores)) grades[n] <- if (scores[n] >= 80) "A" else "B"
print(grades)
inventory <- list()
inventory$apples <- 3
inventory[["pears"]] <- 5
inventory$apples <- inventory$apples + 2
print(unlist(inventory))
m <- matrix(0, 3, 3, dimnames = list(letters[1:3], LETTERS[1:3]))
for (i in 1:3) m[i, i] <- i
m["a", "C"] <- 9
print(m)
print(which(m > 0, arr.ind = TRUE))
counts <- integer(0)
for (w in c("x", "y", "x", "z", "x")) counts[w] <- if (is.na(counts[w])) 1L else counts[w] + 1L
print(counts)
stack <- c()
stack <- c(stack, 1); stack <- c(stack, 2); top <- stack[length(stack)]; stack <- stack[-length(stack)]
print(top); print(stack)
v <- seq(10, 100, by = 10)
print(v[c(-1, -length(v))])
print(head(rev(v), 3))
print(rep(c("lo", "hi"), times = c(2, 3)))
