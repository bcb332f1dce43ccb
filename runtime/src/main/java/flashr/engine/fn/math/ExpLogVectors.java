package flashr.engine.fn.math;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;



/**
 * Whole-array exp and log with the Vector API: each vector of lanes goes through exactly the
 * operations of the common path of {@link Exp128} and {@link ExpLog#log}; the lanes off that path (NaN, infinities,
 * overflow, subnormals, log of a non-positive) and the tail are then done by ExpLog itself.
 */
public final class ExpLogVectors {
    /** 1.5 * 2^52 and its bits: adding a small integer k to the bits gives 1.5 * 2^52 + k. */
    private static final double SHIFT = 0x1.8p52;
    private static final long SHIFT_BITS = Double.doubleToRawLongBits(SHIFT);
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();
    /** The gathers need a lane count the int species can match; 2 lanes and more. */
    private static final boolean VECTOR = L >= 2;
    /** Longs and ints with L lanes, for exp's table indexes and scales. */
    private static final VectorSpecies<Long> LS = S.withLanes(long.class);
    private static final VectorSpecies<Integer> IS = VectorSpecies.of(int.class, VectorShape.forBitSize(Math.max(64, L * 32)));

    private ExpLogVectors() {}

    /** out[outOff + k] = exp(in[inOff + k]) for k < n. */
    public static void exp(double[] in, int inOff, double[] out, int outOff, int n) {
        int whole = VECTOR ? n - n % L : 0;
        if (expLanes(in, inOff, out, outOff, whole)) {
            // lanes off the common path got garbage: the scalar function redoes them
            for (int k = 0; k < whole; k++) {
                double x = in[inOff + k];
                if (!Exp128.common(x)) out[outOff + k] = ExpLog.exp(x);
            }
        }
        for (int k = whole; k < n; k++) out[outOff + k] = ExpLog.exp(in[inOff + k]);
    }

    /*
     * Each loop below keeps its vectors in one method, tables included (loop-invariant locals):
     * a vector passed to or returned from a call the JIT does not inline is boxed, which costs
     * more than the arithmetic, and whether it inlines depends on the order methods were compiled.
     */

    /**
     * Exp128.exp's common path on n elements (n a multiple of L), whatever the lanes hold; whether
     * any lane was off that path (a scalar scan for them costs more than the vector loop). The
     * 128-entry table is read by gathers, with the lanes' indexes passed through an int array.
     */
    private static boolean expLanes(double[] in, int inOff, double[] out, int outOff, int n) {
        if (n == 0) return false;
        VectorMask<Double> off = S.maskAll(false);
        int[] j = new int[L];
        DoubleVector ln2Hi = c(PowConstants.NEG_LN2_HI_N), ln2Lo = c(PowConstants.NEG_LN2_LO_N);
        for (int k = 0; k < n; k += L) {
            DoubleVector x = DoubleVector.fromArray(S, in, inOff + k);
            DoubleVector ax = x.abs();
            off = off.or(ax.compare(VectorOperators.GE, Exp128.TINY).and(ax.compare(VectorOperators.LT, Exp128.LARGE)).not());
            DoubleVector kd = x.fma(PowConstants.INV_LN2_N, PowConstants.SHIFT);
            LongVector ki = kd.reinterpretAsLongs();
            kd = kd.sub(PowConstants.SHIFT);
            DoubleVector r = kd.fma(ln2Lo, kd.fma(ln2Hi, x));
            ((IntVector) ki.and(PowConstants.EXP_N - 1).convertShape(VectorOperators.L2I, IS, 0)).intoArray(j, 0);
            DoubleVector tail = DoubleVector.fromArray(S, PowConstants.EXP_TAIL, 0, j, 0);
            DoubleVector scale = LongVector.fromArray(LS, PowConstants.SCALE_BITS, 0, j, 0)
                    .add(ki.lanewise(VectorOperators.LSHL, 52 - PowConstants.EXP_BITS)).reinterpretAsDoubles();
            DoubleVector r2 = r.mul(r);
            DoubleVector tmp = r2.mul(r2).fma(r.fma(PowConstants.C5, PowConstants.C4), r2.fma(r.fma(PowConstants.C3, PowConstants.C2), tail.add(r)));
            scale.fma(tmp, scale).intoArray(out, outOff + k);
        }
        return off.anyTrue();
    }

