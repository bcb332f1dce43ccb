# Math functions are not meaningful for factors
sqrt(factor(1:2))
