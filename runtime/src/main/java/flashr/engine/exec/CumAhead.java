package flashr.engine.exec;

import flashr.engine.dag.CumColNode;
import flashr.engine.dag.Node;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.RMath;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

import java.util.Arrays;
import java.util.List;

/**
 * Local results of the cum.col nodes of one partition computed before its predecessor is done
 * (FlashR's "local accumulated results"), to be combined with the global prefix once the
 * partition's turn comes. For {@code + pmin pmax} they are each column's running value from the
 * partition's first row, which combine exactly with a prefix (integer sums run in a long and check
 * R's overflow row by row at the combine, so NA appears where it would sequentially). For other
 * ops (cumprod: a local product can overflow or underflow where the sequential one does not, and
 * {@code 0 * Inf} is NaN; cumsum of doubles: a local sum rounds and overflows differently, see
 * {@link CumSums}) they are the cum node's input values, and the combine is the sequential scan
 * from the prefix: exact, one op per element, while the subtree feeding the cum was computed
 * ahead. Sums of doubles whose long double steps round nowhere also keep exact integer local sums
 * ({@link ExactRunningSums#addLocal}), which combine with a prefix that is a whole number of
 * their unit by one add an element, the running chain done ahead. A cum.col fed by another cum.col (nested cumulative ops) cannot know its input before
 * the turn: it and the nodes between are computed at the turn, from the prefix.
 */
final class CumAhead {
    /** Per plan node index: the local results (rows x ncol, column-major) of a cum node, else null. */
    final double[][] ld;
    final long[][] ll;
    final int[][] li;
    final int rows;
    /** Sums of doubles: exact local integer sums (rows x ncol) and each column's quantum ({@link ExactRunningSums#addLocal}). */
    final long[][] exactSums;
    final int[][] exactQ;
    /** Blocked sums of doubles ({@link BlockedSums}): per column, the row of the first NA or NaN input (rows: none). */
    final int[][] blockedStuck;
    // combine state, set when the partition's turn comes
    double[][] prefixD;
    double[][] prefixLo;
    int[][] prefixI;
    boolean[][] naSeen;
    /**
     * Whether the partition's turn was taken by {@link #advance}: its rows then come from the
     * prefix kept at the turn and touch no shared state, as the next turn may be running.
     */
    boolean advanced;

    static final long NA_SUM = Long.MIN_VALUE;

    /** Where the local result arrays come from (a worker's, reused across partitions). */
    private final LocalArrays arrays;

    CumAhead(int nodes, int rows, LocalArrays arrays) {
        this.arrays = arrays;
        this.ld = new double[nodes][];
        this.ll = new long[nodes][];
        this.li = new int[nodes][];
        this.exactSums = new long[nodes][];
        this.exactQ = new int[nodes][];
        this.blockedStuck = new int[nodes][];
        this.rows = rows;
    }

    /**
     * Whether c's local results combine with a prefix (else the inputs are kept and scanned at the
     * turn): integer sums (exact in a long), pmin and pmax, and blocked sums of doubles, whose
     * rounding is defined so ({@link BlockedSums}). R's and numpy's sums of doubles are not: added
     * ahead they would round (and overflow) differently from the sequential sum ({@link CumSums}).
     */
    static boolean combinesWithPrefix(CumColNode c) {
        return BlockedSums.handles(c) || c.op == BinaryOp.MIN || c.op == BinaryOp.MAX || (c.op == BinaryOp.ADD && c.type != ElementType.DOUBLE);
    }

    /** The cum.col nodes whose input depends on no other cum.col: their local results can be computed ahead. */
    static boolean[] eligible(PassPlan plan) {
        int n = plan.nodes.size();
        boolean[] dependsOnCum = new boolean[n], el = new boolean[n];
        for (int k = 0; k < n; k++) {
            Node x = plan.nodes.get(k);
            if (x.isMaterialized()) continue;
            boolean in = false;
            for (Node i : PassPlan.evaluatedInputs(x)) in |= dependsOnCum[plan.indexOf(i)];
            if (x instanceof CumColNode) { el[k] = !in; dependsOnCum[k] = true; }
            else dependsOnCum[k] = in;
        }
        return el;
    }

