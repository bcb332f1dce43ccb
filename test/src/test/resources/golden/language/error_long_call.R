a_function_with_a_long_name <- function(first_argument, second_argument) {
  stop("this message is long enough to wrap onto the next line")
}
a_function_with_a_long_name(first_argument = 1, second_argument = 2)
