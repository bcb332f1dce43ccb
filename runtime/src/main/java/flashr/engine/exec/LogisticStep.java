package flashr.engine.exec;

import flashr.engine.dag.Broadcast;
import flashr.engine.dag.InnerProdSinkNode;
import flashr.engine.dag.InnerProdTallNode;
import flashr.engine.dag.MapplyNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.SapplyNode;
import flashr.engine.fn.ElementFns;
import flashr.engine.fn.RMath;
import flashr.engine.fn.UnaryOp;
import flashr.engine.fn.math.LogisticLoop;
import flashr.engine.type.ElementType;

import java.util.ArrayList;
import java.util.List;

/**
 * The logistic gradient {@code t(X) %*% (f(exp(-(X %*% w))) - y)} (f a chain of + - * / by
 * scalars: {@code 1 / (1 + e)}) as one fused step feeding the crossprod's partial: X's rows are
 * read once a Pcache step ({@link LogisticLoop}), where the per-node path runs the row dots, the
 * minus, exp, the region and t(X) r as five loops over the block, reading X twice. y is read where
 * it is stored (a Java array) or from its block. A block with a value that is not finite on the
 * way (an eta, an r, a sum) is computed again node by node, as the per-node path computes it
 * ({@link InnerProdTall}, ExpLog's exp, R's + - * / rule for NaNs, {@link ProductPartial#add}), so
 * every result is that path's bits. {@code -Dflashr.engine.logisticStep=false} turns it off (A/B).
 */
public final class LogisticStep implements FusedStep {
    /** Whether plans get this step ({@code -Dflashr.engine.logisticStep=false}: the per-node path, to compare). */
    public static final boolean ENABLED = !"false".equals(System.getProperty("flashr.engine.logisticStep"));

    /**
     * Rows (over all steps, a racy count: a heuristic, never a result) computed node by node
     * before the loop is warmed in the background: until C2 compiles it, its vectors run the
     * Vector API's Java fallback, and a first pass over 3M x 8 rows took 1.7-2.0 CPU s with the
     * loop from its first block against 1.0 node by node (whose small loops are shared with other
     * ops and compile sooner). Warming costs about 0.5-0.8 CPU s once and the loop saves about
     * 0.03 s per 20M rows, so it pays only after some hundreds of millions of rows: after this
     * many (an iterative fit over large data) a daemon thread runs the loop on made-up rows
     * ({@link #warmLoop}) while the steps go on node by node, and the loop is due once it is
     * done. For large data (2^25 elements and up) the engine's warm-up runs it first.
     */
    private static final int WARM_AFTER = 1 << 28;
    private static int rowsByNodes;
    /** Whether the loop is due (compiled by now, or tests); whether its warming has started. */
    private static volatile boolean loopDue;
    private static final java.util.concurrent.atomic.AtomicBoolean warming = new java.util.concurrent.atomic.AtomicBoolean();

    private final int output, sink;
    private final int[] interior, inputs;
    private final InnerProdTallNode ip;
    private final InnerProdFns fns;
    private final SmallOperand w;
    private final int p, wo;
    private final int[] ops;
    private final double[] consts;
    /** Per chain step: the constant on the left (for R's NaN rule in the node-by-node path). */
    private final boolean[] constLeft;
    /** r = chain - y (else y - chain). */
    private final boolean minusY;
    private double[] r = new double[0], eta = new double[0];
    private final double[] dots;
    private final LogisticLoop.Scratch scratch;
    private final Block etaBlock = new Block(ElementType.DOUBLE, 1), rBlock = new Block(ElementType.DOUBLE, 1);
    private final Block[] sinkIn = new Block[2];

