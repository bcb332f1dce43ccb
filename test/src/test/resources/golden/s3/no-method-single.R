# dispatch failure on a character vector
speak <- function(x, ...) UseMethod("speak")
speak.dog <- function(x, ...) "woof"
print(speak(structure(1, class = "dog")))
speak("cat")
