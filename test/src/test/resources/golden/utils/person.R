p <- person("Ada", "Lovelace", email = "ada@example.org", role = c("aut", "cre"))
p
format(p)
as.character(p)
p$given
p$family
p$role
p2 <- as.person("John Smith <js@example.com> [ctb]")
p2
p2$email
c(p, p2)
length(c(p, p2))
toBibtex(p)
p3 <- person(c("A", "B"), c("One", "Two"), role = "ctb")
p3
p3[2]
x3 <- p3[[1]]
x3$given
as.person(c("Jane van Dyke [aut]", "Bob Jr. Smith"))
tryCatch(person("X", first = "Y"), error = function(e) conditionMessage(e))
person("Q", "R", role = "author")
person()
length(person())
format(p, include = c("given", "family"))
toBibtex(c(p, p2))
r <- withCallingHandlers(person("Z", role = "zzz"), warning = function(w) {cat("W:", conditionMessage(w), "\n"); invokeRestart("muffleWarning")})
r
