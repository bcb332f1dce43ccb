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

    private WideResiduals() {}

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
