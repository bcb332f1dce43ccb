print(sqrt(16))
sqrt("16")
