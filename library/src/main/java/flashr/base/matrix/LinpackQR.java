package flashr.base.matrix;

import flashr.linalg.Level1;

/**
 * LINPACK's dqrdc2 as modified for R (Householder QR with R's limited column pivoting), with its
 * trailing updates deferred by panels. The plain loop applies each reflector to every later
 * column at once, so each of its min(n, p) steps reads and writes the whole trailing matrix
 * (a 2000 x 2000 qr streamed some 40 GB). Here a column receives the reflectors of a panel of
 * steps one after another while it is in cache, and only when a step needs it (its own pivot
 * test and reflector) or at the panel's end. Each column still gets the same operations in the
 * same order, each on the same values (a dot, an axpy and the norm's downdate per step), so the
 * results are the plain loop's bit for bit, whichever {@link Level1} rounds them.
 */
final class LinpackQR {
    /** Bytes of reflectors a panel holds: kept within a core's L2 cache (512 KB here) beside the column. */
    private static final int PANEL_BYTES = Integer.getInteger("flashr.qr.panelBytes", 256 << 10);
    private static final int MAX_PANEL = 32;

    private final double[] x;
    private final int n;
    private final int p;
    private final double[] qraux;
    private final double[] work1;
    private final Level1 blas;
    /** How many steps the column now at each index has received. */
    private final int[] applied;
    /** Whether step l made a reflector (none at l = n - 1 or for a zero column). */
    private final boolean[] reflects;
    /** R's diagonal element of each step, written over the reflector's head when its panel ends. */
    private final double[] rdiag;

    private LinpackQR(double[] x, int n, int p, double[] qraux, Level1 blas) {
        this.x = x;
        this.n = n;
        this.p = p;
        this.qraux = qraux;
        this.work1 = new double[p];
        this.blas = blas;
        this.applied = new int[p];
        int lup = Math.min(n, p);
        this.reflects = new boolean[lup];
        this.rdiag = new double[lup];
    }

    /**
     * dqrdc2 on the n x p column-major {@code x}, in place: the reflectors below the diagonal and
     * their heads in {@code qraux}, R above it; {@code jpvt} (1-based) permuted as the columns
     * were; returns the rank.
     */
    static int dqrdc2(double[] x, int n, int p, double tol, double[] qraux, int[] jpvt, Level1 blas) {
        return new LinpackQR(x, n, p, qraux, blas).decompose(tol, jpvt);
    }

    private int decompose(double tol, int[] jpvt) {
        double[] work2 = new double[p];
        if (n > 0) {
            for (int j = 0; j < p; j++) {
                qraux[j] = blas.nrm2(x, j * n, n);
                work1[j] = qraux[j];
                work2[j] = qraux[j] == 0 ? 1 : qraux[j];
            }
        }
        int lup = Math.min(n, p);
        int panel = Math.clamp(PANEL_BYTES / (8L * Math.max(n, 1)), 1, MAX_PANEL);
        int panelStart = 0;
        int k = p + 1;
        for (int l = 0; l < lup; l++) {
            catchUp(l, l);
            // l and k are compared 1-based as in the Fortran: l+1 >= k
            while (l + 1 < k && qraux[l] < work2[l] * tol) {
                moveColumnLast(l);
                rotateLeft(jpvt, l);
                rotateLeft(qraux, l);
                rotateLeft(work1, l);
                rotateLeft(work2, l);
                rotateLeft(applied, l);
                k--;
                catchUp(l, l);
            }
            if (l != n - 1) reflector(l);
            if (l + 1 - panelStart == panel || l == lup - 1) {
                for (int j = l + 1; j < p; j++) catchUp(j, l + 1);
                for (int s = panelStart; s <= l; s++) {
                    if (reflects[s]) x[s + s * n] = rdiag[s];
                }
                panelStart = l + 1;
            }
        }
        return Math.min(k - 1, n);
    }

    /** Step l's reflector from column l (which has received every earlier step), its head left in place. */
    private void reflector(int l) {
        int ll = l + l * n;
        int len = n - l;
        double nrmxl = blas.nrm2(x, ll, len);
        if (nrmxl == 0) return;
        if (x[ll] != 0) nrmxl = Math.copySign(nrmxl, x[ll]);
        blas.scal(1.0 / nrmxl, x, ll, len);
        x[ll] = 1.0 + x[ll];
        qraux[l] = x[ll];
        rdiag[l] = -nrmxl;
        reflects[l] = true;
    }

    /** Applies to column j the steps it has not received, up to (not including) step {@code upTo}. */
    private void catchUp(int j, int upTo) {
        for (int s = applied[j]; s < upTo; s++) {
            if (reflects[s]) apply(s, j);
        }
        applied[j] = upTo;
    }

    /** Step s on column j: the reflector's dot and axpy, then the downdate of the column's norm. */
    private void apply(int s, int j) {
        int ss = s + s * n;
        int sj = s + j * n;
        int len = n - s;
        double t = -blas.dot(x, ss, x, sj, len) / x[ss];
        blas.axpy(t, x, ss, x, sj, len);
        if (qraux[j] == 0) return;
        double r = Math.abs(x[sj]) / qraux[j];
        double tt = Math.max(1.0 - r * r, 0.0);
        // modified 9/99 by Doug Bates to avoid underflow problems
        if (Math.abs(tt) >= 1e-6) {
            qraux[j] = qraux[j] * Math.sqrt(tt);
        } else {
            qraux[j] = blas.nrm2(x, sj + 1, len - 1);
            work1[j] = qraux[j];
        }
    }

    /** Column l moved to the end, the columns after it one to the left. */
    private void moveColumnLast(int l) {
        for (int i = 0; i < n; i++) {
            double t = x[i + l * n];
            for (int j = l + 1; j < p; j++) x[i + (j - 1) * n] = x[i + j * n];
            x[i + (p - 1) * n] = t;
        }
    }

    private static void rotateLeft(double[] a, int l) {
        double t = a[l];
        System.arraycopy(a, l + 1, a, l, a.length - l - 1);
        a[a.length - 1] = t;
    }

    private static void rotateLeft(int[] a, int l) {
        int t = a[l];
        System.arraycopy(a, l + 1, a, l, a.length - l - 1);
        a[a.length - 1] = t;
    }
}
