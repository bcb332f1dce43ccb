# A closure keeps its own state through <<-.
make_counter <- function() {
  count <- 0
  function() {
    count <<- count + 1
    count
  }
}
c1 <- make_counter()
c2 <- make_counter()
c1()
c1()
c2()
c1()
