package flashr.engine;

import flashr.engine.dag.Node;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

/**
 * A matrix as the user sees it: a DAG node in tall form plus a transpose flag (a wide matrix is
 * a transposed tall node, so {@link #t()} moves no data). Immutable; operations live on
 * {@link Engine}. Arrays come out in R's column-major order of the user's shape.
 */
public final class Matrix {
    private final Engine engine;
    private final Node node;
    private final boolean transposed;

    Matrix(Engine engine, Node node, boolean transposed) {
        this.engine = engine;
        this.node = node;
        this.transposed = transposed;
    }

    public Engine engine() { return engine; }

    /** The DAG node (tall form). */
    public Node node() { return node; }

    /** True when this matrix is the transpose of its node's tall form. */
    public boolean isTransposed() { return transposed; }

    public long nrow() { return transposed ? node.ncol : node.nrow; }

    public long ncol() { return transposed ? node.nrow : node.ncol; }

    public long length() { return node.nrow * node.ncol; }

    public ElementType type() { return node.type; }

    /** The layout the data has (or will have once materialized), as seen in this matrix's shape. */
    public Layout layout() {
        MatrixStore s = node.data();
        Layout l = s == null ? Layout.COL_MAJOR : s.layout;
        return transposed ? l.flip() : l;
    }

    /** True until the matrix's data is computed and held in memory. */
    public boolean isVirtual() { return !node.isMaterialized(); }

    public boolean isSink() { return node.isSink(); }

    public boolean isCached() { return node.isCached(); }

    /** Transpose: the same node, flipped. */
    public Matrix t() { return new Matrix(engine, node, !transposed); }

    /** Materializes if needed and returns all elements as doubles, column-major (NA stays NA). */
    public double[] toDoubleArray() { return engine.toDoubleArray(this); }

    /** Materializes if needed and returns all elements in int storage (integer/logical), column-major. */
    public int[] toIntArray() { return engine.toIntArray(this); }

    /** The DAG as text (nodes, ops, types, shapes, sinks, cached). */
    public String explain() { return Explain.of(this); }

    @Override public String toString() {
        return "Matrix[" + nrow() + "x" + ncol() + " " + type().rName() + (isVirtual() ? " virtual" : "") + (isSink() ? " sink" : "") + "]";
    }
}
