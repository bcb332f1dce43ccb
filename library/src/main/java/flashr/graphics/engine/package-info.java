/**
 * What plots of engine data draw, computed in engine passes: counts, extremes and binned weights
 * from labels that a function of each element gives (R's bin rule, an interval's bins), grouped
 * by the engine's groupby; order statistics narrowed bin by bin; outliers and samples gathered by
 * position. Nothing here copies the data to the heap: only bins, a bounded set of values and the
 * rows asked for come back.
 */
package flashr.graphics.engine;