    /** Marks the (transitive) evaluated inputs of the eligible cum.col nodes: what a partition computes ahead. */
    static boolean[] ancestors(PassPlan plan, boolean[] eligible) {
        boolean[] anc = new boolean[plan.nodes.size()];
        for (int k = plan.nodes.size() - 1; k >= 0; k--) {
            if (!eligible[k] && !anc[k]) continue;
            for (Node in : PassPlan.evaluatedInputs(plan.nodes.get(k))) anc[plan.indexOf(in)] = true;
        }
        return anc;
    }

    /**
     * Nodes computed ahead that nothing else of the plan needs at the turn (only eligible cum
     * nodes, which then use their local results, and other such nodes consume them; no root):
     * a partition that ran ahead skips them when its turn comes.
     */
    static boolean[] aheadOnly(PassPlan plan, boolean[] eligible, boolean[] ancestors) {
        int n = plan.nodes.size();
        boolean[] needed = new boolean[n];
        for (Node r : plan.storeRoots) needed[plan.indexOf(r)] = true;
        for (Node r : plan.sinkRoots) for (Node in : r.inputs()) needed[plan.indexOf(in)] = true;
        if (plan.groupbyInput != null) needed[plan.indexOf(plan.groupbyInput)] = true;
        boolean[] only = new boolean[n];
        for (int k = n - 1; k >= 0; k--) {
            only[k] = ancestors[k] && !needed[k];
            if (eligible[k]) continue;   // an eligible cum reads its local results, not its input
            if (!only[k]) for (Node in : PassPlan.evaluatedInputs(plan.nodes.get(k))) needed[plan.indexOf(in)] = true;
        }
        return only;
    }

    /** Adds a step's input block (rows [o, o+len) of the partition) to cum node k's local results. */
    void local(int k, CumColNode c, Block in, int o, int len) {
        int nc = c.ncol;
        if (!combinesWithPrefix(c)) {
            // the inputs, scanned from the prefix at the turn
            if (c.type == ElementType.DOUBLE) {
                double[] x = in.readDoubles();
                if (CumSums.handles(c) && !c.doubleSums) { localSums(k, nc, x, in, o, len); return; }
                if (ld[k] == null) ld[k] = arrays.doubles(rows * Math.max(nc, 1));
                for (int col = 0; col < nc; col++) System.arraycopy(x, in.readOffset(col), ld[k], col * rows + o, len);
            } else {
                if (li[k] == null) li[k] = arrays.ints(rows * Math.max(nc, 1));
                int[] x = in.asInts(c.type);
                for (int col = 0; col < nc; col++) System.arraycopy(x, col * len, li[k], col * rows + o, len);
            }
            return;
        }
        if (BlockedSums.handles(c)) {
            if (ld[k] == null) { ld[k] = arrays.doubles(rows * Math.max(nc, 1)); blockedStuck[k] = new int[nc]; Arrays.fill(blockedStuck[k], rows); }
            double[] x = in.readDoubles();
            for (int col = 0; col < nc; col++)
                blockedStuck[k][col] = BlockedSums.local(x, in.readOffset(col), len, ld[k], col * rows, o, blockedStuck[k][col], rows);
            return;
        }
        if (c.type == ElementType.DOUBLE) {
            if (ld[k] == null) ld[k] = arrays.doubles(rows * Math.max(nc, 1));
            double[] x = in.readDoubles(), l = ld[k];
            for (int col = 0; col < nc; col++) {
                int base = col * rows, xo = in.readOffset(col);
                for (int r = 0; r < len; r++) {
                    double v = x[xo + r];
                    int at = base + o + r;
                    l[at] = o + r == 0 ? v : c.op.applyDouble(l[at - 1], v);
                }
            }
        } else if (c.op == BinaryOp.ADD) {
            if (ll[k] == null) ll[k] = arrays.longs(rows * Math.max(nc, 1));
            int[] x = in.asInts(c.type);
            long[] l = ll[k];
            for (int col = 0; col < nc; col++) {
                int base = col * rows;
                for (int r = 0; r < len; r++) {
                    int v = x[col * len + r];
                    int at = base + o + r;
                    long prev = o + r == 0 ? 0 : l[at - 1];
                    l[at] = v == NA.INT || prev == NA_SUM ? NA_SUM : prev + v;
                }
            }
        } else {
            if (li[k] == null) li[k] = arrays.ints(rows * Math.max(nc, 1));
            int[] x = in.asInts(c.type), l = li[k];
            for (int col = 0; col < nc; col++) {
                int base = col * rows;
                for (int r = 0; r < len; r++) {
                    int v = x[col * len + r];
                    int at = base + o + r;
                    l[at] = o + r == 0 ? v : c.op.applyInt(v, l[at - 1]);
                }
            }
        }
    }

