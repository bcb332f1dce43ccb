/**
 * The Math group (sqrt, exp, log, trig, gamma and friends, round/signif, the cumulative functions) and
 * the Summary group (sum, prod, max, min, range, all, any; pmin/pmax; ifelse), sums in R's long double.
 */
package flashr.base.math;
