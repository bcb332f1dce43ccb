package flashr.stats.multivariate;

/**
 * Hartigan and Wong's k-means (Applied Statistics algorithm AS 136, in double precision as GNU R's
 * {@code kmns}): an optimal-transfer pass over the points, then quick-transfer passes between each
 * point's two closest centers, until no point moves. Ported step for step, the comparisons and the
 * order of every floating-point sum included, so that the clusters, centers and iteration counts are
 * GNU R's exactly. Arrays are indexed from 1 like the algorithm's published text, which keeps the
 * port checkable line by line; the data is column-major {@code m x n}, the centers {@code k x n}.
 */
final class KmeansHartiganWong {
    /** The "very large number" weighting one-point clusters: AS 136 writes it as a single-precision constant. */
    private static final double BIG = 1.0e30f;

    private final double[] a;
    private final int m, n, k;
    /** Centers, {@code c[l + (j - 1) * k - 1]} for cluster l and variable j. */
    final double[] c;
    final int[] ic1, ic2, nc;
    private final int[] ncp, itran, live;
    private final double[] an1, an2, d;
    final double[] wss;
    int iter;
    /** 0: converged, 1: an empty cluster at the start, 2: iter.max reached, 3: bad k, 4: quick-transfer steps exceeded. */
    int ifault;
    private int indx;
    private int maxQtr;
    /** R's {@code trace}: 0 silent; 1 a line per iteration and per quick-transfer round; 2 the rounds' NCP too. */
    private int trace;
    private java.io.PrintStream traceOut;

    KmeansHartiganWong(double[] x, int m, int n, double[] centers, int k) {
        this.a = x;
        this.m = m;
        this.n = n;
        this.k = k;
        this.c = centers.clone();
        ic1 = new int[m + 1];
        ic2 = new int[m + 1];
        d = new double[m + 1];
        nc = new int[k + 1];
        ncp = new int[k + 1];
        itran = new int[k + 1];
        live = new int[k + 1];
        an1 = new double[k + 1];
        an2 = new double[k + 1];
        wss = new double[k + 1];
    }

    private double a(int i, int j) {
        return a[(i - 1) + (j - 1) * m];
    }

    private int ci(int l, int j) {
        return (l - 1) + (j - 1) * k;
    }

    /** Prints R's trace lines (kmns's iterations, qtran's rounds) at the given level to out. */
    void traceTo(int level, java.io.PrintStream out) {
        trace = level;
        traceOut = out;
    }

    /** Runs at most {@code iterMax} iterations, with at most {@code maxQtr} quick-transfer steps in all. */
    void run(int iterMax, int maxQtr) {
        this.maxQtr = maxQtr;
        ifault = 3;
        if (k <= 1 || k >= m) return;
        ifault = 0;
        assignTwoClosest();
        for (int l = 1; l <= k; l++) {
            nc[l] = 0;
            for (int j = 1; j <= n; j++) c[ci(l, j)] = 0;
        }
        for (int i = 1; i <= m; i++) {
            int l = ic1[i];
            nc[l]++;
            for (int j = 1; j <= n; j++) c[ci(l, j)] += a(i, j);
        }
        for (int l = 1; l <= k; l++) {
            if (nc[l] == 0) {
                ifault = 1;
                return;
            }
            double aa = nc[l];
            for (int j = 1; j <= n; j++) c[ci(l, j)] /= aa;
            an2[l] = aa / (aa + 1);
            an1[l] = aa > 1 ? aa / (aa - 1) : BIG;
            itran[l] = 1;
            ncp[l] = -1;
        }
        indx = 0;
        int ij = 1;
        boolean done = false;
        for (; ij <= iterMax; ij++) {
            optimalTransfer();
            if (trace > 0) traceOut.printf("KMNS(*, k=%d): iter=%3d, indx=%d%n", k, ij, indx);
            if (indx == m) {
                done = true;
                break;
            }
            quickTransfer();
            if (this.maxQtr < 0) {
                ifault = 4;
                done = true;
                break;
            }
            if (k == 2) {
                done = true;
                break;
            }
            for (int l = 1; l <= k; l++) ncp[l] = 0;
        }
        if (!done) ifault = 2;
        iter = ij;
        finalCentersAndWss();
    }

    /** Each point's closest center (ic1) and second closest (ic2), the later distances cut short as in AS 136. */
    private void assignTwoClosest() {
        double[] dt = new double[3];
        for (int i = 1; i <= m; i++) {
            ic1[i] = 1;
            ic2[i] = 2;
            for (int il = 1; il <= 2; il++) {
                dt[il] = 0;
                for (int j = 1; j <= n; j++) {
                    double da = a(i, j) - c[ci(il, j)];
                    dt[il] += da * da;
                }
            }
            if (dt[1] > dt[2]) {
                ic1[i] = 2;
                ic2[i] = 1;
                double temp = dt[1];
                dt[1] = dt[2];
                dt[2] = temp;
            }
            candidates:
            for (int l = 3; l <= k; l++) {
                double db = 0;
                for (int j = 1; j <= n; j++) {
                    double dc = a(i, j) - c[ci(l, j)];
                    db += dc * dc;
                    if (db >= dt[2]) continue candidates;
                }
                if (db >= dt[1]) {
                    dt[2] = db;
                    ic2[i] = l;
                } else {
                    dt[2] = dt[1];
                    ic2[i] = ic1[i];
                    dt[1] = db;
                    ic1[i] = l;
                }
            }
        }
    }

