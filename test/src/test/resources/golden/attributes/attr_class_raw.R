x <- 1:3
attr(x, "class") <- "numeric"
print(class(x))
y <- 1:3
class(y) <- "numeric"
print(class(y))
z <- structure(1:3, class="matrix")
print(attributes(z))
