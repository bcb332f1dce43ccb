package flashr.engine.exec;

import flashr.engine.dag.*;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.AggState;
import flashr.engine.fn.BinaryKernels;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.Casts;
import flashr.engine.fn.RowFolds;
import flashr.engine.fn.VectorLoops;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;

import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;
import java.util.List;

/**
 * The reference kernel: for each Pcache step of a partition, evaluates the plan's nodes in order
 * (inputs first), each over the whole block with a per-op loop (no per-element virtual calls on
 * the hot paths), then writes store roots and feeds sink partials. Each node's block takes a
 * buffer from a small pool when computed and gives it back once its last consumer has run, so a
 * worker holds only a few Pcache buffers at any time.
 */
final class InterpretingKernel implements Kernel {
    private final PassPlan plan;
    private final PassState shared;
    private final MatrixStore[] stores;
    private final Block[] blocks;
    private final boolean[] live;
    private SinkPartial[] partials;
    private final AggState[] rowStates;
    private final Scratch[] scratch;
    private final int cap;
    private final ArrayDeque<double[]> freeD = new ArrayDeque<>();
    private final ArrayDeque<int[]> freeI = new ArrayDeque<>();
    private long step;
    /**
     * Ordered passes: the cum.col nodes computed ahead (input free of other cum nodes), the nodes
     * feeding them, and those of the latter that a partition that ran ahead skips at its turn.
     */
    private final boolean[] eligibleCum, ancestorOfCum, aheadOnly;
    /**
     * Whether an eligible cum node sums in blocks ({@link BlockedSums}): a partition whose turn
     * comes before it was prepared takes its local results first all the same (the bits are
     * defined so). R's order would get the same bits either way; tried for it, no CPU saved.
     */
    private final boolean localFirst;
    private final LocalArrays localArrays = new LocalArrays();
    /** The local results of the partition being finished, if it ran ahead. */
    private CumAhead current;
    private long allocated;

    /** Per node: kernels evaluating an rbind's virtual parts over the parts' own rows (null entries: materialized parts). */
    private final InterpretingKernel[][] partKernels;

    /** Per-node scratch arrays (rbind pieces, which.row best values and positions). */
    private static final class Scratch { double[] d; int[] i; double[] posD; RowSums.Scratch rows; }
    private final StoredRowGather storedRows = new StoredRowGather();

    /** Per node: the fused step it is the output of (null: evaluated on its own). */
    private final FusedStep[] fusedAt;
    /** Per node: the input blocks of its fused step. */
    private final Block[][] fusedInputs;
    /** Per node: true when a fused step computes it internally (it gets no block). */
    private final boolean[] interior;
    /** Per node: the plan indices of the blocks it reads (a fused step's inputs for its output). */
    private final int[][] reads;
    /** Per node: the position of the last node that reads its block within a step (MAX_VALUE for roots). */
    private final int[] lastRead;

    /*
     * What the per-step path would otherwise look up by node in the plan's identity maps, resolved
     * once: each node's evaluated inputs and their blocks, its small operand
     * and inner-product functions, the blocks of the roots and sink inputs.
     */
    private final Node[][] inputNodes;
    private final Block[][] inputBlocks;
    private final SmallOperand[] smalls;
    private final InnerProdFns[] ipFns;
    private final TableLookup[] lookups;
    private final Block[] storeBlocks;
    private final Block[][] sinkBlocks;
    private final Block[] groupbyBlocks;
    /**
     * Per node: stored data whose only readers are sinks that take blocks read in place
     * ({@link SinkPartial#readsInPlace}): its blocks are slices of the store, not copies.
     */
    private final boolean[] inPlace;
    /** The sinks' inputs when the pass adds partitions column by column ({@link #columnOuterSinks}), else null. */
    private final Node[] columnSinks;
    /** Whether fused steps were looked for (for the EXPLAIN). */
    private final boolean fusing;
    /** The node being computed: {@link #in} looks among its inputs first. */
    private int computing;

    InterpretingKernel(PassPlan plan, PassState shared, MatrixStore[] stores) {
        this(plan, shared, stores, List.of(), false);
    }

    /**
     * A kernel that runs each of {@code steps} in place of the nodes it covers, except, in ordered
     * passes, steps covering nodes that feed cumulative ops (partitions compute those ahead, node
     * by node).
     */
    InterpretingKernel(PassPlan plan, PassState shared, MatrixStore[] stores, List<FusedStep> steps) {
        this(plan, shared, stores, steps, true);
    }

