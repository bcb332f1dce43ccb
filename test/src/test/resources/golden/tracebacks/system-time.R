# system.time leaves "Timing stopped at:" after the error's report (its on.exit); an on.exit message follows the report too
f <- function() { on.exit(message("f exits")); stop("slow") }
system.time(f())