    /**
     * A step of a sum of doubles (R's long double cumsum): exact local integer sums while no long
     * double step of the partition rounds (the inputs are the sums' differences then), else the
     * inputs, those of earlier steps taken back from the sums.
     */
    private void localSums(int k, int nc, double[] x, Block in, int o, int len) {
        if (exactSums[k] == null) { exactSums[k] = arrays.longs(rows * Math.max(nc, 1)); exactQ[k] = new int[nc]; }
        for (int col = 0; col < nc; col++) {
            int start = col * rows;
            if (o == 0 || exactQ[k][col] != ExactRunningSums.NONE) {
                // the first step tries the unit of the worker's last partition: no search for one
                int hint = o == 0 ? arrays.quantum(k, col) : exactQ[k][col];
                int q = ExactRunningSums.addLocal(x, in.readOffset(col), len, exactSums[k], start + o, o == 0, hint, rows);
                if (q == ExactRunningSums.NONE && o == 0 && hint != ExactRunningSums.NONE)
                    q = ExactRunningSums.addLocal(x, in.readOffset(col), len, exactSums[k], start, true, ExactRunningSums.NONE, rows);
                if (o == 0) arrays.quantum(k, col, q);
                if (q != ExactRunningSums.NONE) { exactQ[k][col] = q; continue; }
                if (ld[k] == null) ld[k] = arrays.doubles(rows * Math.max(nc, 1));
                ExactRunningSums.inputs(exactSums[k], start, 0, o, exactQ[k][col], ld[k]);
                exactQ[k][col] = ExactRunningSums.NONE;
            }
            System.arraycopy(x, in.readOffset(col), ld[k], start + o, len);
        }
    }

    /** Takes the global prefix of every cum node as the partition's turn begins. */
    void begin(List<Node> nodes, PassState shared) {
        prefixD = new double[nodes.size()][];
        prefixI = new int[nodes.size()][];
        prefixLo = new double[nodes.size()][];
        naSeen = new boolean[nodes.size()][];
        for (int k = 0; k < nodes.size(); k++) {
            if (shared.cumD[k] != null) prefixD[k] = shared.cumD[k].clone();
            if (shared.cumLo[k] != null) prefixLo[k] = shared.cumLo[k].clone();
            if (shared.cumI[k] != null) {
                prefixI[k] = shared.cumI[k].clone();
                naSeen[k] = new boolean[prefixI[k].length];
                if (shared.started[k]) for (int c = 0; c < naSeen[k].length; c++) naSeen[k][c] = prefixI[k][c] == NA.INT;
            }
        }
    }

    /**
     * The partition's turn without its rows, when every cum node of the plan is a long double sum
     * of doubles whose columns all kept exact local sums ({@link ExactRunningSums#addLocal}) and
     * whose running pairs they continue exactly: keeps the prefix and moves the running values to
     * the partition's last row, O(1) a column (true). Else changes nothing (false), and the
     * partition is combined at its turn as before.
     */
    boolean advance(List<Node> nodes, PassState shared) {
        if (rows == 0) return false;
        int n = nodes.size();
        for (int k = 0; k < n; k++) {
            if (shared.cumI[k] != null) return false;
            if (shared.cumD[k] == null) continue;
            if (exactSums[k] == null || shared.cumLo[k] == null) return false;
            for (int col = 0; col < exactQ[k].length; col++)
                if (shared.cumStuck[k][col] || !ExactRunningSums.continues(shared.cumD[k][col], shared.cumLo[k][col], exactQ[k][col])) return false;
        }
        begin(nodes, shared);
        for (int k = 0; k < n; k++) {
            if (shared.cumD[k] == null) continue;
            for (int col = 0; col < exactQ[k].length; col++) {
                int q = exactQ[k][col];
                ExactRunningSums.advance(exactSums[k][col * rows + rows - 1], prefixD[k][col], prefixLo[k][col], q, shared.cumD[k], shared.cumLo[k], col);
                shared.cumQuantum[k][col] = q;
            }
            shared.started[k] = true;
        }
        advanced = true;
        return true;
    }

