package flashr.numeric;

import flashr.engine.fn.RMath;

/**
 * {@code dist}'s distances between the rows of a matrix as R's C code computes them: sums in
 * plain double from the first column on (R's sum() would add in long double and differ in the
 * last bit), coordinates with an NA left out and the sum scaled up by count / columns.
 */
public final class Distances {
    public static final int EUCLIDEAN = 1, MAXIMUM = 2, MANHATTAN = 3, CANBERRA = 4, BINARY = 5, MINKOWSKI = 6;

    private Distances() {}

    /**
     * The lower triangle by columns of the distances between the nr rows of column-major x.
     * binaryNonFinite is called once for each pair of finite and non-finite coordinates "binary" meets.
     */
    public static double[] lowerTriangle(double[] x, int nr, int nc, int method, double p, Runnable binaryNonFinite) {
        double[] d = new double[(int) ((long) nr * (nr - 1) / 2)];
        int ij = 0;
        for (int j = 0; j <= nr; j++) {
            for (int i = j + 1; i < nr; i++) {
                d[ij++] = switch (method) {
                    case EUCLIDEAN -> euclidean(x, nr, nc, i, j);
                    case MAXIMUM -> maximum(x, nr, nc, i, j);
                    case MANHATTAN -> manhattan(x, nr, nc, i, j);
                    case CANBERRA -> canberra(x, nr, nc, i, j);
                    case BINARY -> binary(x, nr, nc, i, j, binaryNonFinite);
                    default -> minkowski(x, nr, nc, i, j, p);
                };
            }
        }
        return d;
    }

    private static boolean bothNonNa(double a, double b) {
        return !Double.isNaN(a) && !Double.isNaN(b);
    }

    private static double euclidean(double[] x, int nr, int nc, int i1, int i2) {
        double dist = 0;
        int count = 0;
        for (int j = 0; j < nc; j++, i1 += nr, i2 += nr) {
            if (!bothNonNa(x[i1], x[i2])) continue;
            double dev = x[i1] - x[i2];
            if (!Double.isNaN(dev)) {
                dist += dev * dev;
                count++;
            }
        }
        if (count == 0) return flashr.lang.RDouble.NA;
        if (count != nc) dist /= ((double) count / nc);
        return Math.sqrt(dist);
    }

    private static double maximum(double[] x, int nr, int nc, int i1, int i2) {
        double dist = -Double.MAX_VALUE;
        int count = 0;
        for (int j = 0; j < nc; j++, i1 += nr, i2 += nr) {
            if (!bothNonNa(x[i1], x[i2])) continue;
            double dev = Math.abs(x[i1] - x[i2]);
            if (!Double.isNaN(dev)) {
                if (dev > dist) dist = dev;
                count++;
            }
        }
        return count == 0 ? flashr.lang.RDouble.NA : dist;
    }

    private static double manhattan(double[] x, int nr, int nc, int i1, int i2) {
        double dist = 0;
        int count = 0;
        for (int j = 0; j < nc; j++, i1 += nr, i2 += nr) {
            if (!bothNonNa(x[i1], x[i2])) continue;
            double dev = Math.abs(x[i1] - x[i2]);
            if (!Double.isNaN(dev)) {
                dist += dev;
                count++;
            }
        }
        if (count == 0) return flashr.lang.RDouble.NA;
        if (count != nc) dist /= ((double) count / nc);
        return dist;
    }

    private static double canberra(double[] x, int nr, int nc, int i1, int i2) {
        double dist = 0;
        int count = 0;
        for (int j = 0; j < nc; j++, i1 += nr, i2 += nr) {
            if (!bothNonNa(x[i1], x[i2])) continue;
            double sum = Math.abs(x[i1]) + Math.abs(x[i2]), diff = Math.abs(x[i1] - x[i2]);
            if (sum > Double.MIN_NORMAL || diff > Double.MIN_NORMAL) {
                double dev = diff / sum;
                if (Double.isNaN(dev) && !Double.isFinite(diff) && diff == sum) dev = 1.0;   // Inf/Inf as the limit
                if (!Double.isNaN(dev)) {
                    dist += dev;
                    count++;
                }
            }
        }
        if (count == 0) return flashr.lang.RDouble.NA;
        if (count != nc) dist /= ((double) count / nc);
        return dist;
    }

    private static double binary(double[] x, int nr, int nc, int i1, int i2, Runnable nonFinite) {
        int total = 0, count = 0, dist = 0;
        for (int j = 0; j < nc; j++, i1 += nr, i2 += nr) {
            if (!bothNonNa(x[i1], x[i2])) continue;
            if (!Double.isFinite(x[i1]) || !Double.isFinite(x[i2])) {
                nonFinite.run();
            } else {
                if (x[i1] != 0 || x[i2] != 0) {
                    count++;
                    if (!(x[i1] != 0 && x[i2] != 0)) dist++;
                }
                total++;
            }
        }
        if (total == 0) return flashr.lang.RDouble.NA;
        if (count == 0) return 0;
        return (double) dist / count;
    }

    private static double minkowski(double[] x, int nr, int nc, int i1, int i2, double p) {
        double dist = 0;
        int count = 0;
        for (int j = 0; j < nc; j++, i1 += nr, i2 += nr) {
            if (!bothNonNa(x[i1], x[i2])) continue;
            double dev = x[i1] - x[i2];
            if (!Double.isNaN(dev)) {
                dist += RMath.pow(Math.abs(dev), p);
                count++;
            }
        }
        if (count == 0) return flashr.lang.RDouble.NA;
        if (count != nc) dist /= ((double) count / nc);
        return RMath.pow(dist, 1.0 / p);
    }

}
