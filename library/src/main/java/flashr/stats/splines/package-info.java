/**
 * The compiled code under {@code stats/smooth-spline.R}: cubic B-spline values and derivatives (de
 * Boor's recurrences), the penalized regression spline of R's smooth.spline (Gram matrix of second
 * derivatives, banded Cholesky, leverages from the banded inverse) and its search for the smoothing
 * parameter. The statistics around them (arguments, knots, results and printing) are R code.
 */
package flashr.stats.splines;
