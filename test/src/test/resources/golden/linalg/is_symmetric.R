# isSymmetric(): tolerance, dimnames, character and NA entries
m<-matrix(c(1,2,2,1),2); print(isSymmetric(m)); dimnames(m)<-list(c("a","b"),c("a","b")); print(isSymmetric(m)); dimnames(m)<-list(c("a","b"),c("x","y")); print(isSymmetric(m)); print(isSymmetric(matrix(c(1,2,2+1e-15,1),2))); print(isSymmetric(matrix(1:6,2))); print(isSymmetric(matrix(c("a","b","b","a"),2)));print(isSymmetric(matrix(c(1,2,2,1),2, dimnames=list(c("a","b"),NULL))))
print(isSymmetric(diag(3))); print(isSymmetric(matrix(c(1,2,3,1),2)))
print(isSymmetric(matrix(c(1,NA,NA,1),2))); print(isSymmetric(matrix(c(1,NA,2,1),2)))
