package flashr.engine.fn.math;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * The logistic gradient's block in one sweep over X's rows: per two vectors of rows, the row dots
 * eta = X w (each row's terms in order from zero, no fused multiply-add, as
 * {@code VectorLoops.rowDots}), e = exp(-eta) by {@link ExpLogVectors}'s lanes (lanes off exp's
 * common path redone by {@link ExpLog#exp}), a chain of scalar operations on e (1 + e, 1 / that),
 * r = that - y (or y - that), and each column's t(X) r sum in two accumulators over alternate
 * vectors, as {@code VectorLoops.dotsWith} sums (fused multiply-add, lanes added in order, the
 * rows left over one by one). The per-node path reads X from memory for the row dots and again
 * from cache for t(X) r, and writes four blocks in between.
 *
 * <p>The sums are the per-node path's bits only while nothing is NaN: the caller checks that the
 * result is true (every eta finite) and that the p sums are finite (then every r is finite, since
 * a NaN or infinite r makes its row's products NaN or infinite), and otherwise computes the block
 * node by node. Without NaNs the chain's + - * / are plain IEEE operations whatever the operand
 * order, so R's rule for two NaN operands never applies here.
 */
public final class LogisticLoop {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();
    private static final VectorSpecies<Long> LS = S.withLanes(long.class);
    private static final VectorSpecies<Integer> IS = VectorSpecies.of(int.class, VectorShape.forBitSize(Math.max(64, L * 32)));

    /** Chain operations on the value v with the constant c. */
    public static final int ADD = 0, SUB = 1, SUB_FROM = 2, MUL = 3, DIV = 4, DIV_INTO = 5;

    private LogisticLoop() {}

    /** Scratch arrays for one worker: {@link #gradient}'s acc, lane indexes and lanes to redo. */
    public static final class Scratch {
        final double[] acc;
        final int[] j = new int[L];
        final double[] lanes = new double[2 * L];

        public Scratch(int p) { acc = new double[2 * L * Math.max(1, p)]; }
    }

    /**
     * For rows [0, len) of X (column t at x[xo + t * ld]) and y (at y[yo]): r[i] and the p sums
     * of X[i, t] * r[i] into dots. False when an eta is not finite (r and dots are then not the
     * per-node path's). w[wo..wo+p) must be finite.
     */
    public static boolean gradient(double[] x, int xo, int ld, int p, double[] w, int wo, int[] ops, double[] consts,
                                   boolean minusY, double[] y, int yo, int len, double[] r, double[] dots, Scratch s) {
        if (L < 2) return false;
        double[] acc = s.acc;
        java.util.Arrays.fill(acc, 0, 2 * L * p, 0.0);
        DoubleVector fin = DoubleVector.zero(S);
        DoubleVector ln2Hi = DoubleVector.broadcast(S, PowConstants.NEG_LN2_HI_N), ln2Lo = DoubleVector.broadcast(S, PowConstants.NEG_LN2_LO_N);
        int[] j = s.j;
        double[] lanes = s.lanes;
        int k = 0;
        // one vector of rows at a time (h: the first or second of a pair, the accumulator it
        // feeds), everything in this method: a vector passed to a call the JIT does not inline
        // is boxed, and whether exp inlined depended on which compiled first (2x slower when not)
        for (; k + 2 * L <= len; k += 2 * L) {
            for (int h = 0; h < 2; h++) {
                int row = k + h * L;
                DoubleVector a = DoubleVector.zero(S);
                for (int t = 0; t < p; t++) a = a.add(DoubleVector.fromArray(S, x, xo + t * ld + row).mul(w[wo + t]));
                fin = fin.add(a.mul(0.0));
                // exp(-eta): ExpLogVectors' operations
                DoubleVector xv = a.neg();
                DoubleVector ax = xv.abs();
                VectorMask<Double> off = ax.compare(VectorOperators.GE, Exp128.TINY).and(ax.compare(VectorOperators.LT, Exp128.LARGE)).not();
                DoubleVector kd = xv.fma(PowConstants.INV_LN2_N, PowConstants.SHIFT);
                LongVector ki = kd.reinterpretAsLongs();
                kd = kd.sub(PowConstants.SHIFT);
                DoubleVector rr = kd.fma(ln2Lo, kd.fma(ln2Hi, xv));
                ((IntVector) ki.and(PowConstants.EXP_N - 1).convertShape(VectorOperators.L2I, IS, 0)).intoArray(j, 0);
                DoubleVector tail = DoubleVector.fromArray(S, PowConstants.EXP_TAIL, 0, j, 0);
                DoubleVector scale = LongVector.fromArray(LS, PowConstants.SCALE_BITS, 0, j, 0)
                        .add(ki.lanewise(VectorOperators.LSHL, 52 - PowConstants.EXP_BITS)).reinterpretAsDoubles();
                DoubleVector r2 = rr.mul(rr);
                DoubleVector poly = r2.mul(r2).fma(rr.fma(PowConstants.C5, PowConstants.C4), r2.fma(rr.fma(PowConstants.C3, PowConstants.C2), tail.add(rr)));
                DoubleVector v = scale.fma(poly, scale);
                if (off.anyTrue()) {
                    // lanes off exp's common path (eta tiny, huge or not finite) by the scalar exp
                    xv.intoArray(lanes, 0);
                    v.intoArray(lanes, L);
                    for (int l = 0; l < L; l++) if (!Exp128.common(lanes[l])) lanes[L + l] = ExpLog.exp(lanes[l]);
                    v = DoubleVector.fromArray(S, lanes, L);
                }
                for (int q = 0; q < ops.length; q++) {
                    double c = consts[q];
                    v = switch (ops[q]) {
                        case ADD -> v.add(c);
                        case SUB -> v.sub(c);
                        case SUB_FROM -> DoubleVector.broadcast(S, c).sub(v);
                        case MUL -> v.mul(c);
                        case DIV -> v.div(c);
                        default -> DoubleVector.broadcast(S, c).div(v);
                    };
                }
                DoubleVector yv = DoubleVector.fromArray(S, y, yo + row);
                DoubleVector res = minusY ? v.sub(yv) : yv.sub(v);
                res.intoArray(r, row);
                for (int t = 0; t < p; t++) {
                    int e = 2 * t * L + h * L;
                    DoubleVector.fromArray(S, x, xo + t * ld + row).fma(res, DoubleVector.fromArray(S, acc, e)).intoArray(acc, e);
                }
            }
        }
        if (fin.test(VectorOperators.IS_NAN).anyTrue()) return false;
        int tail = k;
        for (; k < len; k++) {
            double eta = 0;
            for (int t = 0; t < p; t++) eta += x[xo + t * ld + k] * w[wo + t];
            if (!Double.isFinite(eta)) return false;
            double v = ExpLog.exp(-eta);
            for (int q = 0; q < ops.length; q++) v = op(ops[q], v, consts[q]);
            r[k] = minusY ? v - y[yo + k] : y[yo + k] - v;
        }
        for (int t = 0; t < p; t++) {
            int e = 2 * t * L;
            double sum = 0;
            DoubleVector v = DoubleVector.fromArray(S, acc, e).add(DoubleVector.fromArray(S, acc, e + L));
            for (int l = 0; l < L; l++) sum = l == 0 ? v.lane(0) : sum + v.lane(l);
            for (int i = tail; i < len; i++) sum += x[xo + t * ld + i] * r[i];
            dots[t] = sum;
        }
        return true;
    }

    /** One chain operation on a scalar (no NaN reaches a result the caller keeps). */
    static double op(int op, double v, double c) {
        return switch (op) {
            case ADD -> v + c;
            case SUB -> v - c;
            case SUB_FROM -> c - v;
            case MUL -> v * c;
            case DIV -> v / c;
            default -> c / v;
        };
    }
}
