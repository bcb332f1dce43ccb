# .Generic and .Class inside methods
shout <- function(x) UseMethod("shout")
shout.a <- function(x) { cat(".Generic:", .Generic, " .Class:", .Class, "\n"); NextMethod() }
shout.b <- function(x) { cat(".Generic:", .Generic, " .Class:", .Class, "\n"); invisible(NULL) }
shout(structure(1, class = c("a", "b")))
length.a <- function(x) { cat("length via", .Generic, "\n"); 7L }
length(structure(1, class = "a"))
