# Base R code that reads the global environment by name before the script names it
print(asOneSidedFormula("age"))
print(asOneSidedFormula(~ x + y))
f <- asOneSidedFormula(quote(~ z))
print(environmentName(environment(f)))
