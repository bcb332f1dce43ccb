package flashr.engine.exec;

import flashr.engine.dag.CumColNode;
import flashr.engine.dag.Node;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.RMath;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

import java.util.List;

/**
 * Local results of the cum.col nodes of one partition computed before its predecessor is done
 * (FlashR's "local accumulated results"): each column's running value from the partition's first
 * row, to be combined with the global prefix once the partition's turn comes. Only for
 * {@code + pmin pmax}, whose local results combine exactly with a prefix (integer sums run in a
 * long and check R's overflow row by row at the combine, so NA appears where it would sequentially).
 */
final class CumAhead {
    /** Per plan node index: the local results (rows x ncol, column-major) of a cum node, else null. */
    final double[][] ld;
    final long[][] ll;
    final int[][] li;
    final int rows;
    // combine state, set when the partition's turn comes
    double[][] prefixD;
    int[][] prefixI;
    boolean[][] naSeen;

    static final long NA_SUM = Long.MIN_VALUE;

    CumAhead(int nodes, int rows) {
        this.ld = new double[nodes][];
        this.ll = new long[nodes][];
        this.li = new int[nodes][];
        this.rows = rows;
    }

    /** Whether a plan's cum.col nodes can run ahead: supported ops, and no cum.col among their inputs' ancestors. */
    static boolean supported(PassPlan plan, boolean[] ancestorOfCum) {
        for (int k = 0; k < plan.nodes.size(); k++) {
            Node x = plan.nodes.get(k);
            if (!(x instanceof CumColNode c) || x.isMaterialized()) continue;
            if (c.op != BinaryOp.ADD && c.op != BinaryOp.MIN && c.op != BinaryOp.MAX) return false;
            if (ancestorOfCum[k]) return false;   // a cum feeding another cum
        }
        return true;
    }

    /** Marks the (transitive) evaluated inputs of cum.col nodes. */
    static boolean[] ancestors(PassPlan plan) {
        boolean[] anc = new boolean[plan.nodes.size()];
        for (int k = plan.nodes.size() - 1; k >= 0; k--) {
            Node x = plan.nodes.get(k);
            boolean feeds = (x instanceof CumColNode && !x.isMaterialized()) || anc[k];
            if (!feeds) continue;
            for (Node in : PassPlan.evaluatedInputs(x)) anc[plan.indexOf(in)] = true;
        }
        return anc;
    }

    /** Adds a step's input block (rows [o, o+len) of the partition) to cum node k's local results. */
    void local(int k, CumColNode c, Block in, int o, int len) {
        int nc = c.ncol;
        if (c.type == ElementType.DOUBLE) {
            if (ld[k] == null) ld[k] = new double[rows * Math.max(nc, 1)];
            double[] x = in.asDoubles(), l = ld[k];
            for (int col = 0; col < nc; col++) {
                int base = col * rows;
                for (int r = 0; r < len; r++) {
                    double v = x[col * len + r];
                    int at = base + o + r;
                    l[at] = o + r == 0 ? v : (c.op == BinaryOp.ADD ? v + l[at - 1] : c.op.applyDouble(l[at - 1], v));
                }
            }
        } else if (c.op == BinaryOp.ADD) {
            if (ll[k] == null) ll[k] = new long[rows * Math.max(nc, 1)];
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
            if (li[k] == null) li[k] = new int[rows * Math.max(nc, 1)];
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

    /** Takes the global prefix of every cum node as the partition's turn begins. */
    void begin(List<Node> nodes, PassState shared) {
        prefixD = new double[nodes.size()][];
        prefixI = new int[nodes.size()][];
        naSeen = new boolean[nodes.size()][];
        for (int k = 0; k < nodes.size(); k++) {
            if (shared.cumD[k] != null) prefixD[k] = shared.cumD[k].clone();
            if (shared.cumI[k] != null) {
                prefixI[k] = shared.cumI[k].clone();
                naSeen[k] = new boolean[prefixI[k].length];
                if (shared.started[k]) for (int c = 0; c < naSeen[k].length; c++) naSeen[k][c] = prefixI[k][c] == NA.INT;
            }
        }
    }

    /** Final values of rows [o, o+len) of cum node k into out; updates the global running values. */
    void combine(int k, CumColNode c, PassState shared, Block out, int o, int len) {
        boolean started = shared.started[k];
        int nc = c.ncol;
        for (int col = 0; col < nc; col++) {
            int base = col * rows;
            int oo = col * len;
            if (c.type == ElementType.DOUBLE) {
                double pre = prefixD[k][col];
                double[] l = ld[k];
                for (int r = 0; r < len; r++) {
                    double v = l[base + o + r];
                    out.d[oo + r] = !started ? v : (c.op == BinaryOp.ADD ? v + pre : c.op.applyDouble(pre, v));
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
}
