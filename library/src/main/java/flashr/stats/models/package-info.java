/**
 * Model building blocks beyond lm and glm: contrasts and polynomials, reshaping and flat tables,
 * symbolic derivatives, nonlinear least squares; numeric cores stay here, the R-level code in
 * {@code flashr/R/stats/}.
 */
package flashr.stats.models;
