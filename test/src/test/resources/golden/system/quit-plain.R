print(1)
q()
print(2)
