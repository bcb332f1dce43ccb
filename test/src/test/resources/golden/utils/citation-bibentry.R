# citation() with R's own text, bibentry, toBibtex and the text format of entries
citation()
x <- citation()
class(x)
toBibtex(x)
format(x, style = "text")
print(x, bibtex = FALSE)
citation("stats")
x$title
x$year
b <- bibentry("Manual", title = "A Title", author = c(person("Ann", "Smith"), person("Bob", "Jones")), year = 2020, organization = "Org", key = "smith20")
b
toBibtex(b)
b$author
b$year
format(b)
print(b, style = "text")
b2 <- bibentry("Book", title = "The Book", author = person("Carl", "Doe"), year = 1999, publisher = "Pub", address = "City")
b2
try(citation("nosuchpkg"))