    /** Final values of rows [o, o+len) of cum node k into out; updates the global running values. */
    void combine(int k, CumColNode c, PassState shared, Block out, int o, int len) {
        if (!combinesWithPrefix(c)) { scan(k, c, shared, out, o, len); return; }
        boolean started = shared.started[k];
        int nc = c.ncol;
        if (BlockedSums.handles(c)) {
            for (int col = 0; col < nc; col++)
                BlockedSums.combine(shared, k, col, prefixD[k][col], ld[k], col * rows, o, blockedStuck[k][col], out.d, col * len, len);
            return;
        }
        for (int col = 0; col < nc; col++) {
            int base = col * rows;
            int oo = col * len;
            if (c.type == ElementType.DOUBLE) {
                double pre = prefixD[k][col];
                double[] l = ld[k];
                for (int r = 0; r < len; r++) {
                    double v = l[base + o + r];
                    out.d[oo + r] = !started ? v : c.op.applyDouble(pre, v);
                }
                if (len > 0) shared.cumD[k][col] = out.d[oo + len - 1];
            } else if (c.op == BinaryOp.ADD) {
                long pre = started ? prefixI[k][col] : 0;
                long[] l = ll[k];
                boolean na = naSeen[k][col];
                for (int r = 0; r < len; r++) {
                    long v = l[base + o + r];
                    int res = na || v == NA_SUM ? NA.INT : RMath.narrow(pre + v);
                    if (res == NA.INT) na = true;
                    out.i[oo + r] = res;
                }
                naSeen[k][col] = na;
                if (len > 0) shared.cumI[k][col] = out.i[oo + len - 1];
            } else {
                int pre = prefixI[k][col];
                int[] l = li[k];
                for (int r = 0; r < len; r++) {
                    int v = l[base + o + r];
                    out.i[oo + r] = !started ? v : c.op.applyInt(v, pre);
                }
                if (len > 0) shared.cumI[k][col] = out.i[oo + len - 1];
            }
        }
    }

    /** Whether node k has local results in this record. */
    boolean has(int k) { return ld[k] != null || ll[k] != null || li[k] != null || exactSums[k] != null; }

    /** The sequential cum.col over the kept inputs, from the running value (as the kernel's own cum.col). */
    private void scan(int k, CumColNode c, PassState shared, Block out, int o, int len) {
        boolean started = shared.started[k];
        for (int col = 0; col < c.ncol; col++) {
            int base = col * rows + o, oo = col * len, r = 0;
            if (c.type == ElementType.DOUBLE) {
                double[] x = ld[k];
                if (CumSums.handles(c)) {
                    if (advanced) { ExactRunningSums.fill(exactSums[k], base, out.d, oo, len, prefixD[k][col], prefixLo[k][col], exactQ[k][col]); continue; }
                    int q = exactSums[k] != null ? exactQ[k][col] : ExactRunningSums.NONE;
                    if (q != ExactRunningSums.NONE) {
                        if (!shared.cumStuck[k][col] && ExactRunningSums.combine(exactSums[k], base, out.d, oo, len,
                                prefixD[k][col], prefixLo[k][col], q, shared.cumD[k], shared.cumLo[k], col)) {
                            shared.cumQuantum[k][col] = q;
                            continue;
                        }
                        // the prefix is no whole number of the partition's unit: the sequential scan of its inputs
                        if (ld[k] == null) ld[k] = arrays.doubles(rows * Math.max(c.ncol, 1));
                        x = ld[k];
                        ExactRunningSums.inputs(exactSums[k], col * rows, o, len, q, x);
                    }
                    CumSums.scan(shared, k, c.doubleSums, col, x, base, out.d, oo, len);
                    continue;
                }
                if (CumProducts.handles(c)) { CumProducts.scan(shared, k, col, x, base, out.d, oo, len); continue; }
                double a = shared.cumD[k][col];
                if (!started && len > 0) { a = x[base]; out.d[oo] = a; r = 1; }
                for (; r < len; r++) { a = c.op.applyDouble(a, x[base + r]); out.d[oo + r] = a; }   // the kernel's operand order (NaN payloads)
                shared.cumD[k][col] = a;
            } else {
                int[] x = li[k];
                int a = shared.cumI[k][col];
                if (!started && len > 0) { a = x[base]; out.i[oo] = a; r = 1; }
                for (; r < len; r++) { a = c.op.applyInt(x[base + r], a); out.i[oo + r] = a; }
                shared.cumI[k][col] = a;
            }
        }
        if (len > 0 && !advanced) shared.started[k] = true;
    }
}