    /** fusing: whether fused steps were looked for (false: the interpreting kernel alone was chosen). */
    private InterpretingKernel(PassPlan plan, PassState shared, MatrixStore[] stores, List<FusedStep> steps, boolean fusing) {
        this.fusing = fusing;
        this.plan = plan;
        this.shared = shared;
        this.stores = stores;
        int n = plan.nodes.size();
        int maxCols = 1;
        for (Node x : plan.nodes) maxCols = Math.max(maxCols, x.ncol);
        this.cap = plan.pcRows * maxCols;
        blocks = new Block[n];
        live = new boolean[n];
        rowStates = new AggState[n];
        scratch = new Scratch[n];
        for (int k = 0; k < n; k++) {
            Node x = plan.nodes.get(k);
            blocks[k] = new Block(x.type, x.ncol);
            scratch[k] = new Scratch();
            switch (x) {
                case AggRowNode a when !x.isMaterialized() -> rowStates[k] = new AggState(a.op, a.op.operandType(a.in.type), plan.pcRows);
                case GroupbyColNode g when !x.isMaterialized() -> rowStates[k] = new AggState(g.op, g.op.operandType(g.in.type), plan.pcRows * g.groups).plainSums();
                // the steps of one block chain share their accumulators
                case RowAggStepNode s when !x.isMaterialized() -> rowStates[k] = s.prev != null ? rowStates[plan.indexOf(s.prev)]
                        : s.meanOfKept ? new AggState(s.op, s.operandType, plan.pcRows).keptOnly() : new AggState(s.op, s.operandType, plan.pcRows * s.width);
                default -> { }
            }
        }
        partKernels = new InterpretingKernel[n][];
        for (int k = 0; k < n; k++) {
            PassPlan[] subs = plan.subPlans(plan.nodes.get(k));
            if (subs == null) continue;
            partKernels[k] = new InterpretingKernel[subs.length];
            for (int i = 0; i < subs.length; i++) if (subs[i] != null) partKernels[k][i] = new InterpretingKernel(subs[i], new PassState(subs[i]), new MatrixStore[0]);
        }
        eligibleCum = CumAhead.eligible(plan);
        ancestorOfCum = CumAhead.ancestors(plan, eligibleCum);
        aheadOnly = CumAhead.aheadOnly(plan, eligibleCum, ancestorOfCum);
        boolean first = false;
        for (int k = 0; k < eligibleCum.length; k++) first |= eligibleCum[k] && BlockedSums.handles((CumColNode) plan.nodes.get(k));
        localFirst = first;
        fusedAt = new FusedStep[n];
        fusedInputs = new Block[n][];
        interior = new boolean[n];
        for (FusedStep f : steps) {
            if (plan.ordered && computedAhead(f)) continue;
            fusedAt[f.output()] = f;
            for (int j : f.interior()) interior[j] = true;
            fusedInputs[f.output()] = new Block[f.inputs().length];
            for (int j = 0; j < f.inputs().length; j++) fusedInputs[f.output()][j] = blocks[f.inputs()[j]];
        }
        reads = new int[n][];
        lastRead = new int[n];
        for (int k = 0; k < n; k++) {
            Node x = plan.nodes.get(k);
            if (interior[k]) reads[k] = new int[0];
            else if (fusedAt[k] != null) reads[k] = fusedAt[k].inputs();
            else reads[k] = PassPlan.evaluatedInputs(x).stream().mapToInt(plan::indexOf).toArray();
            lastRead[k] = k;
            for (int j : reads[k]) lastRead[j] = Math.max(lastRead[j], k);
        }
        for (int k = 0; k < n; k++) if (plan.lastUse(k) == Integer.MAX_VALUE) lastRead[k] = Integer.MAX_VALUE;
        inputNodes = new Node[n][];
        inputBlocks = new Block[n][];
        smalls = new SmallOperand[n];
        ipFns = new InnerProdFns[n];
        lookups = new TableLookup[n];
        for (int k = 0; k < n; k++) {
            Node x = plan.nodes.get(k);
            inputNodes[k] = PassPlan.evaluatedInputs(x).toArray(Node[]::new);
            inputBlocks[k] = new Block[inputNodes[k].length];
            for (int j = 0; j < inputNodes[k].length; j++) inputBlocks[k][j] = blocks[plan.indexOf(inputNodes[k][j])];
            smalls[k] = plan.small(x);
            if (x instanceof InnerProdTallNode ip && !x.isMaterialized()) ipFns[k] = InnerProdTall.fns(ip);
            if (x instanceof TableLookupNode t && !x.isMaterialized()) lookups[k] = new TableLookup(t, smalls[k]);
        }
        storeBlocks = plan.storeRoots.stream().map(r -> blocks[plan.indexOf(r)]).toArray(Block[]::new);
        sinkBlocks = plan.sinkRoots.stream().map(r -> r.inputs().stream().map(i -> blocks[plan.indexOf(i)]).toArray(Block[]::new)).toArray(Block[][]::new);
        groupbyBlocks = plan.groupbyInput == null ? null : new Block[] {blocks[plan.indexOf(plan.groupbyInput)]};
        partials = freshPartials();
        inPlace = inPlaceReads();
        columnSinks = columnOuterSinks();
    }

