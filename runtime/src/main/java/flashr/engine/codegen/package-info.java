/**
 * Compiled fused kernels: each maximal region of element-wise nodes of a pass plan (sapply,
 * mapply with scalar, column-vector, row-vector or same-shape operands, sweep, ifelse, casts)
 * whose intermediate values have a single consumer inside the region becomes one generated class
 * (ASM bytecode, loaded as a hidden class) with one loop per column over the block's rows that
 * keeps every intermediate in a local variable. As in SystemDS's codegen, the hand-written
 * skeleton (the interpreting kernel and the pass) owns partitions, Pcache steps, threads, sinks
 * and buffers; the generated code fills only the region's body and calls the scalar functions of
 * {@code flashr.engine.fn.ElementFns}, so R's semantics live in one place. Generated classes are
 * cached by the region's shape; anything not supported is left to the interpreting path. A
 * region of double arithmetic also gets a Vector API loop over whole vectors of rows before the
 * scalar loop takes the tail ({@link flashr.engine.codegen.VectorBodies}), with the scalar bits.
 * Product folds (which.min/which.max per row of a chain over a tall-by-small product, the k-means
 * assignment) are one hand-written vector loop instead ({@link flashr.engine.codegen.ProductFolds}).
 * A region whose output only an agg or agg.col sink reads feeds the sink's partial column by
 * column ({@link flashr.engine.exec.SinkColumns}) instead of writing a block: the partial, which
 * the skeleton owns, makes the accumulator calls it makes for a block's column, so the bits stay.
 */
package flashr.engine.codegen;
