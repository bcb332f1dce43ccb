package flashr.numeric;

/**
 * {@code hclust}'s agglomeration as R runs it (Murtagh's nearest-neighbour-list algorithm, R's
 * Fortran HCLUST and HCASS2): the two clusters with the least dissimilarity merge, dissimilarities
 * to the new cluster follow the Lance-Williams update of the method, and the nearest neighbours
 * are found again only where they pointed at a merged cluster. Ties go to the first pair in R's
 * scan order and every update is written in R's arithmetic order, so merges, heights and the
 * dendrogram order are R's to the last bit.
 */
public final class HierarchicalClustering {
    /** Method numbers as R's hclust passes them (its METHODS vector). */
    public static final int WARD_D = 1, SINGLE = 2, COMPLETE = 3, AVERAGE = 4, MCQUITTY = 5,
            MEDIAN = 6, CENTROID = 7, WARD_D2 = 8;
    private static final double INF = 1.0e300;

    /** merge: (n-1) x 2 column-major, R's signed codes; height: n-1 merge levels; order: leaves. */
    public record Tree(int[] merge, double[] height, int[] order) {}

    private HierarchicalClustering() {}

    /**
     * Clusters n objects from their lower-triangle dissimilarities (R's dist order, overwritten)
     * with the given method and initial cluster sizes (overwritten too, as R's Fortran does).
     */
    public static Tree cluster(int n, double[] diss, int method, double[] membr) {
        int[] ia = new int[n + 1], ib = new int[n + 1], nn = new int[n + 1];
        double[] crit = new double[n + 1], disnn = new double[n + 1];
        boolean[] flag = new boolean[n + 1];
        double[] m = new double[n + 1];   // 1-based as in the Fortran
        System.arraycopy(membr, 0, m, 1, n);
        for (int i = 1; i <= n; i++) flag[i] = true;
        int ncl = n;
        if (method == WARD_D2) for (int i = 0; i < diss.length; i++) diss[i] = diss[i] * diss[i];
        int im = 0, jj = 0, jm = 0;
        for (int i = 1; i <= n - 1; i++) {   // nearest neighbour to the right of each object
            double dmin = INF;
            for (int j = i + 1; j <= n; j++) {
                int ind = offset(n, i, j);
                if (dmin > diss[ind]) {
                    dmin = diss[ind];
                    jm = j;
                }
            }
            nn[i] = jm;
            disnn[i] = dmin;
        }
        boolean ward = method == WARD_D || method == WARD_D2;
        do {
            double dmin = INF;
            for (int i = 1; i <= n - 1; i++) {
                if (flag[i] && disnn[i] < dmin) {
                    dmin = disnn[i];
                    im = i;
                    jm = nn[i];
                }
            }
            ncl--;
            int i2 = Math.min(im, jm), j2 = Math.max(im, jm);
            ia[n - ncl] = i2;
            ib[n - ncl] = j2;
            if (method == WARD_D2) dmin = Math.sqrt(dmin);
            crit[n - ncl] = dmin;
            flag[j2] = false;
            dmin = INF;
            for (int k = 1; k <= n; k++) {
                if (!flag[k] || k == i2) continue;
                int ind1 = i2 < k ? offset(n, i2, k) : offset(n, k, i2);
                int ind2 = j2 < k ? offset(n, j2, k) : offset(n, k, j2);
                double d12 = diss[offset(n, i2, j2)];
                double d1 = diss[ind1], d2 = diss[ind2];
                double mi = m[i2], mj = m[j2], mk = m[k];
                diss[ind1] = switch (method) {
                    case WARD_D, WARD_D2 -> ((mi + mk) * d1 + (mj + mk) * d2 - mk * d12) / (mi + mj + mk);
                    case SINGLE -> fortranMin(d1, d2);
                    case COMPLETE -> fortranMax(d1, d2);
                    case AVERAGE -> (mi * d1 + mj * d2) / (mi + mj);
                    case MCQUITTY -> (d1 + d2) / 2;
                    case MEDIAN -> ((d1 + d2) - d12 / 2) / 2;
                    case CENTROID -> (mi * d1 + mj * d2 - mi * mj * d12 / (mi + mj)) / (mi + mj);
                    default -> d1;
                };
                if (i2 < k) {
                    if (diss[ind1] < dmin) {
                        dmin = diss[ind1];
                        jj = k;
                    }
                } else if (diss[ind1] < disnn[k]) {   // i2 may now be k's nearest neighbour (non-monotone methods)
                    disnn[k] = diss[ind1];
                    nn[k] = i2;
                }
            }
            m[i2] = m[i2] + m[j2];
            disnn[i2] = dmin;
            nn[i2] = jj;
            for (int i = 1; i <= n - 1; i++) {   // neighbours that pointed at a merged cluster
                if (flag[i] && (nn[i] == i2 || nn[i] == j2)) {
                    double best = INF;
                    for (int j = i + 1; j <= n; j++) {
                        if (flag[j]) {
                            int ind = offset(n, i, j);
                            if (diss[ind] < best) {
                                best = diss[ind];
                                jj = j;
                            }
                        }
                    }
                    nn[i] = jj;
                    disnn[i] = best;
                }
            }
        } while (ncl > 1);
        double[] height = new double[n - 1];
        System.arraycopy(crit, 1, height, 0, n - 1);
        return dendrogram(n, ia, ib, height);
    }