    /** AS 136.1: moves each point to the cluster that most reduces the within-cluster sum of squares. */
    private void optimalTransfer() {
        for (int l = 1; l <= k; l++) if (itran[l] == 1) live[l] = m + 1;
        for (int i = 1; i <= m; i++) {
            indx++;
            int l1 = ic1[i];
            int l2 = ic2[i];
            int ll = l2;
            if (nc[l1] != 1) {
                if (ncp[l1] != 0) {
                    double de = 0;
                    for (int j = 1; j <= n; j++) {
                        double df = a(i, j) - c[ci(l1, j)];
                        de += df * df;
                    }
                    d[i] = de * an1[l1];
                }
                double da = 0;
                for (int j = 1; j <= n; j++) {
                    double db = a(i, j) - c[ci(l2, j)];
                    da += db * db;
                }
                double r2 = da * an2[l2];
                candidates:
                for (int l = 1; l <= k; l++) {
                    if (i >= live[l1] && i >= live[l] || l == l1 || l == ll) continue;
                    double rr = r2 / an2[l];
                    double dc = 0;
                    for (int j = 1; j <= n; j++) {
                        double dd = a(i, j) - c[ci(l, j)];
                        dc += dd * dd;
                        if (dc >= rr) continue candidates;
                    }
                    r2 = dc * an2[l];
                    l2 = l;
                }
                if (r2 >= d[i]) {
                    ic2[i] = l2;
                } else {
                    indx = 0;
                    live[l1] = m + i;
                    live[l2] = m + i;
                    ncp[l1] = i;
                    ncp[l2] = i;
                    transfer(i, l1, l2);
                }
            }
            if (indx == m) return;
        }
        for (int l = 1; l <= k; l++) {
            itran[l] = 0;
            live[l] -= m;
        }
    }

    /** AS 136.2: swaps points between their two closest clusters until m steps pass without a move. */
    private void quickTransfer() {
        int icoun = 0;
        int istep = 0;
        while (true) {
            for (int i = 1; i <= m; i++) {
                if (trace > 0 && istep >= 1 && i == 1) traceQuickTransfer(istep, icoun);
                icoun++;
                istep++;
                if (istep >= maxQtr) {
                    maxQtr = -1;
                    return;
                }
                int l1 = ic1[i];
                int l2 = ic2[i];
                if (nc[l1] != 1) {
                    if (istep <= ncp[l1]) {
                        double da = 0;
                        for (int j = 1; j <= n; j++) {
                            double db = a(i, j) - c[ci(l1, j)];
                            da += db * db;
                        }
                        d[i] = da * an1[l1];
                    }
                    if (istep < ncp[l1] || istep < ncp[l2]) {
                        double r2 = d[i] / an2[l2];
                        double dd = 0;
                        boolean closer = true;
                        for (int j = 1; j <= n; j++) {
                            double de = a(i, j) - c[ci(l2, j)];
                            dd += de * de;
                            if (dd >= r2) {
                                closer = false;
                                break;
                            }
                        }
                        if (closer) {
                            icoun = 0;
                            indx = 0;
                            itran[l1] = 1;
                            itran[l2] = 1;
                            ncp[l1] = istep + m;
                            ncp[l2] = istep + m;
                            transfer(i, l1, l2);
                        }
                    }
                }
                if (icoun == m) return;
            }
        }
    }

    /** A quick-transfer round begins: R's line for it (from the second round on). */
    private void traceQuickTransfer(int istep, int icoun) {
        StringBuilder line = new StringBuilder(" QTRAN(): istep=" + istep + ", icoun=" + icoun);
        if (trace >= 2) {
            line.append(", NCP[1:").append(k).append("]=");
            for (int l = 1; l <= k; l++) line.append(' ').append(ncp[l]);
        }
        traceOut.println(line);
    }

    /** Moves point i from cluster l1 to l2, updating both centers, sizes and weights. */
    private void transfer(int i, int l1, int l2) {
        double al1 = nc[l1], alw = al1 - 1, al2 = nc[l2], alt = al2 + 1;
        for (int j = 1; j <= n; j++) {
            c[ci(l1, j)] = (c[ci(l1, j)] * al1 - a(i, j)) / alw;
            c[ci(l2, j)] = (c[ci(l2, j)] * al2 + a(i, j)) / alt;
        }
        nc[l1]--;
        nc[l2]++;
        an2[l1] = alw / al1;
        an1[l1] = alw > 1 ? alw / (alw - 1) : BIG;
        an1[l2] = alt / al2;
        an2[l2] = alt / (alt + 1);
        ic1[i] = l2;
        ic2[i] = l1;
    }

    /** Centers as the means of their points, summed afresh, and each cluster's sum of squares. */
    private void finalCentersAndWss() {
        for (int l = 1; l <= k; l++) {
            wss[l] = 0;
            for (int j = 1; j <= n; j++) c[ci(l, j)] = 0;
        }
        for (int i = 1; i <= m; i++) {
            int ii = ic1[i];
            for (int j = 1; j <= n; j++) c[ci(ii, j)] += a(i, j);
        }
        for (int j = 1; j <= n; j++) {
            for (int l = 1; l <= k; l++) c[ci(l, j)] /= nc[l];
            for (int i = 1; i <= m; i++) {
                int ii = ic1[i];
                double da = a(i, j) - c[ci(ii, j)];
                wss[ii] += da * da;
            }
        }
    }
}
