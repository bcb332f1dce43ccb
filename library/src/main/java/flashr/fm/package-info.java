/**
 * FlashR's API ({@code fm.*}, {@code inner.prod}, {@code agg.row}, {@code groupby.row}, ...): FlashR
 * objects ({@code fm}, {@code fmV}, {@code fmVFactor}) over engine matrices, as the FlashR package defines
 * them; its R sources in flashr/R/FlashR.
 */
package flashr.fm;
