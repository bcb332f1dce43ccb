# options() returns the old values, invisibly, so they can be restored
old <- options(digits = 4)
old
getOption("digits")
options(old)
getOption("digits")
options(digits = 5)
getOption("digits")
