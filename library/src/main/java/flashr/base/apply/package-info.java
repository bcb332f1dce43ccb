/**
 * The apply family: lapply, sapply, vapply, mapply, Map, Reduce/Filter/Position, apply, tapply,
 * outer, Vectorize, and simplification as R's simplify2array.
 */
package flashr.base.apply;