    private LogisticStep(int output, int sink, int[] interior, int[] inputs, InnerProdTallNode ip, SmallOperand w,
                         int[] ops, double[] consts, boolean[] constLeft, boolean minusY) {
        this.output = output;
        this.sink = sink;
        this.interior = interior;
        this.inputs = inputs;
        this.ip = ip;
        this.fns = InnerProdTall.fns(ip);
        this.w = w;
        this.p = ip.a.ncol;
        this.wo = ip.bCol * (int) ip.b.nrow + ip.bFrom;
        this.ops = ops;
        this.consts = consts;
        this.constLeft = constLeft;
        this.minusY = minusY;
        this.dots = new double[p];
        this.scratch = new LogisticLoop.Scratch(p);
    }

    @Override public int output() { return output; }

    @Override public int[] interior() { return interior; }

    /** X, then y. */
    @Override public int[] inputs() { return inputs; }

    @Override public int sink() { return sink; }

    /** X and y may be strided views of a Java array ({@link Block#heap}). */
    @Override public boolean readsInPlace(int input) { return true; }

    @Override public String kind() { return "logistic gradient (hand-written loop: row dots, exp, residual, t(X) r in one sweep)"; }

    @Override public String feedsHow() { return "a Pcache step's t(X) r at a time"; }

    @Override public void compute(Block[] in, Block out, int len) { throw new UnsupportedOperationException("feeds its sink"); }

    @Override public void feed(Block[] in, SinkPartial partial, long r0, int len) {
        if (len == 0) return;
        if (r.length < len) { r = new double[len]; eta = new double[len]; }
        Block xb = in[0], yb = in[1];
        double[] x = xb.heap != null ? xb.heap : xb.asDoubles();
        int xo = xb.heap != null ? xb.heapOffset : 0, ld = xb.heap != null ? xb.heapLd : len;
        double[] y = yb.heap != null ? yb.heap : yb.asDoubles();
        int yo = yb.heap != null ? yb.heapOffset : 0;
        ProductPartial pp = (ProductPartial) partial;
        if (!loopDue) {
            if ((rowsByNodes += len) >= WARM_AFTER && !warming.get() && warming.compareAndSet(false, true)) {
                Thread t = new Thread(() -> runLoopWarm(() -> {}), "flashr-logistic-warmup");
                t.setDaemon(true);
                t.setPriority(Thread.MIN_PRIORITY);
                t.start();
            }
            byNodes(xb, y, yo, pp, r0, len);
            return;
        }
        if (LogisticLoop.gradient(x, xo, ld, p, w.d, wo, ops, consts, minusY, y, yo, len, r, dots, scratch) && pp.addFiniteDots(dots)) return;
        byNodes(xb, y, yo, pp, r0, len);
    }

    /**
     * Runs the fused loop on a few thousand blocks of made-up rows (the warm-up thread: C2
     * compiles it meanwhile), then makes it due for every step. {@code pause} runs every 100
     * blocks: the engine's warm-up waits there while a script's pass runs (it never stops the
     * loop half done, which would leave it not due).
     */
    public static void warmLoop(Runnable pause) {
        if (warming.compareAndSet(false, true)) runLoopWarm(pause);
    }

    private static void runLoopWarm(Runnable pause) {
        int n = 512, p = 8;
        double[] x = new double[n * p], y = new double[n], w = new double[p], r = new double[n], dots = new double[p];
        for (int i = 0; i < x.length; i++) x[i] = Math.sin(i * 0.37);
        for (int i = 0; i < n; i++) y[i] = i % 2;
        for (int t = 0; t < p; t++) w[t] = 0.1 * (t - 3);
        int[] ops = {LogisticLoop.ADD, LogisticLoop.DIV_INTO};
        double[] consts = {1, 1};
        LogisticLoop.Scratch s = new LogisticLoop.Scratch(p);
        // 3000 blocks, then on until FAST_STREAK blocks in a row ran compiled: C2's code could still
        // be on its way (or thrown away by a trap and compiled again) after the 3000, and the
        // script's first gradient then ran the loop's Java fallback (55 MB of vectors allocated
        // by its workers in one 20M-row pass). A heuristic on speed only: both forms give the same bits.
        int fast = 0;
        for (int k = 0; k < MAX_WARM_BLOCKS && (k < 3000 || fast < FAST_STREAK); k++) {
            if (k % 100 == 0) pause.run();
            long t0 = System.nanoTime();
            LogisticLoop.gradient(x, 0, n, p, w, 0, ops, consts, true, y, 0, n - k % 3, r, dots, s);
            fast = System.nanoTime() - t0 < FAST_NANOS ? fast + 1 : 0;
        }
        loopDue = true;
    }

