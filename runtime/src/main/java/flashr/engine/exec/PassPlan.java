package flashr.engine.exec;

import flashr.engine.dag.*;
import flashr.engine.fn.AggOp;
import flashr.engine.type.ElementType;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one pass computes: the nodes evaluated per Pcache step in a depth-first (post-)order,
 * the roots (tall nodes written to stores, sinks accumulated per thread, an optional groupby on
 * values), the row count and partitioning, and the small operands read once into arrays.
 * All non-sink nodes of a pass have the same number of rows.
 */
public final class PassPlan {
    public final long rows;
    public final int partRows;
    public final int pcRows;
    public final long partitions;
    public final boolean ordered;
    /** Nodes in evaluation order (inputs first); materialized nodes are leaves read from memory. */
    public final List<Node> nodes = new ArrayList<>();
    public final List<Node> storeRoots = new ArrayList<>();
    public final List<Node> sinkRoots = new ArrayList<>();
    public final Node groupbyInput;
    public final AggOp groupbyOp;
    /** For each node (by index), the index in {@link #nodes} of its last consumer in a step. */
    final int[] lastUse;
    private final Map<Node, Integer> index = new IdentityHashMap<>();
    private final Map<Node, SmallOperand> smalls = new IdentityHashMap<>();
    /** Small operands by (node, type), so block chains sharing one W or label vector read it once. */
    private final Map<Node, Map<ElementType, SmallOperand>> smallCache = new IdentityHashMap<>();
    /** Nodes evaluated in place of others (block decompositions); both map to the same index. */
    private final Map<Node, Node> substitutes;
    /** The DAG's own nodes met while planning (before substitution), for cached-node checks. */
    private final List<Node> met = new ArrayList<>();
    private final Map<Node, PassPlan[]> subPlans = new IdentityHashMap<>();

    public PassPlan(List<Node> roots, Node groupbyInput, AggOp groupbyOp, int partRows, long pcacheBytes) {
        this(roots, groupbyInput, groupbyOp, partRows, pcacheBytes, Map.of());
    }

    /**
     * A plan in which each key of {@code substitutes} is computed by evaluating its value (same
     * shape and type) instead: how row-wise ops on block matrices run block by block.
     */
    public PassPlan(List<Node> roots, Node groupbyInput, AggOp groupbyOp, int partRows, long pcacheBytes, Map<Node, Node> substitutes) {
        this(roots, groupbyInput, groupbyOp, partRows, pcacheBytes, substitutes, 0);
    }