    /**
     * The sinks' stored inputs when a pass reads nothing but them, in place, and every sink adds
     * whole partitions column by column ({@link SinkPartial#addsColumnsInPlace}), each input read
     * by one sink, and a partition's runs are few enough to hold their lane sums; else null.
     * Such a pass (sum, colSums, mean of stored data) streams each column of a partition instead
     * of reading all columns a Pcache step at a time.
     */
    private Node[] columnOuterSinks() {
        int n = plan.nodes.size(), ns = plan.sinkRoots.size();
        if (!COLUMN_RUNS || plan.ordered || !plan.storeRoots.isEmpty() || plan.groupbyInput != null || ns == 0 || n != ns) return null;
        Node[] in = new Node[ns];
        for (int s = 0; s < ns; s++) {
            in[s] = plan.sinkRoots.get(s).inputs().get(0);
            int k = plan.indexOf(in[s]);
            if (!inPlace[k] || !partials[s].addsColumnsInPlace()) return null;
            if ((long) (plan.partRows / plan.pcRows + 1) * in[s].ncol > MAX_COLUMN_RUNS) return null;
        }
        return in;
    }

    /** {@code -Dflashr.engine.columnRuns=false} reads in-place sinks' inputs step by step (to compare). */
    private static final boolean COLUMN_RUNS = !"false".equals(System.getProperty("flashr.engine.columnRuns"));
    /** Runs (columns x Pcache steps) of one partition whose lane sums a sink holds at most. */
    private static final int MAX_COLUMN_RUNS = 1 << 16;

    /** Rows [start, end) column by column into each sink; false when a column is not one run of memory there. */
    private boolean addColumnRuns(long start, long end) {
        int rows = (int) (end - start);
        MemorySegment[][] cols = new MemorySegment[columnSinks.length][];
        for (int s = 0; s < columnSinks.length; s++) {
            Node x = columnSinks[s];
            cols[s] = new MemorySegment[x.ncol];
            for (int c = 0; c < x.ncol; c++) if ((cols[s][c] = x.data().columnSlice(start, rows, c)) == null) return false;
        }
        for (int s = 0; s < columnSinks.length; s++) partials[s].addColumns(cols[s], start, rows, plan.pcRows);
        return true;
    }

    /** Which stored nodes only sinks that read in place read (see {@link #inPlace}). */
    private boolean[] inPlaceReads() {
        int n = plan.nodes.size();
        boolean[] out = new boolean[n];
        if (!IN_PLACE) return out;
        boolean[] readByNode = new boolean[n];
        for (int k = 0; k < n; k++) for (int j : reads[k]) readByNode[j] = true;
        boolean[] sinkRead = new boolean[n];
        boolean[] otherRead = new boolean[n];
        for (int s = 0; s < plan.sinkRoots.size(); s++) {
            List<Node> ins = plan.sinkRoots.get(s).inputs();
            boolean ok = ins.size() == 1 && partials[s].readsInPlace();
            for (Node in : ins) { int j = plan.indexOf(in); if (ok) sinkRead[j] = true; else otherRead[j] = true; }
        }
        if (plan.groupbyInput != null) otherRead[plan.indexOf(plan.groupbyInput)] = true;
        for (Node r : plan.storeRoots) otherRead[plan.indexOf(r)] = true;
        for (int k = 0; k < n; k++) {
            Node x = plan.nodes.get(k);
            out[k] = sinkRead[k] && !otherRead[k] && !readByNode[k] && x.isMaterialized() && x.type == ElementType.DOUBLE && !interior[k];
            if (out[k]) blocks[k].columns = null;
        }
        return out;
    }

    /** {@code -Dflashr.engine.inPlace=false} copies stored blocks for every reader (to compare). */
    private static final boolean IN_PLACE = !"false".equals(System.getProperty("flashr.engine.inPlace"));

    /** Points node k's block at the store's memory for rows [r0, r0+len); false when the rows are not in one run. */
    private boolean viewInPlace(int k, Node x, Block b, long r0, int len) {
        MemorySegment[] cols = b.columns;
        if (cols == null) cols = new MemorySegment[b.ncol];
        for (int c = 0; c < b.ncol; c++) {
            cols[c] = x.data().columnSlice(r0, len, c);
            if (cols[c] == null) { b.columns = null; return false; }
        }
        b.columns = cols;
        b.len = len;
        b.stamp = step;
        return true;
    }

    private SinkPartial[] freshPartials() {
        int ns = plan.sinkRoots.size();
        SinkPartial[] p = new SinkPartial[ns + (plan.groupbyInput != null ? 1 : 0)];
        for (int s = 0; s < ns; s++) p[s] = SinkPartial.forSink(plan.sinkRoots.get(s));
        if (plan.groupbyInput != null) p[ns] = SinkPartial.forGroupby(plan.groupbyInput.type, plan.groupbyOp, plan.rows);
        return p;
    }

