package flashr.engine.fn.math;

import static flashr.engine.fn.math.SinCos.*;

import java.util.concurrent.atomic.AtomicLong;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * Whole-array sin and cos with the Vector API, bit for bit {@link SinCos}'s: every lane takes
 * all of SinCos's common paths (x itself near 0, x less a multiple of pi/2, pi/2 - |x|; sin's
 * Taylor polynomial and both table formulas) with exactly its operations, and keeps the one its
 * argument selects, so no lane waits on a branch (on random arguments the scalar form's branches
 * mispredict). Lanes off those paths (tiny, huge beyond 105414350, infinite, NaN) and the tail
 * are then done by SinCos itself, and so is everything until the lanes pay (see apply).
 */
public final class SinCosVectors {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    static final int L = S.length();
    private static final boolean VECTOR = L >= 2;
    private static final VectorSpecies<Integer> IS = VectorSpecies.of(int.class, VectorShape.forBitSize(Math.max(64, L * 32)));
    /** The last table row's index: lanes whose other formula is not kept may point past it. */
    private static final long LAST_ROW = SinCosTable.SC.length / 4 - 1;
    /** Elements of the timed probe, and its time at compiled speed with a margin (about 10 ns an element then). */
    private static final int PROBE = 4 * L;
    private static final long FAST_NANOS = 30L * PROBE;
    /** Elements done scalar before the lanes are tried (sin and cos together), and the count so far. */
    private static final long SCALAR_FIRST = 1L << 25;
    private static final AtomicLong SCALAR_ELEMENTS = new AtomicLong();
    /** Whether a probe has run at compiled speed (then they stay compiled; a false start costs speed only). */
    private static volatile boolean compiled;

    private SinCosVectors() {}

    /** out[outOff + k] = sin(in[inOff + k]) for k < n. */
    public static void sin(double[] in, int inOff, double[] out, int outOff, int n) {
        apply(in, inOff, out, outOff, n, false);
    }

    /** out[outOff + k] = cos(in[inOff + k]) for k < n. */
    public static void cos(double[] in, int inOff, double[] out, int outOff, int n) {
        apply(in, inOff, out, outOff, n, true);
    }

    /**
     * Until the JIT's last tier has compiled the lanes (intrinsics instead of boxed vectors) they
     * run 20-100 times slower than the scalar form, and compiling them costs about 1-1.5 s of CPU
     * (a first sin over 1e7 elements took 1.6-2 s of CPU against 0.6 scalar). So the first
     * {@link #SCALAR_FIRST} elements are done scalar (a script that calls sin a few times never
     * pays for the lanes); then each call times its first few vectors and does the rest scalar
     * until such a probe runs at compiled speed, and from then on ({@link #compiled}) lanes only.
     * Both forms give the same bits; only the speed depends on the count and the probe.
     */
    private static void apply(double[] in, int inOff, double[] out, int outOff, int n, boolean cos) {
        int whole = VECTOR ? n - n % L : 0;
        int done = 0;
        if (compiled) {
            allLanes(in, inOff, out, outOff, whole, cos);
            done = whole;
        } else if (whole >= PROBE && SCALAR_ELEMENTS.addAndGet(n) > SCALAR_FIRST) {
            long t0 = System.nanoTime();
            boolean off = lanes(in, inOff, out, outOff, PROBE, cos);
            if (System.nanoTime() - t0 < FAST_NANOS) compiled = true;
            if (off) redo(in, inOff, out, outOff, 0, PROBE, cos);
            done = PROBE;
        }
        for (int k = done; k < n; k++) {
            double x = in[inOff + k];
            out[outOff + k] = cos ? SinCos.cos(x) : SinCos.sin(x);
        }
    }

    /** sin or cos of n elements (a multiple of L) in lanes, those off the common paths redone scalar. */
    static void allLanes(double[] in, int inOff, double[] out, int outOff, int n, boolean cos) {
        if (lanes(in, inOff, out, outOff, n, cos)) redo(in, inOff, out, outOff, 0, n, cos);
    }

    /** The lanes in [from, to) off the common paths, by the scalar form. */
    private static void redo(double[] in, int inOff, double[] out, int outOff, int from, int to, boolean cos) {
        for (int k = from; k < to; k++) {
            double x = in[inOff + k];
            if (!common(x, cos)) out[outOff + k] = cos ? SinCos.cos(x) : SinCos.sin(x);
        }
    }

    /**
     * sin or cos of n elements (a multiple of L) on the common paths, whatever the lanes hold;
     * whether any lane was off them. One method, so no vector is boxed across a call.
     */
    private static DoubleVector c(double v) { return DoubleVector.broadcast(S, v); }

