# readCitationFile on CITATION files the script writes (R's code: citHeader, bibentry, citFooter, meta)
f <- tempfile()
writeLines(c('citHeader("To cite package pkgx in publications use:")',
             'bibentry(bibtype = "Manual", title = "pkgx: Doing Things", author = person("Ann", "Smith"),',
             '         year = 2021, note = paste("R package version", meta$Version), key = "pkgx")',
             'bibentry(bibtype = "Article", title = "A Paper", author = c(person("Bob", "Jones"), person("Cy", "Lee")),',
             '         journal = "J. Things", year = "2020", volume = "3", pages = "1--10")',
             'citFooter("Thanks for citing.")'), f)
x <- readCitationFile(f, meta = list(Version = "1.2.3", Package = "pkgx"))
class(x)
length(x)
attr(x, "mheader")
attr(x, "mfooter")
attr(x, "package")
x$title
x[[1]]$note
toBibtex(x[[2]])
g <- tempfile()
writeLines(c('bibentry("Book", title = "One Book", author = person("Dee", "Ray"), publisher = "P", year = 1999)'), g)
y <- readCitationFile(g)
class(y)
length(y)
is.null(attr(y, "mheader"))
is.null(attr(y, "package"))
y$title
h <- tempfile()
writeLines('citHeader("only a header")', h)
z <- readCitationFile(h)
class(z)
length(z)
attr(z, "mheader")
writeLines('bibentry("Misc", title = "caf\u00e9", author = "X", year = 2000)', h, useBytes = TRUE)
r <- tryCatch(readCitationFile(h), error = conditionMessage); r
b <- c(y, y)
class(b)
length(b)