    private boolean computedAhead(FusedStep f) {
        if (ancestorOfCum[f.output()]) return true;
        for (int j : f.interior()) if (ancestorOfCum[j]) return true;
        return false;
    }

    @Override public String describe() {
        return KernelPlan.text(plan, fusedAt, interior, inPlace, plan.ordered ? ancestorOfCum : new boolean[plan.nodes.size()], fusing);
    }

    @Override public SinkPartial[] takePartials() {
        SinkPartial[] taken = partials;
        partials = freshPartials();
        return taken;
    }

    @Override public long bufferBytes() {
        long b = allocated;
        for (InterpretingKernel[] ks : partKernels) if (ks != null) for (InterpretingKernel pk : ks) if (pk != null) b += pk.bufferBytes();
        return b;
    }

    /** Computes node k into its block, then releases the inputs whose last use this was. */
    private void evaluateNode(int k, Node x, Block b, long r0, int len) {
        if (interior[k]) return;
        if (inPlace[k] && viewInPlace(k, x, b, r0, len)) return;
        acquire(k);
        b.len = len;
        b.stamp = step;
        if (fusedAt[k] != null) fusedAt[k].compute(fusedInputs[k], b, len);
        else compute(k, x, b, r0, len);
        for (int j : reads[k]) if (lastRead[j] == k) release(j);
    }

    /**
     * A sub-plan's root over its rows [r0, r0+len) (len at most the Pcache rows): the block stays
     * valid until {@link #releaseAll}.
     */
    private Block evaluateRoot(long r0, int len) {
        step++;
        List<Node> nodes = plan.nodes;
        for (int k = 0; k < nodes.size(); k++) {
            Node x = nodes.get(k);
            Block b = blocks[k];
            evaluateNode(k, x, b, r0, len);
        }
        return blocks[plan.indexOf(plan.storeRoots.get(0))];
    }

    private void releaseAll() { for (int k = 0; k < plan.nodes.size(); k++) release(k); }

    /** Local results of a partition whose predecessor is not done, or null when this plan cannot run ahead. */
    @Override public Object prepareAhead(long p) {
        if (!plan.ordered) return null;
        long start = p * plan.partRows;
        long end = Math.min(plan.rows, start + plan.partRows);
        CumAhead a = new CumAhead(plan.nodes.size(), (int) (end - start), localArrays);
        List<Node> nodes = plan.nodes;
        for (long r0 = start; r0 < end; r0 += plan.pcRows) {
            int len = (int) Math.min(plan.pcRows, end - r0);
            step++;
            for (int k = 0; k < nodes.size(); k++) {
                Node x = nodes.get(k);
                if (eligibleCum[k]) { CumColNode c = (CumColNode) x; a.local(k, c, in(c.in), (int) (r0 - start), len); continue; }
                if (!ancestorOfCum[k]) continue;
                acquire(k);
                blocks[k].len = len;
                blocks[k].stamp = step;
                compute(k, x, blocks[k], r0, len);
            }
            for (int k = 0; k < nodes.size(); k++) release(k);
        }
        return a;
    }

    @Override public void runPartition(long p, Object ahead) {
        // blocked sums take their local results the same way whether or not the partition ran ahead
        if (ahead == null && localFirst) ahead = prepareAhead(p);
        if (ahead == null) { runPartition(p); return; }
        current = (CumAhead) ahead;
        current.begin(plan.nodes, shared);
        try {
            runPartition(p);
        } finally {
            current = null;
        }
        localArrays.giveBack((CumAhead) ahead);
        for (int k = 0; k < plan.nodes.size(); k++) if (shared.cumD[k] != null || shared.cumI[k] != null) shared.started[k] = true;
    }

    @Override public void runPartition(long p) {
        long start = p * plan.partRows;
        long end = Math.min(plan.rows, start + plan.partRows);
        if (columnSinks != null && addColumnRuns(start, end)) return;
        for (long r0 = start; r0 < end; r0 += plan.pcRows) {
            int len = (int) Math.min(plan.pcRows, end - r0);
            runStep(r0, len);
        }
    }

    private void runStep(long r0, int len) {
        step++;
        List<Node> nodes = plan.nodes;
        for (int k = 0; k < nodes.size(); k++) {
            if (current != null && aheadOnly[k]) continue;   // computed ahead, needed by nothing at the turn
            Node x = nodes.get(k);
            Block b = blocks[k];
            evaluateNode(k, x, b, r0, len);
        }
        for (int s = 0; s < storeBlocks.length; s++) {
            Block b = storeBlocks[s];
            stores[s].write(r0, len, b.d, b.i);
        }
        for (int s = 0; s < sinkBlocks.length; s++) partials[s].add(sinkBlocks[s], r0, len);
        if (groupbyBlocks != null) partials[partials.length - 1].add(groupbyBlocks, r0, len);
        for (int k = 0; k < nodes.size(); k++) release(k);
    }

