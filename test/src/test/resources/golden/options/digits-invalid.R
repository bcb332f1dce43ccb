# digits must lie in 1..22
options(digits = 0)
