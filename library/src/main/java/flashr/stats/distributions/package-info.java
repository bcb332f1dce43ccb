/**
 * Distributions: d/p/q functions of R's continuous and discrete families (R's algorithms: saddle
 * point densities, the incomplete beta ratio by TOMS 708 as R ports it, incomplete gamma, Tukey,
 * the noncentral chi-squared, beta, t and F distributions with R's long double sums emulated by
 * {@code LongDoubleSum}, exact rank distributions) and R's warnings from
 * inside them ({@link flashr.stats.distributions.MathWarnings}).
 */
package flashr.stats.distributions;