    private void acquire(int k) {
        if (live[k]) return;
        Block b = blocks[k];
        if (plan.nodes.get(k) instanceof RowAggStepNode s && !s.last) { live[k] = true; return; }   // partial steps hold no data
        if (b.type == ElementType.DOUBLE) {
            double[] a = freeD.poll();
            if (a == null) { a = new double[cap]; allocated += 8L * cap; }
            b.d = a;
        } else {
            int[] a = freeI.poll();
            if (a == null) { a = new int[cap]; allocated += 4L * cap; }
            b.i = a;
        }
        live[k] = true;
    }

    private void release(int k) {
        if (!live[k]) return;
        Block b = blocks[k];
        if (b.d != null) { freeD.push(b.d); b.d = null; }
        if (b.i != null) { freeI.push(b.i); b.i = null; }
        live[k] = false;
    }

    /** The first row of the partition holding row r0. */
    private long currentStart(long r0) { return (r0 / plan.partRows) * plan.partRows; }

    /** The block of x, an input of the node being computed (else looked up in the plan). */
    private Block in(Node x) {
        Node[] ins = inputNodes[computing];
        for (int j = 0; j < ins.length; j++) if (ins[j] == x) return inputBlocks[computing][j];
        return blocks[plan.indexOf(x)];
    }

    private void compute(int k, Node x, Block out, long r0, int len) {
        computing = k;
        if (x.isMaterialized()) { x.data().read(r0, len, null, out.d, out.i); return; }
        switch (x) {
            case GeneratorNode g -> Generators.fill(g, out, r0, len);
            case SapplyNode s -> sapply(s, out);
            case MapplyNode m -> mapply(k, m, out, len);
            case AggRowNode a -> aggRow(k, a, out, len);
            case GroupbyColNode g -> groupbyCol(k, g, out, len);
            case InnerProdTallNode ip -> InnerProdTall.compute(ip, ipFns[k], smalls[k], in(ip.a), ip.init == null ? null : in(ip.init), out, len);
            case RowAggStepNode s -> rowAggStep(k, s, out, len);
            case CumColNode c -> {
                if (current != null && current.has(k)) current.combine(k, c, shared, out, (int) (r0 - currentStart(r0)), len);
                else cumCol(k, c, out, r0, len);
            }
            case CumRowNode c -> cumRow(c, out, len);
            case SelectColsNode s -> selectCols(s, out, r0, len);
            case CbindNode c -> cbind(c, out, len);
            case RbindNode r -> rbind(k, r, out, r0, len);
            case RowSelectNode r when r.generatesBase() -> Generators.gather((GeneratorNode) r.in, r.rows, (int) r0, out, len);
            case RowSelectNode r -> storedRows.gather(r.in.data(), r.rows, r0, out, len);
            case SetElementsNode s -> setElements(s, out, r0, len);
            case TableLookupNode t -> lookups[k].fill(in(t.index), out, len);
            case IfElseNode s -> IfElseKernel.compute(s, in(s.test), s.isScalar(s.yes) ? null : in(s.yes),
                    s.isScalar(s.no) ? null : in(s.no), plan, out);
            default -> throw new IllegalStateException("cannot evaluate " + x.label() + " in a pass");
        }
    }

    private void sapply(SapplyNode s, Block out) {
        Block in = in(s.in);
        ElementType t = s.op.operandType(s.in.type);
        int n = out.size();
        if (s.fn != null) s.fn.apply(in.asDoubles(), 0, out.d, 0, n);
        else if (t != ElementType.DOUBLE) s.op.apply(in.asInts(t), 0, out.i, 0, n);
        else if (out.type == ElementType.DOUBLE) s.op.apply(in.asDoubles(), 0, out.d, 0, n);
        else s.op.apply(in.asDoubles(), 0, out.i, 0, n);
    }

