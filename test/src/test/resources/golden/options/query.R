# options("name") queries without setting
options("digits")
options("digits", "width")
str <- options("nope")
str
options(myopt = 1:3)
options("myopt")
options(myopt = NULL)
getOption("myopt")