    /** {@code fixedPcRows > 0}: a sub-plan (an rbind's virtual part) stepping with its parent's Pcache rows. */
    private PassPlan(List<Node> roots, Node groupbyInput, AggOp groupbyOp, int partRows, long pcacheBytes, Map<Node, Node> substitutes, int fixedPcRows) {
        this.substitutes = substitutes;
        this.groupbyInput = groupbyInput;
        this.groupbyOp = groupbyOp;
        this.partRows = partRows;
        long n = -1;
        for (Node r : roots) {
            if (r.isSink()) { sinkRoots.add(r); n = check(n, r.inputs().get(0).nrow); }
            else { storeRoots.add(r); n = check(n, r.nrow); }
            for (Node in : r.isSink() ? r.inputs() : List.of(r)) visit(in);
        }
        if (groupbyInput != null) { visit(groupbyInput); n = check(n, groupbyInput.nrow); }
        this.rows = Math.max(n, 0);
        // sub-plans store nothing: their cached nodes are kept when a pass meets them directly
        if (fixedPcRows == 0) for (Node x : met) if (x.isCached() && !x.isMaterialized() && !storeRoots.contains(x)) storeRoots.add(x);
        boolean ord = false;
        int maxCols = 1;
        for (Node x : nodes) { ord |= x.needsOrder() && !x.isMaterialized(); maxCols = Math.max(maxCols, x.ncol); }
        this.ordered = ord;
        // a pass over fewer rows than a Pcache block holds steps once over all of them: its buffers
        // are sized for its rows (a pass over a k x p result allocated 4096-element blocks per node)
        this.pcRows = fixedPcRows > 0 ? fixedPcRows
                : (int) Math.max(1, Math.min(Math.min(partRows, rows), pcacheBytes / (8L * maxCols)));
        this.partitions = (rows + partRows - 1) / partRows;
        this.lastUse = new int[nodes.size()];
        for (int k = 0; k < nodes.size(); k++) {
            Node x = nodes.get(k);
            lastUse[k] = k;
            for (Node in : evaluatedInputs(x)) lastUse[index.get(in)] = Math.max(lastUse[index.get(in)], k);
        }
        for (Node r : storeRoots) lastUse[index.get(r)] = Integer.MAX_VALUE;
        for (Node r : sinkRoots) for (Node in : r.inputs()) lastUse[index.get(in)] = Integer.MAX_VALUE;
        if (groupbyInput != null) lastUse[index.get(groupbyInput)] = Integer.MAX_VALUE;
        for (Node x : nodes) {
            if (!(x instanceof RbindNode rb) || x.isMaterialized()) continue;
            PassPlan[] ps = new PassPlan[rb.parts.size()];
            for (int i = 0; i < ps.length; i++) {
                Node part = rb.parts.get(i);
                if (!part.isMaterialized()) ps[i] = new PassPlan(List.of(part), null, null, partRows, pcacheBytes, substitutes, pcRows);
            }
            subPlans.put(rb, ps);
        }
    }

    /** The sub-plans of an rbind's parts, by part (null for a materialized part, read directly). */
    public PassPlan[] subPlans(Node rbind) { return subPlans.get(rbind); }

    /** The BLAS backends that products of this plan (and its sub-plans) call, each once. */
    public List<flashr.linalg.Backend> blasBackends() {
        List<flashr.linalg.Backend> out = new ArrayList<>();
        List<Node> all = new ArrayList<>(nodes);
        all.addAll(sinkRoots);
        for (Node x : all) {
            flashr.linalg.Backend b = switch (x) {
                case InnerProdTallNode ip when !x.isMaterialized() && ProductRoute.tall(ip) != null -> ip.backend;
                case InnerProdSinkNode ip when ProductRoute.cross(ip) != null -> ip.backend;
                default -> null;
            };
            if (b != null && !out.contains(b)) out.add(b);
        }
        for (PassPlan[] ps : subPlans.values()) for (PassPlan sp : ps) if (sp != null) for (var b : sp.blasBackends()) if (!out.contains(b)) out.add(b);
        return out;
    }

    private static long check(long n, long rows) {
        if (n >= 0 && n != rows) throw new IllegalArgumentException("one pass over " + n + " and " + rows + " rows");
        return rows;
    }

    /** Inputs the kernel evaluates for x (none for materialized leaves; none for a column view of a materialized node). */
    public static List<Node> evaluatedInputs(Node x) {
        if (x.isMaterialized()) return List.of();
        if (x instanceof SelectColsNode s && s.in.isMaterialized()) return List.of();
        return x.inputs();
    }

    private void visit(Node orig) {
        if (index.containsKey(orig)) return;
        if (orig.isSink() && !orig.isMaterialized()) throw new IllegalStateException("sink #" + orig.id + " used before it is materialized");
        met.add(orig);
        Node x = orig.isMaterialized() ? orig : substitutes.getOrDefault(orig, orig);
        if (x != orig && index.containsKey(x)) { index.put(orig, index.get(x)); return; }
        for (Node in : evaluatedInputs(x)) visit(in);
        index.put(x, nodes.size());
        if (x != orig) index.put(orig, nodes.size());
        nodes.add(x);
        if (x.isMaterialized()) return;
        switch (x) {
            case MapplyNode m when m.mode == Broadcast.SCALAR || m.mode == Broadcast.COL_VECTOR ->
                    smalls.put(x, small(m.other, m.op.operandType(m.m.type, m.other.type)));
            case InnerProdTallNode ip -> smalls.put(x, small(ip.b, ip.f1.operandType(ip.a.type, ip.b.type)));
            case GroupbyColNode g -> smalls.put(x, small(g.labels, ElementType.INTEGER));
            case TableLookupNode t -> smalls.put(x, small(t.table, t.type));
            case RowAggStepNode s when s.labels != null -> smalls.put(x, small(s.labels, ElementType.INTEGER));
            case IfElseNode s -> {
                if (s.isScalar(s.yes)) small(s.yes, s.type);
                if (s.isScalar(s.no)) small(s.no, s.type);
            }
            default -> { }
        }
    }

