# complex's modulus branch: the error is in its closure's arithmetic: Calls: complex
complex(modulus = "a", argument = 1)
