package flashr.engine.exec;

import flashr.engine.dag.*;
import flashr.engine.fn.Casts;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;

import java.util.List;

/**
 * The reference kernel: for each Pcache step of a partition, evaluates the plan's nodes in order
 * (inputs first), each over the whole block with a per-op loop (no per-element virtual calls on
 * the hot paths; {@link ElementwiseKernels}, {@link RowAggregations}, {@link CumulativeKernels},
 * {@link BlockCopies}), or a fused step in place of the nodes it covers, then writes store roots
 * and feeds sink partials. Each node's block takes a buffer from the worker's {@link BlockPool}
 * when computed and gives it back once its last consumer has run.
 */
final class InterpretingKernel implements Kernel {
    private final PassPlan plan;
    private final PassState shared;
    private final MatrixStore[] stores;
    private final Block[] blocks;
    private final boolean[] live;
    private SinkPartial[] partials;
    private final BlockPool pool;
    private final RowAggregations rowAggs;
    /** Per node: rbind's scratch for a stored part's rows (double or int storage). */
    private final double[][] partD;
    private final int[][] partI;
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
    /**
     * Whether every cum node of the plan is a long double sum of doubles computed ahead: such a
     * partition's turn can be taken without its rows ({@link CumAhead#advance}).
     */
    private final boolean splits;
    private final LocalArrays localArrays = new LocalArrays();
    /** The local results of the partition being finished, if it ran ahead. */
    private CumAhead current;

    /** Per node: kernels evaluating an rbind's virtual parts over the parts' own rows (null entries: materialized parts). */
    private final InterpretingKernel[][] partKernels;
    private final StoredRowGather storedRows = new StoredRowGather();

    /** Per node: the fused step it is the output of (null: evaluated on its own). */
    private final FusedStep[] fusedAt;
    /** Per node: the input blocks of its fused step. */
    private final Block[][] fusedInputs;
    /** Per node: the sink its fused step feeds in place of writing its block (-1: none). */
    private final int[] feeds;
    /** Per sink: whether a fused step feeds it (the step adds nothing for it). */
    private final boolean[] fedSink;
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
    /** The sinks' inputs when the pass adds partitions column by column ({@link InPlaceReads#columnOuterSinks}), else null. */
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
        pool = new BlockPool(plan.pcRows * maxCols);
        blocks = new Block[n];
        live = new boolean[n];
        partD = new double[n][];
        partI = new int[n][];
        for (int k = 0; k < n; k++) {
            Node x = plan.nodes.get(k);
            blocks[k] = new Block(x.type, x.ncol);
        }
        rowAggs = new RowAggregations(plan);
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
        boolean split = false, all = true;
        for (int k = 0; k < n; k++) {
            if (!(plan.nodes.get(k) instanceof CumColNode c) || c.isMaterialized()) continue;
            boolean exact = eligibleCum[k] && CumSums.handles(c) && !c.doubleSums;
            split |= exact;
            all &= exact;
        }
        splits = plan.ordered && split && all;
        fusedAt = new FusedStep[n];
        fusedInputs = new Block[n][];
        interior = new boolean[n];
        feeds = new int[n];
        java.util.Arrays.fill(feeds, -1);
        fedSink = new boolean[plan.sinkRoots.size()];
        for (FusedStep f : steps) {
            if (plan.ordered && computedAhead(f)) continue;
            fusedAt[f.output()] = f;
            if (f.sink() >= 0) { feeds[f.output()] = f.sink(); fedSink[f.sink()] = true; }
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
        inPlace = InPlaceReads.find(plan, reads, partials, interior, fusedAt, blocks);
        columnSinks = InPlaceReads.columnOuterSinks(plan, inPlace, partials);
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
        return KernelPlan.text(plan, fusedAt, interior, fedSink, inPlace, plan.ordered ? ancestorOfCum : new boolean[plan.nodes.size()], fusing);
    }

    @Override public SinkPartial[] takePartials() {
        SinkPartial[] taken = partials;
        partials = freshPartials();
        return taken;
    }

    @Override public long bufferBytes() {
        long b = pool.allocated();
        for (InterpretingKernel[] ks : partKernels) if (ks != null) for (InterpretingKernel pk : ks) if (pk != null) b += pk.bufferBytes();
        return b;
    }