    private SmallOperand small(Node x, ElementType t) {
        return smallCache.computeIfAbsent(x, k -> new java.util.EnumMap<>(ElementType.class)).computeIfAbsent(t, k -> new SmallOperand(x, t));
    }

    public int indexOf(Node x) { return index.get(x); }

    /** Bytes of the leaves the pass reads from memory or generates (a progress display's data rate). */
    /**
     * Whether the pass is one Pcache step over all its rows (a k x p result, a handful of rows):
     * its ops run once over blocks of a few elements, so generating code for them costs far more
     * than interpreting them ({@link KernelFactory#forPlan}).
     */
    public boolean onePcacheStep() { return rows <= pcRows; }

    public long inputBytes() {
        long b = 0;
        for (Node x : nodes) if (evaluatedInputs(x).isEmpty()) b += x.nrow * x.ncol * x.type.byteSize();
        return b;
    }

    /** The position in {@link #nodes} of node k's last consumer within a step (MAX_VALUE for roots). */
    public int lastUse(int k) { return lastUse[k]; }

    public SmallOperand small(Node x) { return smalls.get(x); }

    /** A 1x1 operand (an ifelse branch) as read for this pass in type t. */
    public SmallOperand scalar(Node operand, ElementType t) { return smallCache.get(operand).get(t); }

    /** A node's op without its parameters (seeds, constants, indices), which kernels read at run time. */
    private static String shapeLabel(Node x) {
        return switch (x) {
            case GeneratorNode g -> "gen:" + g.kind;
            case SelectColsNode s -> "select.cols:" + s.cols.length;
            case RowSelectNode r -> r.generatesBase() ? "select.rows:" + shapeLabel(r.in) : "select.rows";
            case SetElementsNode s -> "set.elements";
            default -> x.label();
        };
    }

    /** A text key of the DAG's shape (ops, types, widths): kernels can be cached by it. */
    /** One line for traces: the rows and the roots (stored results and sinks) of the pass. */
    public String describe() {
        StringBuilder sb = new StringBuilder().append(rows).append(" rows:");
        for (Node r : storeRoots) sb.append(" store #").append(r.id).append(' ').append(r.label()).append(';');
        for (Node r : sinkRoots) sb.append(" sink #").append(r.id).append(' ').append(r.label()).append(';');
        if (groupbyInput != null) sb.append(" groupby #").append(groupbyInput.id).append(';');
        return sb.substring(0, sb.length() - 1);
    }

    public String shapeKey() {
        StringBuilder sb = new StringBuilder();
        for (Node x : nodes) {
            sb.append(x.isMaterialized() ? "mem" + (x.data().layout == flashr.engine.type.Layout.ROW_MAJOR ? "-row" : "") : shapeLabel(x)).append(':').append(x.type).append('x').append(x.ncol).append('(');
            PassPlan[] subs = subPlans.get(x);
            if (subs != null) for (PassPlan sp : subs) sb.append(sp == null ? "mem" : "[" + sp.shapeKey() + "]").append(',');
            for (Node in : evaluatedInputs(x)) sb.append(index.get(in)).append(',');
            sb.append(");");
        }
        for (Node r : storeRoots) sb.append("store").append(index.get(r)).append(';');
        for (Node r : sinkRoots) sb.append("sink:").append(r.label()).append(';');
        return sb.toString();
    }
}
