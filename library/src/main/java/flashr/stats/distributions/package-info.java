/**
 * Distributions: d/p/q functions of R's continuous and discrete families (R's algorithms: saddle
 * point densities, incomplete beta and gamma, Tukey, noncentral t, exact rank distributions).
 */
package flashr.stats.distributions;
