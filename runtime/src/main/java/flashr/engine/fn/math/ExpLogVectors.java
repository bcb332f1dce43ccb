package flashr.engine.fn.math;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

import static flashr.engine.fn.math.LogConstants.*;

/**
 * Whole-array exp and log with the Vector API: each vector of lanes goes through exactly the
 * operations of the common path of {@link Exp128} and {@link ExpLog#log}; the lanes off that path (NaN, infinities,
 * overflow, subnormals, log of a non-positive) and the tail are then done by ExpLog itself.
 */
public final class ExpLogVectors {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();
    private static final boolean VECTOR = Table16.supports(S);
    /** Longs and ints with L lanes, for exp's table indexes and scales. */
    private static final VectorSpecies<Long> LS = S.withLanes(long.class);
    private static final VectorSpecies<Integer> IS = VectorSpecies.of(int.class, VectorShape.forBitSize(Math.max(64, L * 32)));
    private static final Table16 INV_C = VECTOR ? new Table16(S, INVC) : null;
    private static final Table16 LOG_C = VECTOR ? new Table16(S, LOGC) : null;
    private static final Table16 LOG_C_TAIL = VECTOR ? new Table16(S, LOGC_TAIL) : null;

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

    /** Elements per round of log's two loops (a multiple of L): their scratch stays in the L1 cache. */
    private static final int LOG_CHUNK = 256;

    /** out[outOff + k] = log(in[inOff + k]) for k < n. */
    public static void log(double[] in, int inOff, double[] out, int outOff, int n) {
        int whole = VECTOR ? n - n % L : 0;
        if (whole > 0) {
            double[] scratch = LOG_SCRATCH.get();
            for (int c = 0; c < whole; c += LOG_CHUNK) {
                int m = Math.min(LOG_CHUNK, whole - c);
                boolean off = logReduce(in, inOff + c, scratch, m);
                logFinish(scratch, out, outOff + c, m);
                if (!off) continue;
                for (int k = c; k < c + m; k++) {
                    double x = in[inOff + k];
                    if (!(x >= Double.MIN_NORMAL && x <= Double.MAX_VALUE)) out[outOff + k] = ExpLog.log(x);
                }
            }
        }
        for (int k = whole; k < n; k++) out[outOff + k] = ExpLog.log(in[inOff + k]);
    }

    /** Each thread's scratch for {@link #logReduce}: allocating it per call cost as much as the loops. */
    private static final ThreadLocal<double[]> LOG_SCRATCH = ThreadLocal.withInitial(() -> new double[3 * LOG_CHUNK]);

    /**
     * ExpLog.logNormal's first part on n elements: r, hi1 and part of the sum go to scratch at
     * [k], [n + k] and [2n + k] (log in one loop is more than the JIT inlines); whether any lane
     * was off the common path (not a positive normal number).
     */
    private static boolean logReduce(double[] in, int inOff, double[] scratch, int n) {
        VectorMask<Double> off = S.maskAll(false);
        DoubleVector invcLow = INV_C.low, invcHigh = INV_C.high, logcLow = LOG_C.low, logcHigh = LOG_C.high;
        DoubleVector tailLow = LOG_C_TAIL.low, tailHigh = LOG_C_TAIL.high;
        for (int k = 0; k < n; k += L) {
            DoubleVector x = DoubleVector.fromArray(S, in, inOff + k);
            off = off.or(x.compare(VectorOperators.GE, Double.MIN_NORMAL).and(x.compare(VectorOperators.LE, Double.MAX_VALUE)).not());
            LongVector ix = x.reinterpretAsLongs();
            LongVector tmp = ix.sub(OFF);
            DoubleVector i = Table16.indexes(tmp.lanewise(VectorOperators.LSHR, 48));
            DoubleVector kd = tmp.lanewise(VectorOperators.ASHR, 52).add(SHIFT_BITS).reinterpretAsDoubles().sub(SHIFT);
            DoubleVector z = ix.sub(tmp.and(0xfffL << 52)).reinterpretAsDoubles();
            DoubleVector invc = i.selectFrom(invcLow, invcHigh), logc = i.selectFrom(logcLow, logcHigh);
            DoubleVector p = z.mul(invc);
            DoubleVector plo = z.fma(invc, p.neg());
            DoubleVector r = p.sub(1.0);
            DoubleVector a = kd.mul(LN2_HI);
            DoubleVector s = a.add(logc);
            DoubleVector e1 = logc.sub(s.sub(a));
            DoubleVector hi1 = s.add(r);
            DoubleVector e2 = r.sub(hi1.sub(s));
            r.intoArray(scratch, k);
            hi1.intoArray(scratch, n + k);
            e1.add(e2).add(kd.mul(LN2_LO)).add(i.selectFrom(tailLow, tailHigh)).add(plo.sub(r.mul(plo))).intoArray(scratch, 2 * n + k);
        }
        return off.anyTrue();
    }

    /** ExpLog.logFinish on the n elements logReduce left in scratch. */
    private static void logFinish(double[] scratch, double[] out, int outOff, int n) {
        for (int k = 0; k < n; k += L) {
            DoubleVector r = DoubleVector.fromArray(S, scratch, k);
            DoubleVector hi1 = DoubleVector.fromArray(S, scratch, n + k);
            DoubleVector part = DoubleVector.fromArray(S, scratch, 2 * n + k);
            DoubleVector rr = r.mul(r);
            DoubleVector rrlo = r.fma(r, rr.neg());
            DoubleVector th = rr.mul(-0.5);
            DoubleVector hi2 = hi1.add(th);
            DoubleVector e3 = th.sub(hi2.sub(hi1));
            // fused multiply-adds (exact, so as Math.fma), unrolled: a vector carried around a loop is boxed
            DoubleVector q = r.fma(P[16], P[15]);
            q = q.fma(r, c(P[14]));
            q = q.fma(r, c(P[13]));
            q = q.fma(r, c(P[12]));
            q = q.fma(r, c(P[11]));
            q = q.fma(r, c(P[10]));
            q = q.fma(r, c(P[9]));
            q = q.fma(r, c(P[8]));
            q = q.fma(r, c(P[7]));
            q = q.fma(r, c(P[6]));
            q = q.fma(r, c(P[5]));
            q = q.fma(r, c(P[4]));
            q = q.fma(r, c(P[3]));
            DoubleVector lo = part.add(e3).add(rrlo.mul(-0.5)).add(r.mul(rr).mul(q));
            hi2.add(lo).intoArray(out, outOff + k);
        }
    }
}