    /** Computes node k into its block, then releases the inputs whose last use this was. */
    private void evaluateNode(int k, Node x, Block b, long r0, int len) {
        if (interior[k]) return;
        if (feeds[k] >= 0) {
            fusedAt[k].feed(fusedInputs[k], partials[feeds[k]], r0, len);
            for (int j : reads[k]) if (lastRead[j] == k) release(j);
            return;
        }
        if (inPlace[k] && InPlaceReads.view(x, b, r0, len, step)) return;
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
                // columns of an R matrix that only cum nodes read: viewed for this step, no copy
                if (inPlace[k] && !x.isMaterialized() && InPlaceReads.view(x, blocks[k], r0, len, step)) continue;
                acquire(k);
                blocks[k].len = len;
                blocks[k].stamp = step;
                compute(k, x, blocks[k], r0, len);
            }
            for (int k = 0; k < nodes.size(); k++) release(k);
        }
        return a;
    }

    @Override public boolean takeTurn(long p, Object ahead) {
        return splits && ahead instanceof CumAhead a && a.advance(plan.nodes, shared);
    }

    @Override public boolean splitsTurns() { return splits; }

    @Override public void runPartition(long p, Object ahead) {
        // blocked sums take their local results the same way whether or not the partition ran ahead
        if (ahead == null && localFirst) ahead = prepareAhead(p);
        if (ahead == null) { runPartition(p); return; }
        current = (CumAhead) ahead;
        // a turn taken ahead (takeTurn) kept its prefix then; the shared values are the next turn's now
        boolean advanced = current.advanced;
        if (!advanced) current.begin(plan.nodes, shared);
        try {
            runPartition(p);
        } finally {
            current = null;
        }
        localArrays.giveBack((CumAhead) ahead);
        if (!advanced) for (int k = 0; k < plan.nodes.size(); k++) if (shared.cumD[k] != null || shared.cumI[k] != null) shared.started[k] = true;
    }

    @Override public void runPartition(long p) {
        long start = p * plan.partRows;
        long end = Math.min(plan.rows, start + plan.partRows);
        if (columnSinks != null && InPlaceReads.addColumnRuns(columnSinks, partials, plan.pcRows, start, end)) return;
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
        for (int s = 0; s < sinkBlocks.length; s++) if (!fedSink[s]) partials[s].add(sinkBlocks[s], r0, len);
        if (groupbyBlocks != null) partials[partials.length - 1].add(groupbyBlocks, r0, len);
        for (int k = 0; k < nodes.size(); k++) release(k);
    }

    private void acquire(int k) {
        if (live[k]) return;
        // partial steps of a row aggregation hold no data
        if (!(plan.nodes.get(k) instanceof RowAggStepNode s && !s.last)) pool.take(blocks[k]);
        live[k] = true;
    }

    private void release(int k) {
        if (!live[k]) return;
        pool.giveBack(blocks[k]);
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
        if (x.isMaterialized()) {
            // (a view of an earlier step must not outlive it: partitions run ahead copy)
            out.columns = null;
            out.heap = null;
            x.data().read(r0, len, null, out.d, out.i);
            return;
        }
        switch (x) {
            case GeneratorNode g -> Generators.fill(g, out, r0, len);
            case SapplyNode s -> ElementwiseKernels.sapply(s, in(s.in), out);
            case MapplyNode m -> ElementwiseKernels.mapply(m, in(m.m), m.mode == Broadcast.FULL || m.mode == Broadcast.ROW_VECTOR ? in(m.other) : null, smalls[k], out, len);
            case AggRowNode a -> rowAggs.aggRow(k, a, in(a.in), out, len);
            case GroupbyColNode g -> rowAggs.groupbyCol(k, g, in(g.in), smalls[k].i, out, len);
            case InnerProdTallNode ip -> InnerProdTall.compute(ip, ipFns[k], smalls[k], in(ip.a), ip.init == null ? null : in(ip.init), out, len);
            case RowAggStepNode s -> rowAggs.rowAggStep(k, s, in(s.block), s.labels == null ? null : smalls[k].i, out, len);
            case CumColNode c -> {
                if (current != null && current.has(k)) current.combine(k, c, shared, out, (int) (r0 - currentStart(r0)), len);
                else CumulativeKernels.cumCol(shared, k, c, in(c.in), out, r0 == currentStart(r0), len);
            }
            case CumRowNode c -> CumulativeKernels.cumRow(c, in(c.in), out, len);
            case SelectColsNode s -> {
                out.columns = null;   // (a view of an earlier step)
                out.heap = null;
                BlockCopies.selectCols(s, s.in.isMaterialized() ? null : in(s.in), out, r0, len);
            }
            case CbindNode c -> BlockCopies.cbind(c, this::in, out, len);
            case RbindNode r -> rbind(k, r, out, r0, len);
            case RowSelectNode r when r.generatesBase() -> Generators.gather((GeneratorNode) r.in, r.rows, (int) r0, out, len);
            case RowSelectNode r -> storedRows.gather(r.in.data(), r.rows, r0, out, len);
            case SetElementsNode s -> BlockCopies.setElements(s, in(s.in), out, r0, len);
            case TableLookupNode t -> lookups[k].fill(in(t.index), out, len);
            case IfElseNode s -> IfElseKernel.compute(s, in(s.test), s.isScalar(s.yes) ? null : in(s.yes),
                    s.isScalar(s.no) ? null : in(s.no), plan, out);
            default -> throw new IllegalStateException("cannot evaluate " + x.label() + " in a pass");
        }
    }

    private void rbind(int k, RbindNode rb, Block out, long r0, int len) {
        long partStart = 0;
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
                if (p.type == ElementType.DOUBLE) { if (partD[k] == null || partD[k].length < need) partD[k] = new double[need]; td = partD[k]; }
                else { if (partI[k] == null || partI[k].length < need) partI[k] = new int[need]; ti = partI[k]; }
                p.data().read(lo - partStart, n, null, td, ti);
                for (int c = 0; c < p.ncol; c++) Casts.convert(p.type, td, ti, c * n, out.type, out.d, out.i, c * len + (int) (lo - r0), n);
            }
            partStart += p.nrow;
        }
    }
}