    private void mapply(int k, MapplyNode m, Block out, int len) {
        BinaryOp op = m.op;
        ElementType t = op.operandType(m.m.type, m.other.type);
        Block mb = in(m.m);
        int nc = out.ncol;
        boolean left = m.otherLeft;
        if (t == ElementType.DOUBLE) {
            double[] a = mb.asDoubles();
            boolean cmp = out.type != ElementType.DOUBLE;
            switch (m.mode) {
                case FULL, ROW_VECTOR -> {
                    double[] b = in(m.other).asDoubles();
                    if (m.mode == Broadcast.FULL) {
                        double2(op, cmp, a, 0, b, 0, left, out, 0, out.size());
                    } else {
                        for (int c = 0; c < nc; c++) double2(op, cmp, a, c * len, b, 0, left, out, c * len, len);
                    }
                }
                case SCALAR, COL_VECTOR -> {
                    double[] v = smalls[k].d;
                    if (m.mode == Broadcast.SCALAR) doubleScalar(op, cmp, a, 0, v[0], left, out, 0, out.size());
                    else for (int c = 0; c < nc; c++) doubleScalar(op, cmp, a, c * len, v[c], left, out, c * len, len);
                }
            }
        } else {
            int[] a = mb.asInts(t);
            switch (m.mode) {
                case FULL, ROW_VECTOR -> {
                    int[] b = in(m.other).asInts(t);
                    if (m.mode == Broadcast.FULL) int2(op, a, 0, b, 0, left, out.i, 0, out.size());
                    else for (int c = 0; c < nc; c++) int2(op, a, c * len, b, 0, left, out.i, c * len, len);
                }
                case SCALAR, COL_VECTOR -> {
                    int[] v = smalls[k].i;
                    if (m.mode == Broadcast.SCALAR) BinaryKernels.applyScalar(op, a, 0, v[0], left, out.i, 0, out.size());
                    else for (int c = 0; c < nc; c++) BinaryKernels.applyScalar(op, a, c * len, v[c], left, out.i, c * len, len);
                }
            }
        }
    }

    private static void double2(BinaryOp op, boolean cmp, double[] a, int ao, double[] b, int bo, boolean swap, Block out, int oo, int n) {
        if (swap) { double[] t = a; a = b; b = t; int to = ao; ao = bo; bo = to; }
        if (cmp) BinaryKernels.compare(op, a, ao, b, bo, out.i, oo, n);
        else BinaryKernels.apply(op, a, ao, b, bo, out.d, oo, n);
    }

    private static void doubleScalar(BinaryOp op, boolean cmp, double[] a, int ao, double s, boolean left, Block out, int oo, int n) {
        if (cmp) BinaryKernels.compareScalar(op, a, ao, s, left, out.i, oo, n);
        else BinaryKernels.applyScalar(op, a, ao, s, left, out.d, oo, n);
    }

    private static void int2(BinaryOp op, int[] a, int ao, int[] b, int bo, boolean swap, int[] out, int oo, int n) {
        if (swap) BinaryKernels.apply(op, b, bo, a, ao, out, oo, n);
        else BinaryKernels.apply(op, a, ao, b, bo, out, oo, n);
    }

    private void aggRow(int k, AggRowNode a, Block out, int len) {
        Block in = in(a.in);
        ElementType t = a.op.operandType(a.in.type);
        int nc = in.ncol;
        if (a.op == AggOp.SUM && t == ElementType.DOUBLE) {
            Scratch sc = scratch[k];
            if (sc.rows == null) sc.rows = new RowSums.Scratch();
            sc.rows.ensure(Math.max(len, plan.pcRows));
            RowSums.apply(in.asDoubles(), nc, len, a.meanOf, a.meanOfKept, sc.rows, out.d);
            return;
        }
        if ((a.op == AggOp.WHICH_MIN || a.op == AggOp.WHICH_MAX) && t == ElementType.DOUBLE) {
            whichRow(k, a.op == AggOp.WHICH_MIN, in.asDoubles(), nc, out.i, len);
            return;
        }
        if ((a.op == AggOp.MAX || a.op == AggOp.MIN) && t == ElementType.DOUBLE) {
            extremeRow(a.op == AggOp.MAX, in.asDoubles(), nc, out.d, len);
            return;
        }
        AggState st = rowStates[k];
        st.reset(len);
        if (t == ElementType.DOUBLE) {
            double[] x = in.asDoubles();
            for (int c = 0; c < nc; c++) for (int r = 0; r < len; r++) st.updateDouble(r, x[c * len + r], c);
        } else {
            int[] x = in.asInts(t);
            for (int c = 0; c < nc; c++) for (int r = 0; r < len; r++) st.updateInt(r, x[c * len + r], c);
        }
        writeSlots(st, out, len);
    }

    /** max/min across each row with AggState's rules (NA trumps NaN, NaN trumps numbers), column by column. */
    private static void extremeRow(boolean max, double[] x, int nc, double[] o, int len) {
        java.util.Arrays.fill(o, 0, len, max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY);
        for (int c = 0; c < nc; c++) {
            int off = c * len;
            if (max) for (int r = 0; r < len; r++) o[r] = RowFolds.max(o[r], x[off + r]);
            else for (int r = 0; r < len; r++) o[r] = RowFolds.min(o[r], x[off + r]);
        }
    }

