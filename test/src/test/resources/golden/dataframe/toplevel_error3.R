df <- data.frame(x = 1:3)
df["zz"]
