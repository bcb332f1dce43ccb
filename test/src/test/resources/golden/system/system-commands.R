# system and system2: the shell's output, statuses and R's warnings
show <- function(expr) withCallingHandlers(
    tryCatch(print(expr),
             error = function(e) cat("error in", deparse(conditionCall(e)), ":", conditionMessage(e), "\n")),
    warning = function(w) {
        cat("warning in", deparse(conditionCall(w)), ":", conditionMessage(w), "\n")
        invokeRestart("muffleWarning")
    })
d <- tempfile("proc")
dir.create(d)
old <- setwd(d)
x <- system("echo hello", intern = TRUE)
x
system("printf 'a\\nb\\n'", intern = TRUE)
system("printf 'no newline'", intern = TRUE)
system("true", intern = TRUE)
show(system("echo out; exit 3", intern = TRUE))
s <- system("exit 5")
s
withVisible(system("true"))$visible
system("echo visible output")
status <- system("echo to-err 1>&2; exit 2")
status
system("cat", input = c("line one", "line two"), intern = TRUE)
system("pwd", intern = TRUE) == normalizePath(".")
Sys.setenv(FLASHR_TEST_VAR = "from R")
system("echo $FLASHR_TEST_VAR", intern = TRUE)
system("echo ignored", ignore.stdout = TRUE)
system("echo quiet 1>&2", ignore.stderr = TRUE)
show(system("echo x", intern = NA))
show(system(c("echo", "x"), intern = TRUE))
system("no_such_command_xyz 2>/dev/null")
# system2
system2("echo", c("a", "b"), stdout = TRUE)
system2("echo", "to the console")
r <- system2("sh", c("-c", shQuote("exit 4")))
r
show(system2("sh", c("-c", shQuote("echo e; exit 1")), stdout = TRUE))
system2("sh", c("-c", shQuote("echo both; echo err 1>&2")), stdout = TRUE, stderr = TRUE)
show(system2("echo", "x", stderr = TRUE))
system2("echo", "gone", stdout = FALSE)
system2("echo", "gone", stdout = NULL)
system2("echo", c("into", "file"), stdout = "out.txt")
readLines("out.txt")
system2("sh", c("-c", shQuote("echo o; echo e 1>&2")), stdout = "both.txt", stderr = "both.txt")
sort(readLines("both.txt"))
system2("cat", stdout = TRUE, input = c("x", "y"))
system2("cat", stdout = TRUE, stdin = "out.txt")
system2("sh", c("-c", shQuote("echo $V1-$V2")), env = c("V1=one", "V2=two"), stdout = TRUE)
Sys.getpid() == Sys.getpid()
is.integer(Sys.getpid())
Sys.getpid() > 0
setwd(old)
unlink(d, recursive = TRUE)