    /**
     * A block of 512 x 8 taking less than this ran compiled (2-10 us; the Java fallback, which
     * allocates every vector, takes some hundreds); blocks in a row that must, and the most blocks.
     */
    private static final long FAST_NANOS = 60_000;
    private static final int FAST_STREAK = 200, MAX_WARM_BLOCKS = 30_000;

    /** For tests: the fused loop due from now on (true), or the rows node by node counted again from none. */
    public static void loopNow(boolean now) {
        loopDue = now;
        rowsByNodes = 0;
        if (!now) warming.set(true);   // (no warming thread makes it due during the test)
    }

    /** The block as the per-node path computes it (a value that is not finite on the way). */
    private void byNodes(Block xb, double[] y, int yo, ProductPartial pp, long r0, int len) {
        etaBlock.d = eta;
        etaBlock.len = len;
        InnerProdTall.compute(ip, fns, w, xb, null, etaBlock, len);
        for (int i = 0; i < len; i++) {
            double v = ElementFns.expDouble(ElementFns.negDouble(eta[i]));
            for (int q = 0; q < ops.length; q++) v = apply(q, v);
            r[i] = minusY ? RMath.sub(v, y[yo + i]) : RMath.sub(y[yo + i], v);
        }
        rBlock.d = r;
        rBlock.len = len;
        sinkIn[0] = xb;
        sinkIn[1] = rBlock;
        pp.add(sinkIn, r0, len);
    }

    /** Chain step q of v with R's NaN rule (the operands in the node's order). */
    private double apply(int q, double v) {
        double c = consts[q];
        return switch (ops[q]) {
            case LogisticLoop.ADD -> constLeft[q] ? RMath.add(c, v) : RMath.add(v, c);
            case LogisticLoop.SUB -> RMath.sub(v, c);
            case LogisticLoop.SUB_FROM -> RMath.sub(c, v);
            case LogisticLoop.MUL -> constLeft[q] ? RMath.mul(c, v) : RMath.mul(v, c);
            case LogisticLoop.DIV -> RMath.div(v, c);
            default -> RMath.div(c, v);
        };
    }

    /**
     * The steps of a plan (reader: each node's only reader, {@code RegionFinder.readers}): each
     * crossprod by a vector by the loops whose vector is such a chain over a product of the same X
     * by a finite small w, every node of the chain read by the next alone.
     */
    public static List<FusedStep> find(PassPlan plan, int[] reader) {
        List<FusedStep> out = new ArrayList<>();
        if (!ENABLED) return out;
        for (int s = 0; s < plan.sinkRoots.size(); s++) {
            if (!(plan.sinkRoots.get(s) instanceof InnerProdSinkNode sk) || !sk.isDoubleProduct() || sk.a == sk.b
                    || sk.b.ncol != 1 || ProductRoute.cross(sk) != null) continue;
            LogisticStep st = match(plan, reader, s, sk);
            if (st != null) out.add(st);
        }
        return out;
    }

    private static LogisticStep match(PassPlan plan, int[] reader, int s, InnerProdSinkNode sk) {
        if (!(sk.b instanceof MapplyNode m) || m.isMaterialized() || m.op != flashr.engine.fn.BinaryOp.SUB
                || m.type != ElementType.DOUBLE || m.mode != Broadcast.FULL && m.mode != Broadcast.ROW_VECTOR || !readBySinkAlone(plan, s, m)) return null;
        for (int side = 0; side < 2; side++) {
            Node chain = side == 0 ? m.m : m.other, y = side == 0 ? m.other : m.m;
            // r = m op other, or other op m when otherLeft
            boolean minusY = (side == 0) != m.otherLeft;
            LogisticStep st = chain(plan, reader, s, sk, plan.indexOf(m), chain, y, minusY);
            if (st != null) return st;
        }
        return null;
    }

