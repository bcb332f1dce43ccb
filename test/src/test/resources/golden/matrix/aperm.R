# aperm(): permutations by number and by name, dimnames follow
print(aperm(array(1:8, c(2,2,2))))
a <- array(1:24, 2:4, dimnames=list(x=c("a","b"), y=NULL, z=c("p","q","r","s")))
print(dim(aperm(a, c(3,1,2))))
print(aperm(a, c(2,1,3))[, , 1])
print(dimnames(aperm(a)))
print(aperm(matrix(1:6, 2)))
print(aperm(a, c("z","x","y"))[1:3, , 1])
aperm(a, 1:2)
