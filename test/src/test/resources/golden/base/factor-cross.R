# f1:f2 of two factors (R's ?":" example), interaction's lex.order, levels<- with a list (?levels),
# aperm of a table keeps its class (?aperm)
f1 <- gl(2, 3); f1
f2 <- gl(3, 2); f2
f1:f2
a <- gl(2, 4, 8)
s <- gl(2, 2, 8, labels = c("ctrl", "treat"))
a:s
identical(a:s, interaction(a, s, sep = ":", lex.order = TRUE))
factor(c("x", NA, "y")):factor(c("u", "v", NA))
r <- try(gl(2, 2):gl(2, 3))
x <- gl(2, 3, labels = c("a", "b"))
levels(x) <- list(A = "a", B = "b"); x
f <- factor(c("apple", "salad", "orange", "apple"))
levels(f) <- list(fruit = c("apple", "orange"), veg = "salad"); f
levels(f) <- c("F", "V"); f
g <- factor(c("a", "b", "c"))
levels(g) <- c("x", "x", "y"); g
r <- try(levels(g) <- "z")
UCB <- aperm(UCBAdmissions, c(2, 1, 3))
class(UCB); is.table(UCB)
UCB[1, , ]
class(aperm(UCBAdmissions, keep.class = FALSE))
class(aperm(array(1:8, c(2, 2, 2))))
