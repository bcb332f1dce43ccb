# messages are conditions: suppressMessages silences them
message("shown")
suppressMessages(message("hidden"))
suppressMessages({
  message("also hidden")
  cat("but cat still prints\n")
})
r <- tryCatch(message("caught"), message = function(m) conditionMessage(m))
r
message("no newline", appendLF = FALSE)
message(" - continued")
