# replacement methods [<-, [[<- and $<- dispatch on the class
bounded <- structure(list(v = c(1, 5, 9)), class = "bounded")
"[<-.bounded" <- function(x, i, value) {
  y <- unclass(x)
  y$v[i] <- pmin(pmax(value, 0), 10)
  structure(y, class = "bounded")
}
"[[<-.bounded" <- function(x, i, value) {
  y <- unclass(x)
  y$v[[i]] <- -1
  structure(y, class = "bounded")
}
"$<-.bounded" <- function(x, name, value) {
  y <- unclass(x)
  y[[name]] <- toupper(value)
  structure(y, class = "bounded")
}
bounded[2] <- 42
unclass(bounded)$v
bounded[[1]] <- 3
unclass(bounded)$v
bounded$label <- "hello"
unclass(bounded)$label
