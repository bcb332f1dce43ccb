/**
 * Random numbers: set.seed and RNGkind, sample, and the r* generators of R's distributions, drawing
 * R's exact streams from {@link flashr.rng}.
 */
package flashr.base.random;
