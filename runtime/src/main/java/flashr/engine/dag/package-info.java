/**
 * The operator DAG IR. Every node describes a matrix in its tall form: {@code nrow} is the
 * partition (long) dimension, {@code ncol} the short one; wide matrices are transposed views of
 * tall nodes (see {@code flashr.engine.Matrix}). Nodes hold no execution logic: kernels in
 * {@code flashr.engine.exec} interpret them. Inputs ({@link Node#inputs}) are evaluated
 * row-aligned in the same pass; dependencies ({@link Node#deps}) must be materialized first
 * (small operands, bases of views that re-map rows).
 */
package flashr.engine.dag;
