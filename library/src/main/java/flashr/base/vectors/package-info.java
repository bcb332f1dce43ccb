/**
 * Vectors and what reads or changes them: construction (c, seq, rep, rev, head/tail), indexing
 * ({@code [ [[ $} and their replacements), attributes (names, dim, class, levels, ...), types
 * (typeof, is.*, as.*, identical, all.equal), sorting, order, unique and sets.
 */
package flashr.base.vectors;
