/**
 * Smoothing and binning: density's binning, lowess, spline/splinefun, pretty and hist's counts.
 */
package flashr.stats.smoothing;
