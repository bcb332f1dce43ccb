# getOption with defaults
getOption("digits")
getOption("width")
getOption("OutDec")
getOption("no.such.option")
getOption("no.such.option", "fallback")
is.null(getOption("no.such.option"))
