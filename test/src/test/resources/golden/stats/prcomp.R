# prcomp: principal components from the SVD of the centred data (R's signs), print and summary
arrests <- data.frame(
  Murder = c(13.2, 10, 8.1, 8.8, 9, 7.9, 3.3, 5.9, 15.4, 17.4, 5.3, 2.6),
  Assault = c(236L, 263L, 294L, 190L, 276L, 204L, 110L, 238L, 335L, 211L, 46L, 120L),
  UrbanPop = c(58L, 48L, 80L, 50L, 91L, 78L, 77L, 72L, 80L, 60L, 83L, 54L),
  Rape = c(21.2, 44.5, 31, 19.5, 40.6, 38.7, 11.1, 15.8, 31.9, 25.8, 20.2, 14.2),
  row.names = c("Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado",
                "Connecticut", "Delaware", "Florida", "Georgia", "Hawaii", "Idaho"))
p <- prcomp(arrests)
p
class(p)
names(p)
p$center
p$scale
round(p$x[1:4, ], 4)
summary(p)
ps <- prcomp(arrests, scale. = TRUE)
ps
print(ps, digits = 3)
round(ps$scale, 5)
s <- summary(ps)
class(s)
s$importance
print(s, digits = 2)
# the scores are the centred, scaled data times the rotation
all.equal(unname(ps$x), unname(scale(as.matrix(arrests)) %*% ps$rotation))
# retx = FALSE leaves out the scores
names(prcomp(arrests, retx = FALSE))
# rank. keeps the first components; sdev keeps them all
p2 <- prcomp(arrests, scale. = TRUE, rank. = 2)
p2
dim(p2$x)
summary(p2)
# tol drops components whose sdev is below tol times the first
pt <- prcomp(arrests, tol = 0.1)
colnames(pt$rotation)
pt$sdev
# no centring: center is FALSE, and the rotation follows the uncentred data
pn <- prcomp(as.matrix(arrests), center = FALSE)
pn$center
round(pn$sdev, 4)
# a matrix without column names, wider than tall
set.seed(3)
w <- matrix(round(rnorm(15), 2), 3, 5)
pw <- prcomp(w, center = FALSE)
length(pw$sdev)
dim(pw$rotation)
print(pw, print.x = TRUE)
