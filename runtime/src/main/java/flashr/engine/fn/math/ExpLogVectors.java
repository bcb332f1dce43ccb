package flashr.engine.fn.math;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import static flashr.engine.fn.math.ExpConstants.*;
import static flashr.engine.fn.math.LogConstants.*;

/**
 * Whole-array exp and log with the Vector API: each vector of lanes goes through exactly the
 * operations of {@link ExpLog}'s common path; a vector holding any lane off that path (NaN,
 * infinities, overflow, subnormals, log of a non-positive) and the tail are done by ExpLog itself.
 */
public final class ExpLogVectors {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();
    private static final boolean VECTOR = Table16.supports(S);
    private static final Table16 SCALE = VECTOR ? new Table16(S, SCALE_BITS) : null;
    private static final Table16 EXP_TAIL = VECTOR ? new Table16(S, ExpConstants.TAIL) : null;
    private static final Table16 INV_C = VECTOR ? new Table16(S, INVC) : null;
    private static final Table16 LOG_C = VECTOR ? new Table16(S, LOGC) : null;
    private static final Table16 LOG_C_TAIL = VECTOR ? new Table16(S, LOGC_TAIL) : null;

    private ExpLogVectors() {}

    /** out[outOff + k] = exp(in[inOff + k]) for k < n. */
    public static void exp(double[] in, int inOff, double[] out, int outOff, int n) {
        int k = 0;
        if (VECTOR) {
            for (; k + L <= n; k += L) {
                DoubleVector x = DoubleVector.fromArray(S, in, inOff + k);
                if (x.abs().compare(VectorOperators.LT, ExpLog.EXP_COMMON).allTrue()) exp(x, out, outOff + k);
                else for (int t = 0; t < L; t++) out[outOff + k + t] = ExpLog.exp(in[inOff + k + t]);
            }
        }
        for (; k < n; k++) out[outOff + k] = ExpLog.exp(in[inOff + k]);
    }

    /**
     * ExpLog.exp's common path (|x| < ExpLog.EXP_COMMON in every lane), stored at out[o]: no vector
     * is returned, so none is boxed where the JIT does not inline this.
     */
    private static void exp(DoubleVector x, double[] out, int o) {
        DoubleVector kd = x.mul(INV_LN2_N).add(SHIFT);
        LongVector ki = kd.reinterpretAsLongs();
        kd = kd.sub(SHIFT);
        DoubleVector a = x.add(kd.mul(NEG_LN2_HI_N));
        DoubleVector b = kd.mul(NEG_LN2_LO_N);
        DoubleVector r = a.add(b);
        DoubleVector rlo = b.sub(r.sub(a));
        DoubleVector j = Table16.indexes(ki);
        DoubleVector scale = SCALE.lookup(j).reinterpretAsLongs()
                .add(ki.lanewise(VectorOperators.LSHL, 52 - ExpConstants.BITS)).reinterpretAsDoubles();
        DoubleVector p = r.mul(C8).add(C7);
        p = p.mul(r).add(C6);
        p = p.mul(r).add(C5);
        p = p.mul(r).add(C4);
        p = p.mul(r).add(C3);
        p = p.mul(r).add(C2);
        DoubleVector tmp = r.add(EXP_TAIL.lookup(j).add(rlo).add(r.mul(r).mul(p)));
        scale.fma(tmp, scale).intoArray(out, o);
    }

    private static DoubleVector c(double v) { return DoubleVector.broadcast(S, v); }

    /** out[outOff + k] = log(in[inOff + k]) for k < n. */
    public static void log(double[] in, int inOff, double[] out, int outOff, int n) {
        int k = 0;
        if (VECTOR) {
            double[] scratch = new double[3 * L];
            for (; k + L <= n; k += L) {
                DoubleVector x = DoubleVector.fromArray(S, in, inOff + k);
                if (x.compare(VectorOperators.GE, Double.MIN_NORMAL).and(x.compare(VectorOperators.LE, Double.MAX_VALUE)).allTrue()) {
                    log(x, scratch, out, outOff + k);
                } else {
                    for (int t = 0; t < L; t++) out[outOff + k + t] = ExpLog.log(in[inOff + k + t]);
                }
            }
        }
        for (; k < n; k++) out[outOff + k] = ExpLog.log(in[inOff + k]);
    }

    /**
     * ExpLog.logNormal on every lane (positive normal doubles), stored at out[o]. In two parts
     * that pass their vectors through scratch: as one method it is beyond what the JIT inlines,
     * and a vector that is not inlined away is boxed.
     */
    private static void log(DoubleVector x, double[] scratch, double[] out, int o) {
        logReduce(x, scratch);
        logFinish(scratch, out, o);
    }

    /** Stores r, hi1 and part of ExpLog.logNormal at scratch[0], [L] and [2L]. */
    private static void logReduce(DoubleVector x, double[] scratch) {
        LongVector ix = x.reinterpretAsLongs();
        LongVector tmp = ix.sub(OFF);
        DoubleVector i = Table16.indexes(tmp.lanewise(VectorOperators.LSHR, 48));
        DoubleVector kd = tmp.lanewise(VectorOperators.ASHR, 52).add(SHIFT_BITS).reinterpretAsDoubles().sub(SHIFT);
        DoubleVector z = ix.sub(tmp.and(0xfffL << 52)).reinterpretAsDoubles();
        DoubleVector invc = INV_C.lookup(i), logc = LOG_C.lookup(i);
        DoubleVector p = z.mul(invc);
        DoubleVector plo = z.fma(invc, p.neg());
        DoubleVector r = p.sub(1.0);
        DoubleVector a = kd.mul(LN2_HI);
        DoubleVector s = a.add(logc);
        DoubleVector e1 = logc.sub(s.sub(a));
        DoubleVector hi1 = s.add(r);
        DoubleVector e2 = r.sub(hi1.sub(s));
        r.intoArray(scratch, 0);
        hi1.intoArray(scratch, L);
        e1.add(e2).add(kd.mul(LN2_LO)).add(LOG_C_TAIL.lookup(i)).add(plo.sub(r.mul(plo))).intoArray(scratch, 2 * L);
    }

    /** ExpLog.logFinish. */
    private static void logFinish(double[] scratch, double[] out, int o) {
        DoubleVector r = DoubleVector.fromArray(S, scratch, 0);
        DoubleVector hi1 = DoubleVector.fromArray(S, scratch, L);
        DoubleVector part = DoubleVector.fromArray(S, scratch, 2 * L);
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
        hi2.add(lo).intoArray(out, o);
    }
}
