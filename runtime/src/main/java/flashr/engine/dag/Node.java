package flashr.engine.dag;

import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** A matrix in the DAG, in tall form. Once materialized its data lives in a {@link MatrixStore} (memory or files). */
public abstract sealed class Node permits SourceNode, GeneratorNode, SapplyNode, MapplyNode, AggNode,
        AggRowNode, AggColNode, GroupbyRowNode, GroupbyColNode, InnerProdTallNode, InnerProdSinkNode,
        CumColNode, CumRowNode, SelectColsNode, CbindNode, RbindNode, RowSelectNode, SetElementsNode, RowAggStepNode, IfElseNode, TableLookupNode {
    private static final AtomicInteger IDS = new AtomicInteger();

    public final int id = IDS.incrementAndGet();
    public final long nrow;
    public final int ncol;
    public final ElementType type;
    private volatile MatrixStore data;
    private volatile boolean cached;
    /** Stored in files rather than memory once materialized (FlashR's in.mem = FALSE). */
    private volatile boolean onFiles;
    /** The name of a persistent matrix the node is stored as; null for a temporary one. */
    private volatile String storeName;
    /** Passes that have evaluated this node while virtual. */
    private int evaluations;

    protected Node(long nrow, int ncol, ElementType type) {
        if (nrow < 0 || ncol < 0) throw new IllegalArgumentException("negative dimension");
        this.nrow = nrow;
        this.ncol = ncol;
        this.type = type;
    }

    /** The id of the latest node made. */
    public static int lastId() { return IDS.get(); }

    /** Inputs evaluated over the same rows in the same pass. */
    public abstract List<Node> inputs();

    /** Nodes that must be materialized before a pass can evaluate this one. */
    public List<Node> deps() { return List.of(); }

    /**
     * Virtual nodes this one evaluates in the same pass over rows of their own (an rbind's parts):
     * the pass runs each as a sub-plan; their dependencies must be materialized first.
     */
    public List<Node> ownRowInputs() { return List.of(); }

    /** A sink's rows are not the partition rows of its inputs: it is computed whole by a pass. */
    public boolean isSink() { return false; }

    /** Cumulative along the partition dimension: the pass must process partitions in order. */
    public boolean needsOrder() { return false; }

    /** The op text used by explain. */
    public abstract String label();

    public MatrixStore data() { return data; }

    public boolean isMaterialized() { return data != null; }

    public void setData(MatrixStore s) { this.data = s; }

    public boolean isCached() { return cached; }

    public void setCached(boolean c) { this.cached = c; }

    public boolean onFiles() { return onFiles || storeName != null; }

    public void setOnFiles(boolean f) { this.onFiles = f; }

    public String storeName() { return storeName; }

    public void setStoreName(String name) { this.storeName = name; }

    /** Counts one more pass evaluating this virtual node and returns the count (passes run one at a time). */
    public int countEvaluation() { return ++evaluations; }
}