    private static LogisticStep chain(PassPlan plan, int[] reader, int s, InnerProdSinkNode sk, int out, Node x, Node y, boolean minusY) {
        List<Integer> inner = new ArrayList<>();
        List<Integer> ops = new ArrayList<>();
        List<Double> consts = new ArrayList<>();
        List<Boolean> left = new ArrayList<>();
        int consumer = out;
        while (x instanceof MapplyNode c && c.mode == Broadcast.SCALAR) {
            if (!chainNode(plan, reader, x, consumer) || c.m.type != ElementType.DOUBLE) return null;
            SmallOperand v = plan.small(c);
            if (v == null || v.d == null) return null;
            int op = switch (c.op) {
                case ADD -> LogisticLoop.ADD;
                case SUB -> c.otherLeft ? LogisticLoop.SUB_FROM : LogisticLoop.SUB;
                case MUL -> LogisticLoop.MUL;
                case DIV -> c.otherLeft ? LogisticLoop.DIV_INTO : LogisticLoop.DIV;
                default -> -1;
            };
            if (op < 0) return null;
            ops.addFirst(op);
            consts.addFirst(v.d[0]);
            left.addFirst(c.otherLeft);
            consumer = plan.indexOf(x);
            inner.add(consumer);
            x = c.m;
        }
        if (!(x instanceof SapplyNode e) || e.op != UnaryOp.EXP || e.fn != null || !chainNode(plan, reader, x, consumer)) return null;
        inner.add(consumer = plan.indexOf(x));
        if (!(e.in instanceof SapplyNode neg) || neg.op != UnaryOp.NEG || neg.fn != null || !chainNode(plan, reader, neg, consumer)) return null;
        inner.add(consumer = plan.indexOf(neg));
        if (!(neg.in instanceof InnerProdTallNode ip) || !chainNode(plan, reader, ip, consumer) || ip.a != sk.a || ip.ncol != 1
                || ip.init != null || !ip.isDoubleProduct() || ProductRoute.tall(ip) != null) return null;
        inner.add(plan.indexOf(ip));
        SmallOperand w = plan.small(ip);
        if (w == null || w.d == null || w.hasNonFinite()) return null;
        if (y.ncol != 1 || inner.contains(plan.indexOf(y))) return null;
        int[] in = inner.stream().mapToInt(Integer::intValue).sorted().toArray();
        boolean[] l = new boolean[left.size()];
        for (int q = 0; q < l.length; q++) l[q] = left.get(q);
        return new LogisticStep(out, s, in, new int[] {plan.indexOf(sk.a), plan.indexOf(y)}, ip, w,
                ops.stream().mapToInt(Integer::intValue).toArray(), consts.stream().mapToDouble(Double::doubleValue).toArray(), l, minusY);
    }

    /** An element of the chain: computed in the pass, one column of doubles, read by its consumer alone. */
    private static boolean chainNode(PassPlan plan, int[] reader, Node x, int consumer) {
        return !x.isMaterialized() && x.ncol == 1 && x.type == ElementType.DOUBLE && reader[plan.indexOf(x)] == consumer;
    }

    /** Whether r is read by sink s alone (no node, store, groupby or other sink reads it). */
    private static boolean readBySinkAlone(PassPlan plan, int s, Node r) {
        if (plan.storeRoots.contains(r) || plan.groupbyInput == r) return false;
        for (Node x : plan.nodes) if (PassPlan.evaluatedInputs(x).contains(r)) return false;
        for (int o = 0; o < plan.sinkRoots.size(); o++) if (o != s && plan.sinkRoots.get(o).inputs().contains(r)) return false;
        return true;
    }
}
