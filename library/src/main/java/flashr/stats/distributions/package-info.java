/**
 * Distributions: d/p/q functions of R's continuous and discrete families (R's algorithms: saddle
 * point densities, the incomplete beta ratio by TOMS 708 as R ports it, incomplete gamma, Tukey,
 * noncentral t, exact rank distributions).
 */
package flashr.stats.distributions;
