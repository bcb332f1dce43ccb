print(-(1:3))
print(-c(a = 1.5))
-"a"
