package flashr.stats.multivariate;

/**
 * Lloyd's (also called Forgy's) and MacQueen's k-means on data held in memory, as GNU R's C code
 * computes them: each point goes to the first center at the least squared Euclidean distance, the
 * distance summed over the variables in order. The exact per-point sums matter: the shorter matrix
 * form {@code |c|^2 - 2 x.c} rounds differently and can pick another center in near ties. The data is
 * column-major {@code m x p}, the centers {@code k x p}; clusters are numbered from 1.
 */
final class KmeansCentroid {
    final double[] x, cen;
    final int m, p, k;
    final int[] cl, nc;
    final double[] wss;
    /** One more than the iterations run; more than iter.max when the centers never settled. */
    int iter;

    KmeansCentroid(double[] x, int m, int p, double[] centers, int k) {
        this.x = x;
        this.m = m;
        this.p = p;
        this.k = k;
        this.cen = centers.clone();
        cl = new int[m];
        nc = new int[k];
        wss = new double[k];
    }

    /**
     * The nearest center of point i, from 1, or {@code previous} when no distance is below infinity
     * (R's loop then keeps the last point's choice).
     */
    private int nearest(int i, int previous) {
        double best = Double.POSITIVE_INFINITY;
        int chosen = previous;
        for (int j = 0; j < k; j++) {
            double dd = 0;
            for (int c = 0; c < p; c++) {
                double tmp = x[i + m * c] - cen[j + k * c];
                dd += tmp * tmp;
            }
            if (dd < best) {
                best = dd;
                chosen = j + 1;
            }
        }
        return chosen;
    }

    void lloyd(int maxIter) {
        java.util.Arrays.fill(cl, -1);
        int it = 0, inew = 0;
        for (; it < maxIter; it++) {
            boolean updated = false;
            for (int i = 0; i < m; i++) {
                inew = nearest(i, inew);
                if (cl[i] != inew) {
                    updated = true;
                    cl[i] = inew;
                }
            }
            if (!updated) break;
            centroids();
        }
        iter = it + 1;
        withinSS();
    }

    void macQueen(int maxIter) {
        int inew = 0;
        for (int i = 0; i < m; i++) cl[i] = inew = nearest(i, inew);
        centroids();
        int it = 0;
        for (; it < maxIter; it++) {
            boolean updated = false;
            for (int i = 0; i < m; i++) {
                inew = nearest(i, inew + 1) - 1;
                int iold = cl[i] - 1;
                if (iold != inew) {
                    updated = true;
                    cl[i] = inew + 1;
                    nc[iold]--;
                    nc[inew]++;
                    for (int c = 0; c < p; c++) {
                        cen[iold + k * c] += (cen[iold + k * c] - x[i + m * c]) / nc[iold];
                        cen[inew + k * c] += (x[i + m * c] - cen[inew + k * c]) / nc[inew];
                    }
                }
            }
            if (!updated) break;
        }
        iter = it + 1;
        withinSS();
    }

    /** Each center as the mean of its points, summed in the points' order. */
    private void centroids() {
        java.util.Arrays.fill(cen, 0);
        java.util.Arrays.fill(nc, 0);
        for (int i = 0; i < m; i++) {
            int it = checked(cl[i]) - 1;
            nc[it]++;
            for (int c = 0; c < p; c++) cen[it + c * k] += x[i + c * m];
        }
        for (int j = 0; j < k * p; j++) cen[j] /= nc[j % k];
    }

    private void withinSS() {
        java.util.Arrays.fill(wss, 0);
        for (int i = 0; i < m; i++) {
            int it = checked(cl[i]) - 1;
            for (int c = 0; c < p; c++) {
                double tmp = x[i + m * c] - cen[it + k * c];
                wss[it] += tmp * tmp;
            }
        }
    }

    /** A cluster number, which is 0 only when every distance of the first point was infinite. */
    private static int checked(int cluster) {
        if (cluster < 1) throw new flashr.lang.RError("no center is at a finite distance from the points");
        return cluster;
    }
}
