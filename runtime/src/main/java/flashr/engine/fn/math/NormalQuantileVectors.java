package flashr.engine.fn.math;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link NormalQuantile#standard} over an array with the Vector API: every vector of lanes takes
 * the central rational function with exactly the scalar operations (multiplications, additions and
 * one division, the same in compiled code and in the API's fallback), and the lanes in the tails
 * (|p - 0.5| > 0.425, 15% of uniform p) are then redone by the scalar function, so the results are
 * the scalar form's bits wherever they are computed.
 */
public final class NormalQuantileVectors {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();

    private NormalQuantileVectors() {}

    /** out[outOff + k] = mean + sd * NormalQuantile.standard(p[k]) for k < n, every p in (0, 1). */
    public static void quantiles(double[] p, int n, double mean, double sd, double[] out, int outOff) {
        int k = 0;
        if (L >= 2) {
            DoubleVector half = c(0.5), edge = c(.180625);
            for (; k <= n - L; k += L) {
                DoubleVector q = DoubleVector.fromArray(S, p, k).sub(half);
                VectorMask<Double> tail = q.abs().compare(VectorOperators.GT, 0.425);
                DoubleVector r = edge.sub(q.mul(q));
                DoubleVector num = r.mul(2509.0809287301226727).add(33430.575583588128105).mul(r).add(67265.770927008700853)
                        .mul(r).add(45921.953931549871457).mul(r).add(13731.693765509461125).mul(r).add(1971.5909503065514427)
                        .mul(r).add(133.14166789178437745).mul(r).add(3.387132872796366608);
                DoubleVector den = r.mul(5226.495278852854561).add(28729.085735721942674).mul(r).add(39307.89580009271061)
                        .mul(r).add(21213.794301586595867).mul(r).add(5394.1960214247511077).mul(r).add(687.1870074920579083)
                        .mul(r).add(42.313330701600911252).mul(r).add(1.);
                q.mul(num).div(den).mul(sd).add(mean).intoArray(out, outOff + k);
                if (tail.anyTrue()) {
                    for (long bits = tail.toLong(); bits != 0; bits &= bits - 1) {
                        int j = k + Long.numberOfTrailingZeros(bits);
                        out[outOff + j] = mean + sd * NormalQuantile.standard(p[j]);
                    }
                }
            }
        }
        for (; k < n; k++) out[outOff + k] = mean + sd * NormalQuantile.standard(p[k]);
    }

    private static DoubleVector c(double v) { return DoubleVector.broadcast(S, v); }
}