    /** which.min/which.max across each row: the first column holding the extreme, NaN skipped. */
    private void whichRow(int k, boolean min, double[] x, int nc, int[] idx, int len) {
        Scratch sc = scratch[k];
        if (sc.d == null || sc.d.length < len) sc.d = new double[Math.max(len, plan.pcRows)];
        if (sc.posD == null || sc.posD.length < len) sc.posD = new double[Math.max(len, plan.pcRows)];
        double[] best = sc.d;
        double[] posArr = sc.posD;
        VectorLoops.whichRow(x, len, nc, min, best, posArr);
        for (int r = 0; r < len; r++) {
            int p = (int) posArr[r];
            if (p == 0) {
                // the extreme is +/-Inf (or all NaN): the first non-NaN column wins
                p = flashr.engine.type.NA.INT;
                for (int c = 0; c < nc; c++) { double v = x[c * len + r]; if (v == v) { p = c + 1; break; } }
            }
            idx[r] = p;
        }
    }

    private static void writeSlots(AggState st, Block out, int n) {
        if (out.type == ElementType.DOUBLE) for (int s = 0; s < n; s++) out.d[s] = st.doubleResult(s);
        else for (int s = 0; s < n; s++) out.i[s] = st.intResult(s);
    }

    /** One block of a row aggregation: folds its columns into the chain's accumulators; the last step writes the result. */
    private void rowAggStep(int k, RowAggStepNode s, Block out, int len) {
        AggState st = rowStates[k];
        if (s.prev == null) st.reset(len * s.width);
        Block in = in(s.block);
        ElementType t = s.operandType;
        int[] labels = s.labels == null ? null : smalls[k].i;
        double[] xd = t == ElementType.DOUBLE ? in.asDoubles() : null;
        int[] xi = xd != null ? null : in.asInts(t);
        boolean sumD = xd != null && s.op == AggOp.SUM;
        for (int c = 0; c < in.ncol; c++) {
            int col = s.colOffset + c, base = 0;
            if (labels != null) {
                int lab = labels[col];
                if (lab == flashr.engine.type.NA.INT) continue;
                if (lab < 1 || lab > s.groups) throw new IllegalArgumentException("groupby.col: label " + lab + " outside 1.." + s.groups);
                int g = lab - 1 - s.groupFrom;
                if (g < 0 || g >= s.width) continue;   // another output block's group
                base = g * len;
            }
            int off = c * len;
            if (sumD) for (int r = 0; r < len; r++) st.addSum(base + r, xd[off + r]);
            else if (xd != null) for (int r = 0; r < len; r++) st.updateDouble(base + r, xd[off + r], col);
            else for (int r = 0; r < len; r++) st.updateInt(base + r, xi[off + r], col);
        }
        if (s.last && s.isMean()) RowSums.writeMeans(st, s.meanOf, s.meanOfKept, out.d, len);
        else if (s.last) writeSlots(st, out, len * s.width);
    }

    private void groupbyCol(int k, GroupbyColNode g, Block out, int len) {
        Block in = in(g.in);
        ElementType t = g.op.operandType(g.in.type);
        int[] labels = smalls[k].i;
        AggState st = rowStates[k];
        st.reset(len * g.groups);
        double[] xd = t == ElementType.DOUBLE ? in.asDoubles() : null;
        int[] xi = t == ElementType.DOUBLE ? null : in.asInts(t);
        for (int c = 0; c < in.ncol; c++) {
            int lab = labels[c];
            if (lab == flashr.engine.type.NA.INT) continue;
            if (lab < 1 || lab > g.groups) throw new IllegalArgumentException("groupby.col: label " + lab + " outside 1.." + g.groups);
            int base = (lab - 1) * len;
            if (xd != null) for (int r = 0; r < len; r++) st.updateDouble(base + r, xd[c * len + r], c);
            else for (int r = 0; r < len; r++) st.updateInt(base + r, xi[c * len + r], c);
        }
        writeSlots(st, out, len * g.groups);
    }

    private void cumCol(int k, CumColNode c, Block out, long r0, int len) {
        Block in = in(c.in);
        ElementType t = c.type;
        boolean started = shared.started[k];
        if (t == ElementType.DOUBLE) {
            double[] x = in.asDoubles();
            double[] acc = shared.cumD[k];
            for (int col = 0; col < out.ncol; col++) {
                int off = col * len;
                int r = 0;
                if (BlockedSums.handles(c)) { BlockedSums.scan(shared, k, col, r0 == currentStart(r0), x, off, out.d, off, len); continue; }
                if (CumSums.handles(c)) { CumSums.scan(shared, k, c.doubleSums, col, x, off, out.d, off, len); continue; }
                if (CumProducts.handles(c)) { CumProducts.scan(shared, k, col, x, off, out.d, off, len); continue; }
                double a = acc[col];
                if (!started && len > 0) { a = x[off]; out.d[off] = a; r = 1; }
                // the running value first: once it is NA or NaN it stays that, as R's cummax/cummin keep it
                for (; r < len; r++) { a = c.op.applyDouble(a, x[off + r]); out.d[off + r] = a; }
                acc[col] = a;
            }
        } else {
            int[] x = in.asInts(t);
            int[] acc = shared.cumI[k];
            for (int col = 0; col < out.ncol; col++) {
                int off = col * len;
                int r = 0;
                int a = acc[col];
                if (!started && len > 0) { a = x[off]; out.i[off] = a; r = 1; }
                for (; r < len; r++) { a = c.op.applyInt(x[off + r], a); out.i[off + r] = a; }
                acc[col] = a;
            }
        }
        if (len > 0) shared.started[k] = true;
    }

