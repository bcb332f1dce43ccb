/**
 * The compiled loops under {@code stats/ts-filter.R} and {@code stats/ts-acf.R}: linear filters
 * (convolution and recursion), sample autocovariances, Durbin-Levinson partial
 * autocorrelations, running medians and the Holt-Winters recursion. The statistics themselves
 * (arguments, checks, results and printing) are R code.
 */
package flashr.stats.timeseries;
