/**
 * R's stats package as flashr defines it: quantile, summary, cut, cor/cov and the other
 * descriptive functions here; distributions, tests, multivariate methods, optimization and
 * smoothing in the sub-packages. Models (lm, glm, anova, aov, formulas and model frames) are written
 * in R entirely: flashr/R/stats/lm.R, glm.R, model-frame.R, anova.R, lm-influence.R, ...
 */
package flashr.stats;