    private void cumRow(CumRowNode c, Block out, int len) {
        Block in = in(c.in);
        if (out.ncol == 0) return;
        if (out.type == ElementType.DOUBLE && c.op == BinaryOp.MUL) CumProducts.acrossColumns(in.asDoubles(), out.d, len, out.ncol);
        else if (out.type == ElementType.DOUBLE) {
            double[] x = in.asDoubles();
            System.arraycopy(x, 0, out.d, 0, len);
            for (int col = 1; col < out.ncol; col++) BinaryKernels.apply(c.op, x, col * len, out.d, (col - 1) * len, out.d, col * len, len);
        } else {
            int[] x = in.asInts(out.type);
            System.arraycopy(x, 0, out.i, 0, len);
            for (int col = 1; col < out.ncol; col++) BinaryKernels.apply(c.op, x, col * len, out.i, (col - 1) * len, out.i, col * len, len);
        }
    }

    private void selectCols(SelectColsNode s, Block out, long r0, int len) {
        if (s.in.isMaterialized()) { s.in.data().read(r0, len, s.cols, out.d, out.i); return; }
        Block in = in(s.in);
        for (int c = 0; c < s.cols.length; c++) {
            if (out.d != null) System.arraycopy(in.d, s.cols[c] * len, out.d, c * len, len);
            else System.arraycopy(in.i, s.cols[c] * len, out.i, c * len, len);
        }
    }

    private void cbind(CbindNode cb, Block out, int len) {
        int col = 0;
        for (Node p : cb.parts) {
            Block b = in(p);
            Casts.convert(p.type, b.d, b.i, 0, out.type, out.d, out.i, col * len, p.ncol * len);
            col += p.ncol;
        }
    }

    private void rbind(int k, RbindNode rb, Block out, long r0, int len) {
        long partStart = 0;
        Scratch sc = scratch[k];
        int i = -1;
        for (Node p : rb.parts) {
            i++;
            long lo = Math.max(r0, partStart), hi = Math.min(r0 + len, partStart + p.nrow);
            if (lo < hi) {
                int n = (int) (hi - lo);
                InterpretingKernel pk = partKernels[k][i];
                if (pk != null) {
                    // a virtual part: its sub-plan over the part's own rows
                    Block b = pk.evaluateRoot(lo - partStart, n);
                    for (int c = 0; c < p.ncol; c++) Casts.convert(p.type, b.d, b.i, c * n, out.type, out.d, out.i, c * len + (int) (lo - r0), n);
                    pk.releaseAll();
                    partStart += p.nrow;
                    continue;
                }
                int need = n * Math.max(1, p.ncol);
                double[] td = null;
                int[] ti = null;
                if (p.type == ElementType.DOUBLE) { if (sc.d == null || sc.d.length < need) sc.d = new double[need]; td = sc.d; }
                else { if (sc.i == null || sc.i.length < need) sc.i = new int[need]; ti = sc.i; }
                p.data().read(lo - partStart, n, null, td, ti);
                for (int c = 0; c < p.ncol; c++) Casts.convert(p.type, td, ti, c * n, out.type, out.d, out.i, c * len + (int) (lo - r0), n);
            }
            partStart += p.nrow;
        }
    }

    private void setElements(SetElementsNode se, Block out, long r0, int len) {
        Block in = in(se.in);
        Casts.convert(se.in.type, in.d, in.i, 0, out.type, out.d, out.i, 0, out.size());
        int lo = 0, hi = se.rows.length;
        while (lo < hi) { int mid = (lo + hi) >>> 1; if (se.rows[mid] < r0) lo = mid + 1; else hi = mid; }
        for (int e = lo; e < se.rows.length && se.rows[e] < r0 + len; e++) {
            int at = se.cols[e] * len + (int) (se.rows[e] - r0);
            double v = se.values[e];
            switch (out.type) {
                case DOUBLE -> out.d[at] = v;
                case INTEGER -> out.i[at] = Casts.doubleToInt(v);
                case LOGICAL -> out.i[at] = Casts.doubleToLogical(v);
            }
        }
    }
}