    private static boolean lanes(double[] in, int inOff, double[] out, int outOff, int n, boolean cos) {
        if (n == 0) return false;
        VectorMask<Double> off = S.maskAll(false);
        int[] row = new int[L];
        double[] sc = SinCosTable.SC;
        long from = cos ? COS_FROM : SIN_FROM, quarter = cos ? 1 : 0;
        DoubleVector mp1 = c(MP1), mp2 = c(MP2), pp3 = c(PP3), pp4 = c(PP4), s1 = c(S1), s2 = c(S2), s3 = c(S3),
                cs2 = c(CS2), hp1 = c(HP1);
        for (int k = 0; k < n; k += L) {
            DoubleVector x = DoubleVector.fromArray(S, in, inOff + k);
            DoubleVector ax = x.abs();
            LongVector hi = x.reinterpretAsLongs().lanewise(VectorOperators.LSHR, 32).and(0x7fffffffL);
            off = off.or(hi.compare(VectorOperators.LT, from).or(hi.compare(VectorOperators.GE, REDUCED_TO)).cast(S));
            VectorMask<Double> near = hi.compare(VectorOperators.LT, TABLE_TO).cast(S);
            VectorMask<Double> halfPi = hi.compare(VectorOperators.LT, HALF_PI_TO).cast(S).andNot(near);
            // x less a multiple n of pi/2 (in four parts), as SinCos.reduced
            DoubleVector t = x.fma(HPINV, TOINT);
            DoubleVector xn = t.sub(TOINT), mxn = xn.neg();
            LongVector q = t.reinterpretAsLongs().add(quarter);
            DoubleVector y = mxn.fma(mp2, mxn.fma(mp1, x));
            DoubleVector t2 = mxn.fma(pp3, y);
            DoubleVector db = mxn.fma(pp3, y.sub(t2));
            DoubleVector a = mxn.fma(pp4, t2);
            DoubleVector da = db.add(mxn.fma(pp4, t2.sub(a)));
            // near pi/2: sin is cos(pi/2 - |x|) signed as x; cos is sin(pi/2 - |x|) with pi/2 in two parts
            DoubleVector h = DoubleVector.broadcast(S, HP0).sub(ax), ha, hda;
            if (cos) {
                ha = h.add(HP1);
                hda = h.sub(ha).add(HP1);
            } else {
                ha = h;
                hda = hp1;
            }
            LongVector halfPiQuarter = LongVector.broadcast(q.species(), cos ? 0 : 1);
            VectorMask<Double> flip = cos ? S.maskAll(false) : halfPi.and(x.compare(VectorOperators.LT, 0.0));
            a = a.blend(ha, halfPi).blend(x, near);
            da = da.blend(hda, halfPi).blend(0.0, near);
            q = q.blend(halfPiQuarter, halfPi.cast(q.species())).blend(quarter, near.cast(q.species()));
            // the table row of |a| (shared by the sin and cos formulas)
            DoubleVector aa = a.abs();
            DoubleVector u = aa.add(BIG);
            LongVector ui = u.reinterpretAsLongs().and(0xffffffffL).min(LAST_ROW);
            ((IntVector) ui.lanewise(VectorOperators.LSHL, 2).convertShape(VectorOperators.L2I, IS, 0)).intoArray(row, 0);
            DoubleVector sn = DoubleVector.fromArray(S, sc, 0, row, 0), ssn = DoubleVector.fromArray(S, sc, 1, row, 0);
            DoubleVector cs = DoubleVector.fromArray(S, sc, 2, row, 0), ccs = DoubleVector.fromArray(S, sc, 3, row, 0);
            DoubleVector xr = aa.sub(u.sub(BIG));
            // sin(a + da): Taylor below 0.126, else the table (SinCos.sinNear)
            DoubleVector xx = a.mul(a);
            DoubleVector p = xx.fma(xx.fma(xx.fma(xx.fma(S5, S4), s3), s2), s1);
            DoubleVector taylor = a.add(xx.fma(p.fma(a, da.mul(0.5).neg()), da));
            DoubleVector dxs = da.blend(da.neg(), a.compare(VectorOperators.LE, 0.0));
            DoubleVector x2 = xr.mul(xr);
            DoubleVector s = xr.add(xr.mul(x2).fma(x2.fma(SN5, SN3), dxs));
            DoubleVector c = xr.fma(dxs, x2.mul(x2.fma(x2.fma(CS6, CS4), cs2)));
            DoubleVector cor = s.fma(cs, c.neg().fma(sn, s.fma(ccs, ssn)));
            DoubleVector sinAbs = sn.add(cor).abs();   // copysign(sn + cor, a): a is not 0 here
            DoubleVector sinTable = sinAbs.blend(sinAbs.neg(), a.compare(VectorOperators.LT, 0.0));
            DoubleVector sinA = sinTable.blend(taylor, aa.compare(VectorOperators.LT, 0.126));
            // cos(a + da) (SinCos.cosNear)
            DoubleVector dxc = da.blend(da.neg(), a.compare(VectorOperators.LT, 0.0));
            DoubleVector xc = xr.add(dxc);
            DoubleVector xc2 = xc.mul(xc);
            DoubleVector sc1 = xc.mul(xc2).fma(xc2.fma(SN5, SN3), xc);
            DoubleVector cc1 = xc2.mul(xc2.fma(xc2.fma(CS6, CS4), cs2));
            DoubleVector cosA = cs.add(sc1.neg().fma(sn, cc1.neg().fma(cs, sc1.neg().fma(ssn, ccs))));
            // the quadrant picks the formula and, with sin's flip near pi/2, the sign
            DoubleVector r = sinA.blend(cosA, q.and(1L).compare(VectorOperators.NE, 0L).cast(S));
            VectorMask<Double> negate = q.and(2L).compare(VectorOperators.NE, 0L).cast(S);
            negate = negate.andNot(flip).or(flip.andNot(negate));
            r.blend(r.neg(), negate).intoArray(out, outOff + k);
        }
        return off.anyTrue();
    }
}
