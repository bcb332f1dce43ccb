# cite() and citeNatbib() with R's default (natbib author-year) style, as cite's help page uses them
rref <- bibentry(bibtype = "Manual",
   title = "R: A Language and Environment for Statistical Computing",
   author = person("R Core Team"),
   organization = "R Foundation for Statistical Computing",
   address = "Vienna, Austria", year = 2013,
   url = "https://www.R-project.org/", key = "R")
bref <- c(
   bibentry(bibtype = "Manual", title = "boot: Bootstrap R (S-PLUS) Functions",
     author = c(person("Angelo", "Canty", role = "aut", comment = "S original"),
                person(c("Brian", "D."), "Ripley", role = c("aut", "trl", "cre"),
                       comment = "R port, author of parallel support", email = "ripley@stats.ox.ac.uk")),
     year = "2012", note = "R package version 1.3-4",
     url = "https://CRAN.R-project.org/package=boot", key = "boot-package"),
   bibentry(bibtype = "Book", title = "Bootstrap Methods and Their Applications",
     author = as.person("Anthony C. Davison [aut], David V. Hinkley [aut]"),
     year = "1997", publisher = "Cambridge University Press", address = "Cambridge",
     isbn = "0-521-57391-2", url = "http://statwww.epfl.ch/davison/BMA/", key = "boot-book"),
   bibentry(bibtype = "Article", title = "A Third Paper",
     author = c(person("Ann", "One"), person("Bob", "Two"), person("Cy", "Three")),
     journal = "J", year = "2001", key = "three")
)
refs <- c(rref, bref)
cite("R, boot-package", refs)
cite("R, boot-package", refs, textual = TRUE)
cite("boot-book", refs, before = "see", after = "ch. 2")
cite("three", refs)           # first citation: all authors
cite("three", refs)           # later: et al.
cite("three", refs, abbreviate = FALSE)
cite("boot-package, boot-book", refs, textual = TRUE)
citeNatbib("R", refs, bibpunct = c("[", "]", ";", "a", "", ","))
citeNatbib("three", refs, previous = character())
cite("", refs)
