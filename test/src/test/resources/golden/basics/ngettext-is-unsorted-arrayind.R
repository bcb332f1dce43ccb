# ngettext, pmax.int/pmin.int, is.unsorted and arrayInd as base R defines them
print(ngettext(1, "file", "files")); print(ngettext(3, "file", "files")); r <- try(ngettext(-1, "a", "b"), silent = TRUE); cat(r)
print(pmax.int(c(1, 5, NA), 3)); print(pmin.int(c(1, 5, NA), 3, na.rm = TRUE))
print(is.unsorted(c(1, 2, 2, 3))); print(is.unsorted(c(1, 2, 2, 3), strictly = TRUE)); print(is.unsorted(c(3, NA, 1)))
print(is.unsorted(c(1, NA, 3), na.rm = TRUE)); print(is.unsorted(c("a", "c", "b"))); print(is.unsorted(5)); print(is.unsorted(integer()))
print(arrayInd(c(2, 5, 6), c(2, 3))); print(arrayInd(5, c(2, 2, 2)))
m <- matrix(1:6, 2, dimnames = list(c("a", "b"), c("x", "y", "z")))
print(arrayInd(which(m > 3), dim(m), dimnames(m), useNames = TRUE))
print(which(m > 3, arr.ind = TRUE))
