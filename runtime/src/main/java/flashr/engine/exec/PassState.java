package flashr.engine.exec;

import flashr.engine.dag.CumColNode;
import flashr.engine.dag.Node;
import flashr.engine.fn.LongDouble;
import flashr.engine.type.ElementType;

/**
 * State shared by the workers of one pass: the running values of cum.col nodes (the "global
 * accumulated result"). Only the worker holding the current turn of an ordered pass touches it;
 * the turn hand-over (a monitor) publishes the updates to the next worker.
 */
public final class PassState {
    public final double[][] cumD;
    public final int[][] cumI;
    public final boolean[] started;
    /** Sums of doubles (cumsum): the low part of each column's long double running sum, and whether an NA or NaN stuck. */
    final double[][] cumLo;
    final boolean[][] cumStuck;
    /**
     * Sums of doubles: each column's running sum while it lies beyond the double's range (the
     * long double's scaled state, {@link flashr.engine.fn.LongDouble#isWide}), else null; cumD
     * and cumLo then hold its sign's infinity and 0, which no exact path continues.
     */
    final LongDouble[][] cumWide;
    /** Sums of doubles: the exponent of the quantum each column's exact integer path last took ({@link ExactRunningSums}). */
    final int[][] cumQuantum;
    /** Blocked sums of doubles ({@link BlockedSums#scan}): each column's output at the previous partition's last row. */
    final double[][] cumBase;
    /** Products of doubles (cumprod): each column's long double running product. */
    final flashr.engine.fn.LongDoubleProduct[][] cumProd;

    public PassState(PassPlan plan) {
        int n = plan.nodes.size();
        cumD = new double[n][];
        cumI = new int[n][];
        started = new boolean[n];
        cumLo = new double[n][];
        cumStuck = new boolean[n][];
        cumWide = new LongDouble[n][];
        cumQuantum = new int[n][];
        cumProd = new flashr.engine.fn.LongDoubleProduct[n][];
        cumBase = new double[n][];
        for (int k = 0; k < n; k++) {
            Node x = plan.nodes.get(k);
            if (x instanceof CumColNode && !x.isMaterialized()) {
                if (x.type == ElementType.DOUBLE) cumD[k] = new double[x.ncol]; else cumI[k] = new int[x.ncol];
                if (CumSums.handles((CumColNode) x)) {
                    cumLo[k] = new double[x.ncol];
                    cumStuck[k] = new boolean[x.ncol];
                    cumWide[k] = new LongDouble[x.ncol];
                    cumQuantum[k] = new int[x.ncol];
                    java.util.Arrays.fill(cumQuantum[k], ExactRunningSums.NONE);
                    if (BlockedSums.handles((CumColNode) x)) cumBase[k] = new double[x.ncol];
                }
                if (CumProducts.handles((CumColNode) x)) cumProd[k] = CumProducts.start(x.ncol);
            }
        }
    }
}
