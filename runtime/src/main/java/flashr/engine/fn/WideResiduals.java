package flashr.engine.fn;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The addends of {@link ResidualRun}'s wide loop (the mean's second pass over data far from a
 * mean near zero: rnorm's) worked out in vector lanes a block ahead of the chain that adds them.
 * Each element's whole units c and tie mask m are the fused loop's ({@code (b + c) & m} is its
 * step), computed by the same operations lane by lane: Math.rint as an add and a subtract of
 * 2^52 with the value's sign below 2^52 (the value itself above, already whole), the casts to
 * long as lane conversions. The fused loop's ~35 scalar operations an element were the cost
 * (7.7 ns an element, docs/BENCHMARKS.md); the chain alone is two integer operations. In its own
 * class so that the launcher's early compilation of the engine's vector loops (flashr.engine.fn.*)
 * takes it, where ResidualRun's scalar loops keep the usual thresholds.
 */
final class WideResiduals {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Long> LS = S.withLanes(long.class);
    private static final int L = S.length();
    private static final long MANTISSA = 0xFFFFFFFFFFFFFL;
    private static final long SIGN = 0x8000000000000000L;
    private static final long TWO52 = Double.doubleToRawLongBits(0x1p52);

    /**
     * Residuals added in this JVM (all runs) that start the background compilation: C2 takes
     * 0.3-0.7 s of a compiler thread's CPU on addends (the Vector API's inlining), and the
     * uncompiled lanes run far slower than the scalar loop (a first mean of 2e5 took 0.5 s of
     * CPU against 0.06 when its run used them from the first block). At 4.5 ns an element saved
     * that is paid back by ~1e8 elements: a process that has added 2^26 (the fourth mean of 2e7)
     * is taken to go on; one-off means keep the scalar loop and main's cost.
     */
    static final long WARM_FROM = 1L << 26;
    private static long seen;
    /** Whether addends is compiled (the warm-up saw it run fast), or forced by {@link #use}. */
    private static volatile boolean ready;
    /** null: as {@link #ready} says; else forced on or off (tests compare both ways). */
    private static volatile Boolean forced;
    private static boolean started;

    private WideResiduals() {}

    /** Forces the lanes on or off (null: back to their warm-up); the bits are the same either way. */
    static void use(Boolean on) {
        forced = on;
    }

    /** Whether the wide loop takes the lanes now. */
    static boolean inUse() {
        Boolean f = forced;
        return f != null ? f : ready;
    }

    /**
     * Counts n more residuals; past {@link #WARM_FROM} starts compiling addends on a daemon
     * thread (once per JVM). The loop keeps to its scalar form until the lanes run compiled.
     */
    static void count(long n) {
        if (started || (seen += n) < WARM_FROM || !Boolean.parseBoolean(System.getProperty("flashr.engine.warmup", "true"))) return;   // seen: racy, a count
        synchronized (WideResiduals.class) {
            if (started) return;
            started = true;
        }
        Thread t = new Thread(WideResiduals::warm, "flashr-residual-lanes");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }

    /**
     * Calls addends on small data until 64 calls in a row run fast (compiled), for at most 20 s;
     * a millisecond's sleep after each slow call keeps the uncompiled calls' CPU to a tenth.
     */
    private static void warm() {
        double[] a = new double[64];
        for (int i = 0; i < a.length; i++) a[i] = Math.sin(i * 0.37) * 3;
        long[] c = new long[64], m = new long[64];
        long end = System.nanoTime() + 20_000_000_000L;
        int fast = 0;
        while (fast < 64 && System.nanoTime() < end) {
            long t0 = System.nanoTime();
            addends(a, 0, 64, 0.01, 1e-19, 5, 1.0, 0x1p58, c, m);
            fast = System.nanoTime() - t0 < 2_000 ? fast + 1 : 0;
            if (fast == 0) {
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
        ready = fast >= 64;
    }

    /**
     * c[j] and m[j] for the elements a[from + j], j < n (a multiple of the lanes), for a sum t in
     * binade e (units u = 2^(e-63)) and the mean (mHi, mLo); toU = sign / u. False when one of
     * them would stop the fused loop before the chain (a NaN, an infinity, a difference in
     * another binade than its double, too large for t's units): the fused loop then takes the
     * block and stops at that element.
     */
    static boolean addends(double[] a, int from, int n, double mHi, double mLo, int e, double sign, double toU, long[] c, long[] m) {
        VectorMask<Long> bad = LS.maskAll(false);
        DoubleVector minusMHi = DoubleVector.broadcast(S, -mHi);
        for (int j = 0; j < n; j += L) {
            DoubleVector x = DoubleVector.fromArray(S, a, from + j);
            DoubleVector s = x.sub(mHi), bb = s.sub(x);
            DoubleVector err = x.sub(s.sub(bb)).add(minusMHi.sub(bb)).sub(mLo);
            LongVector bits = s.reinterpretAsLongs(), frac = bits.and(MANTISSA);
            LongVector biased = bits.lanewise(VectorOperators.LSHR, 52).and(0x7FF);
            LongVector k = LongVector.broadcast(LS, e + 1023).sub(biased);   // e - E
            bad = bad.or(frac.lt(2)).or(frac.compare(VectorOperators.GT, MANTISSA - 2)).or(k.lt(0)).or(k.compare(VectorOperators.GT, 52));
            // err / F (F = 2^(E-63)) and s in units u, in t's direction
            DoubleVector f = LongVector.broadcast(LS, 2109).sub(biased).lanewise(VectorOperators.LSHL, 52).reinterpretAsDoubles();
            DoubleVector q = err.mul(f.mul(sign)), p = s.mul(toU);
            VectorMask<Double> range = q.abs().lt(0x1p11).and(p.abs().lt(0x1p62));
            bad = bad.or(range.not().cast(LS));
            DoubleVector toUnits = LongVector.broadcast(LS, 1023).sub(k).lanewise(VectorOperators.LSHL, 52).reinterpretAsDoubles();
            // Math.rint written out (a vector passed to a method C2 does not inline is boxed):
            // plus and minus 2^52 with the value's sign below 2^52 (ties to even), else the
            // value, already whole; the sign of a zero aside, which nothing here sees
            DoubleVector big = q.reinterpretAsLongs().and(SIGN).or(TWO52).reinterpretAsDoubles();
            DoubleVector qu = q.add(big).sub(big).mul(toUnits);   // |q| < 2^11 where it counts
            big = p.reinterpretAsLongs().and(SIGN).or(TWO52).reinterpretAsDoubles();
            DoubleVector pr = p.add(big).sub(big).blend(p, p.abs().compare(VectorOperators.GE, 0x1p52));
            big = qu.reinterpretAsLongs().and(SIGN).or(TWO52).reinterpretAsDoubles();
            DoubleVector qr = qu.add(big).sub(big);
            DoubleVector g = p.sub(pr).add(qu.sub(qr));
            big = g.reinterpretAsLongs().and(SIGN).or(TWO52).reinterpretAsDoubles();
            DoubleVector gr = g.add(big).sub(big), d = g.sub(gr);
            // (long) pr + (long) qr + (long) gr: qr + gr is a small whole number, exact in a double
            LongVector r = ((LongVector) pr.convert(VectorOperators.D2L, 0)).add((LongVector) qr.add(gr).convert(VectorOperators.D2L, 0));
            r.add(1L, d.eq(0.5).cast(LS)).intoArray(c, j);
            LongVector.broadcast(LS, -1L).blend(-2L, d.abs().eq(0.5).cast(LS)).intoArray(m, j);
        }
        return !bad.anyTrue();
    }
}
