package flashr.stats.loess;

import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;

/**
 * Cleveland and Grosse's approximations of the loess statistics that R prints (dloess's lowesa, ehg141,
 * ehg176, ehg196): delta1 = tr (I-L)'(I-L) and delta2 = tr ((I-L)'(I-L))^2 from the trace of the operator,
 * by a fitted formula whose coefficients depend on the dimension and degree, interpolated between degrees
 * 1 and 2 by the number of local parameters; and the trace itself from the span alone.
 */
final class ApproximateDeltas {
    private ApproximateDeltas() {}

    /** Coefficients of the fitted formula: by delta (1, 2), degree (1, 2), dimension (1..4), three each. */
    private static final double[] C = {
        .2971620, .3802660, .5886043, .4263766, .3346498, .6271053, .5241198, .3484836, .6687687, .6338795,
        .4076457, .7207693, .1611761, .3091323, .4401023, .2939609, .3580278, .5555741, .3972390, .4171278,
        .6293196, .4675173, .4699070, .6674802, .2848308, .2254512, .2914126, .5393624, .2517230, .3898970,
        .7603231, .2969113, .4740130, .9664956, .3629838, .5348889, .2075670, .2822574, .2369957, .3911566,
        .2981154, .3623232, .5508869, .3501989, .4371032, .7002667, .4291632, .4930370};

    /** The correction curve in z, a one-dimensional loess surface on a fixed k-d tree. */
    private static final class Correction {
        static final KdTree TREE = tree();
        static final double[] VVAL = {
            -9.0572e-2, 4.4844, -1.0856e-2, -0.7736, -5.3718e-2, -0.3495, 2.6152e-2, -0.7286, -5.8387e-2, 0.1611,
            9.5807e-2, -0.7978, -3.1926e-2, -0.4457, -6.4170e-2, 3.2813e-2, -2.0636e-2, 0.3350, 4.0172e-2, -4.1032e-2};

        private static KdTree tree() {
            KdTree t = new KdTree(1, 17);
            double[] vertices = {-0.005, 1.005, 0.3705, 0.2017, 0.5591, 0.1204, 0.2815, 0.4536, 0.7132, 0.8751};
            System.arraycopy(vertices, 0, t.v, 0, vertices.length);
            int[] splits = {0, 1, 2, 3, 4, 5, 6, 14};
            int[] low = {1, 3, 5, 7, 9, 11, 13, 15};
            double[] at = {0.3705, 0.2017, 0.5591, 0.1204, 0.2815, 0.4536, 0.7132, 0.8751};
            for (int s = 0; s < splits.length; s++) {
                int p = splits[s];
                t.a[p] = 1;
                t.xi[p] = at[s];
                t.lo[p] = low[s];
                t.hi[p] = low[s] + 1;
            }
            int[] corners = {0, 1, 0, 2, 2, 1, 0, 3, 3, 2, 2, 4, 4, 1, 0, 5, 5, 3, 3, 6, 6, 2, 2, 7, 7, 4, 4, 8, 8, 1,
                8, 9, 9, 1};
            System.arraycopy(corners, 0, t.c, 0, corners.length);
            t.nv = 10;
            t.nc = 17;
            return t;
        }
    }

    /** {delta1, delta2} for trace trL, n points, d dimensions and tau local parameters. */
    static double[] deltas(double trL, int n, int d, int tau, Warnings warnings) {
        double[] a = degreeDeltas(trL, n, 1, tau, d, warnings);
        double[] b = degreeDeltas(trL, n, 2, tau, d, warnings);
        double alpha = (double) (tau - a[2]) / (b[2] - a[2]);
        return new double[] {(1 - alpha) * a[0] + alpha * b[0], (1 - alpha) * a[1] + alpha * b[1]};
    }

    private static double[] degreeDeltas(double trL, int n, int deg, int k, int d, Warnings warnings) {
        int dk = deg == 1 ? d + 1 : (d + 2) * (d + 1) / 2;
        double corx = Math.sqrt(k / (double) n);
        double z = (Math.sqrt(k / trL) - corx) / (1 - corx);
        if (1 < z) warnings.add(Warnings.values("Chernobyl! trL<k", new double[] {trL}, 1));
        if (z < 0) warnings.add(Warnings.values("Chernobyl! trL>n", new double[] {trL}, 1));
        z = Math.min(1.0, Math.max(0.0, z));
        double c4 = ExpLog.exp(VertexSmoother.evaluate(Correction.TREE, Correction.VVAL, new double[] {z}, 1)[0]);
        int i = 3 * (Math.min(d, 4) - 1 + 4 * (deg - 1));
        double delta1 = n - trL * ExpLog.exp(coefficient(i, d) * RMath.pow(z, coefficient(i + 1, d))
                * RMath.pow(1 - z, coefficient(i + 2, d)) * c4);
        i += 24;
        double delta2 = n - trL * ExpLog.exp(coefficient(i, d) * RMath.pow(z, coefficient(i + 1, d))
                * RMath.pow(1 - z, coefficient(i + 2, d)) * c4);
        return new double[] {delta1, delta2, dk};
    }

    /** Beyond four dimensions, extrapolated linearly from the third and fourth. */
    private static double coefficient(int i, int d) {
        return d <= 4 ? C[i] : C[i] + (d - 4) * (C[i] - C[i - 3]);
    }

    /** The trace of the operator approximated from the span (statistics for trace.hat = "approximate"). */
    static double trace(int tau, int d, double span) {
        double[] a = spanTrace(1, d, span), b = spanTrace(2, d, span);
        double alpha = (tau - a[1]) / (b[1] - a[1]);
        return (1 - alpha) * a[0] + alpha * b[0];
    }

    private static double[] spanTrace(int deg, int d, double f) {
        int dk = deg == 1 ? d + 1 : (d + 2) * (d + 1) / 2;
        double g1 = (-0.08125 * d + 0.13) * d + 1.05;
        return new double[] {dk * (1 + Math.max(0.0, (g1 - f) / f)), dk};
    }

    /** trace L, delta1 = tr (I-L)(I-L)' and delta2 = tr ((I-L)(I-L)')^2 of an explicit n x n operator (column-major). */
    static double[] exact(double[] l, int n) {
        double[] m = l.clone();
        for (int i = 0; i < n; i++) m[i + n * i] -= 1;
        double[] ll = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                double s = 0;
                for (int c = 0; c < n; c++) s += m[i + n * c] * m[j + n * c];
                ll[i + n * j] = s;
                ll[j + n * i] = s;
            }
        }
        double trL = 0, delta1 = 0, delta2 = 0;
        for (int i = 0; i < n; i++) {
            trL += l[i + n * i];
            delta1 += ll[i + n * i];
        }
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int c = 0; c < n; c++) s += ll[i + n * c] * ll[c + n * i];
            delta2 += s;
        }
        return new double[] {trL, delta1, delta2};
    }
}
