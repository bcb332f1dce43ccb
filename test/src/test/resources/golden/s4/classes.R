# setClass with representation or slots, prototypes, inheritance; new, slots, @ and @<-, default show
setClass("Person", representation(name = "character", age = "numeric"))
p <- new("Person", name = "Al", age = 30)
p
isS4(p); typeof(p); class(p)
p@name
p@age <- 31
p@age
slot(p, "name")
slot(p, "name") <- "Bo"
p@name
slotNames("Person"); slotNames(p)
isVirtualClass("Person")
q <- new("Person")
q@name; q@age
setClass("Student", contains = "Person", slots = c(school = "character"))
s <- new("Student", name = "Cy", age = 20, school = "MIT")
s
is(s, "Person"); is(s, "Student"); is(p, "Student"); is(s)
is(1, "numeric"); is("a", "character"); is(1L, "numeric")
setClass("Pt", representation(x = "numeric", y = "numeric"), prototype(x = 0, y = 0))
pt <- new("Pt")
pt@x; pt@y
Pt <- setClass("Pt2", representation(x = "numeric"))
Pt
Pt(x = 5)
setClass("Base", representation("VIRTUAL", id = "numeric"))
isVirtualClass("Base")
setClass("Derived", contains = "Base", representation(v = "character"))
d <- new("Derived", id = 1, v = "z")
is(d, "Base")
d@id
isClass("Derived"); isClass("Nope")
identical(new("Pt", x = 1, y = 2), new("Pt", x = 1, y = 2))
l <- list(a = new("Pt", x = 1, y = 2))
l
str(p@name)
isVirtualClass("numeric")
setClass("Num", contains = "numeric", representation(unit = "character"))
n <- new("Num", c(1, 2, 3), unit = "cm")
n
n@unit
length(n)
n@.Data
n * 2