    private static DoubleVector c(double v) { return DoubleVector.broadcast(S, v); }

    /** out[outOff + k] = log(in[inOff + k]) for k < n. */
    public static void log(double[] in, int inOff, double[] out, int outOff, int n) {
        int whole = VECTOR ? n - n % L : 0;
        if (logLanes(in, inOff, out, outOff, whole)) {
            for (int k = 0; k < whole; k++) {
                double x = in[inOff + k];
                if (!ExpLog.logCommon(x)) out[outOff + k] = ExpLog.log(x);
            }
        }
        for (int k = whole; k < n; k++) out[outOff + k] = ExpLog.log(in[inOff + k]);
    }

    /**
     * ExpLog.logNormal on n elements (n a multiple of L), whatever the lanes hold; whether any
     * lane was off that path (not a positive normal number, or near 1, where ExpLog's own
     * polynomial in x - 1 applies: done in lanes as well, it cost more than the scalar redo).
     */
    private static boolean logLanes(double[] in, int inOff, double[] out, int outOff, int n) {
        if (n == 0) return false;
        VectorMask<Double> off = S.maskAll(false);
        int[] i = new int[L];
        DoubleVector minusOne = c(-1.0), ln2Hi = c(LogTable.LN2_HI), ln2Lo = c(LogTable.LN2_LO), a0 = c(LogTable.A0);
        long nearLo = Double.doubleToRawLongBits(1.0 - 0x1p-4), nearHi = Double.doubleToRawLongBits(1.0 + 0x1.09p-4);
        for (int k = 0; k < n; k += L) {
            DoubleVector x = DoubleVector.fromArray(S, in, inOff + k);
            LongVector ix = x.reinterpretAsLongs();
            VectorMask<Double> normal = x.compare(VectorOperators.GE, Double.MIN_NORMAL).and(x.compare(VectorOperators.LE, Double.MAX_VALUE));
            VectorMask<Long> near = ix.compare(VectorOperators.GE, nearLo).and(ix.compare(VectorOperators.LT, nearHi));
            off = off.or(normal.not()).or(near.cast(S));
            LongVector tmp = ix.sub(LogTable.OFF);
            ((IntVector) tmp.lanewise(VectorOperators.LSHR, 52 - LogTable.BITS).and(LogTable.N - 1)
                    .convertShape(VectorOperators.L2I, IS, 0)).intoArray(i, 0);
            DoubleVector kd = tmp.lanewise(VectorOperators.ASHR, 52).add(SHIFT_BITS).reinterpretAsDoubles().sub(SHIFT);
            DoubleVector z = ix.sub(tmp.and(0xfffL << 52)).reinterpretAsDoubles();
            DoubleVector invc = DoubleVector.fromArray(S, LogTable.INVC, 0, i, 0);
            DoubleVector logc = DoubleVector.fromArray(S, LogTable.LOGC, 0, i, 0);
            DoubleVector r = z.fma(invc, minusOne);
            DoubleVector w = kd.fma(ln2Hi, logc);
            DoubleVector hi = w.add(r);
            DoubleVector lo = kd.fma(ln2Lo, w.sub(hi).add(r));
            DoubleVector r2 = r.mul(r);
            DoubleVector q = r2.fma(r.fma(LogTable.A4, LogTable.A3), r.fma(LogTable.A2, LogTable.A1));
            r.mul(r2).fma(q, r2.fma(a0, lo)).add(hi).intoArray(out, outOff + k);
        }
        return off.anyTrue();
    }
}
