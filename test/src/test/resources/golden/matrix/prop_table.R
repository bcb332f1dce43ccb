# prop.table/proportions and margin.table/marginSums
x <- matrix(1:4, 2, dimnames=list(a=c("p","q"), b=c("u","v")))
print(prop.table(x)); print(prop.table(x, 1)); print(marginSums(x, 2)); print(margin.table(x)); print(attributes(marginSums(x,1))); print(proportions(c(a=1,b=3))); print(prop.table(matrix(c(1,NA,2,3),2), 2))
print(marginSums(matrix(c(0.5, 1.5, 2, 3), 2), 1))
print(margin.table(array(1:8, c(2,2,2)), c(1, 3)))
print(prop.table(array(1:8, c(2,2,2)), 3))