    /** 0-based position of (i, j), i < j, in the lower-triangle vector (R's IOFFST less one). */
    private static int offset(int n, int i, int j) {
        return (int) (j + (long) (i - 1) * n - ((long) i * (i + 1)) / 2) - 1;
    }

    /** gfortran's MIN: the second argument when the comparison fails (a NaN first). */
    private static double fortranMin(double a, double b) {
        return a < b ? a : b;
    }

    private static double fortranMax(double a, double b) {
        return a > b ? a : b;
    }

    /** HCASS2: merges coded as R's hclust codes them (singletons negative) and the leaf order. */
    private static Tree dendrogram(int n, int[] ia, int[] ib, double[] height) {
        int[] iia = new int[n + 1], iib = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            iia[i] = ia[i];
            iib[i] = ib[i];
        }
        for (int i = 1; i <= n - 2; i++) {   // a cluster is named by its lowest member until it merges
            int k = Math.min(ia[i], ib[i]);
            for (int j = i + 1; j <= n - 1; j++) {
                if (ia[j] == k) iia[j] = -i;
                if (ib[j] == k) iib[j] = -i;
            }
        }
        for (int i = 1; i <= n - 1; i++) {
            iia[i] = -iia[i];
            iib[i] = -iib[i];
        }
        for (int i = 1; i <= n - 1; i++) {
            if (iia[i] > 0 && iib[i] < 0) {
                int k = iia[i];
                iia[i] = iib[i];
                iib[i] = k;
            }
            if (iia[i] > 0 && iib[i] > 0) {
                int k1 = Math.min(iia[i], iib[i]), k2 = Math.max(iia[i], iib[i]);
                iia[i] = k1;
                iib[i] = k2;
            }
        }
        int[] order = new int[n + 2];
        order[1] = iia[n - 1];
        order[2] = iib[n - 1];
        int loc = 2;
        for (int i = n - 2; i >= 1; i--) {   // expand each merge in place, its first part where it stood
            for (int j = 1; j <= loc; j++) {
                if (order[j] == i) {
                    order[j] = iia[i];
                    loc++;
                    for (int k = loc; k >= j + 2; k--) order[k] = order[k - 1];
                    order[j + 1] = iib[i];
                    break;
                }
            }
        }
        int[] merge = new int[2 * (n - 1)];
        for (int i = 1; i <= n - 1; i++) {
            merge[i - 1] = iia[i];
            merge[n - 1 + i - 1] = iib[i];
        }
        int[] leaves = new int[n];
        for (int i = 1; i <= n; i++) leaves[i - 1] = -order[i];
        return new Tree(merge, height, leaves);
    }
}
