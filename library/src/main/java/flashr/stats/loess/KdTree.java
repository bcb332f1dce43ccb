package flashr.stats.loess;

/**
 * The k-d tree loess interpolates on: cells split at a median of their widest coordinate until they hold
 * few enough points, and the vertices of all cells (corners shared between neighbours only once).
 * Cell 0 is the bounding box; a cell's corners are listed with bit k of the corner's number telling
 * whether it lies at the low (0) or high (1) end of coordinate k. Split dimensions are kept 1-based as R
 * stores them ({@code a}, 0 for a leaf); everything else is 0-based. A leaf's {@code lo..hi} is its range
 * of positions in the point permutation; a split cell's {@code lo}/{@code hi} are its two children.
 */
final class KdTree {
    final int d, vc, capacity;
    int nv, nc;
    /** Vertex coordinates, vertex-major: {@code v[vertex * d + k]}. */
    final double[] v;
    final int[] a, lo, hi;
    final double[] xi;
    /** Corners of each cell, {@code c[cell * vc + corner]}. */
    final int[] c;

    KdTree(int d, int capacity) {
        this.d = d;
        this.vc = 1 << d;
        this.capacity = capacity;
        v = new double[capacity * d];
        a = new int[capacity];
        lo = new int[capacity];
        hi = new int[capacity];
        xi = new double[capacity];
        c = new int[capacity * vc];
    }

    double vertex(int vertex, int k) {
        return v[vertex * d + k];
    }

    int corner(int cell, int corner) {
        return c[cell * vc + corner];
    }

    /**
     * Builds the tree over the n points of {@code x} (column-major n x d), splitting on the first {@code dd}
     * coordinates only, a cell becoming a leaf once it holds at most {@code fc} points. {@code pi} receives
     * the permutation that groups each leaf's points.
     */
    static KdTree build(double[] x, int n, int d, int dd, int fc, int capacity, int[] pi) {
        KdTree t = new KdTree(d, capacity);
        t.boundingBox(x, n);
        for (int i = 0; i < n; i++) pi[i] = i;
        t.split(x, n, dd, fc, pi);
        return t;
    }

    /** The tree R keeps in a fit's {@code kd}: split dimensions and values, the box corners and the counts. */
    static KdTree rebuild(int d, int nc, int nv, int[] splitDims, double[] splitValues, double[] vert) {
        KdTree t = new KdTree(d, Math.max(nc, nv));
        for (int k = 0; k < d; k++) {
            t.v[k] = vert[k];
            t.v[(t.vc - 1) * d + k] = vert[k + d];
        }
        t.fillBoxCorners();
        for (int j = 0; j < t.vc; j++) t.c[j] = j;
        t.nv = t.vc;
        t.nc = nc;
        int cells = 1;
        for (int p = 0; p < nc; p++) {
            t.a[p] = splitDims[p];
            t.xi[p] = splitValues[p];
            if (splitDims[p] != 0) {
                t.lo[p] = cells++;
                t.hi[p] = cells++;
                t.addVertices(p, splitDims[p] - 1, splitValues[p]);
            }
        }
        return t;
    }

    /** The box around the points, widened by half a percent of its extent on each side. */
    private void boundingBox(double[] x, int n) {
        for (int k = 0; k < d; k++) {
            double alpha = Double.MAX_VALUE, beta = -Double.MAX_VALUE;
            for (int i = 0; i < n; i++) {
                double t = x[i + n * k];
                alpha = Math.min(alpha, t);
                beta = Math.max(beta, t);
            }
            double mu = 0.005 * Math.max(beta - alpha, 1e-10 * Math.max(Math.abs(alpha), Math.abs(beta)) + 1e-30);
            v[k] = alpha - mu;
            v[(vc - 1) * d + k] = beta + mu;
        }
        fillBoxCorners();
        for (int j = 0; j < vc; j++) c[j] = j;
        nv = vc;
        nc = 1;
    }

    private void fillBoxCorners() {
        for (int i = 1; i < vc - 1; i++) {
            for (int k = 0, j = i; k < d; k++, j >>= 1) v[i * d + k] = v[((j & 1) * (vc - 1)) * d + k];
        }
    }

    /** Splits cells in the order they were made, as dloess's ehg124. */
    private void split(double[] x, int n, int dd, int fc, int[] pi) {
        lo[0] = 0;
        hi[0] = n - 1;
        for (int p = 0; p < nc; p++) {
            int l = lo[p], u = hi[p];
            double diam = 0;
            for (int k = 0; k < dd; k++) {
                double e = vertex(corner(p, vc - 1), k) - vertex(corner(p, 0), k);
                diam += e * e;
            }
            diam = Math.sqrt(diam);
            boolean leaf = u - l + 1 <= fc || diam <= 0 || capacity < nc + 2 || capacity < nv + vc / 2.0;
            int k = 0, m = 0;
            if (!leaf) {
                k = widest(x, n, dd, pi, l, u);
                m = (l + u) / 2;
                PartialSort.select(x, n * k, pi, l, u, m);
                m = untiedSplit(x, n * k, pi, l, u, m);
                double at = x[n * k + pi[m]];
                leaf = vertex(corner(p, 0), k) == at || vertex(corner(p, vc - 1), k) == at;
            }
            if (leaf) {
                a[p] = 0;
                continue;
            }
            a[p] = k + 1;
            xi[p] = x[n * k + pi[m]];
            lo[p] = nc;
            lo[nc] = l;
            hi[nc] = m;
            nc++;
            hi[p] = nc;
            lo[nc] = m + 1;
            hi[nc] = u;
            nc++;
            addVertices(p, k, xi[p]);
        }
    }

    /** The first coordinate of greatest range among the cell's points. */
    private static int widest(double[] x, int n, int dd, int[] pi, int l, int u) {
        int best = 0;
        double bestRange = -1;
        for (int k = 0; k < dd; k++) {
            double alpha = Double.MAX_VALUE, beta = -Double.MAX_VALUE;
            for (int i = l; i <= u; i++) {
                double t = x[n * k + pi[i]];
                alpha = Math.min(alpha, t);
                beta = Math.max(beta, t);
            }
            double range = beta - alpha;
            if (range > bestRange) {
                best = k;
                bestRange = range;
            }
        }
        return best;
    }

    /**
     * Moves the split position from the median to the nearest position (looking after, then before, at
     * growing distance) where the ordered values change, so that ties all go to one side.
     */
    private static int untiedSplit(double[] key, int off, int[] pi, int l, int u, int m) {
        int offset = 0;
        while (m + offset < u && m + offset >= l) {
            int lower, check, upper;
            if (offset < 0) {
                lower = l;
                check = m + offset;
                upper = check;
            } else {
                lower = m + offset + 1;
                check = lower;
                upper = u;
            }
            PartialSort.select(key, off, pi, lower, upper, check);
            if (key[off + pi[m + offset]] == key[off + pi[m + offset + 1]]) {
                offset = -offset;
                if (offset >= 0) offset++;
            } else {
                return m + offset;
            }
        }
        return m;
    }

    /**
     * Gives the two children of cell p, split at t on coordinate k, their corners: the parent's, and new
     * vertices on the splitting face (an existing vertex at the same place is reused).
     */
    private void addVertices(int p, int k, double t) {
        int r = 1 << k, s = 1 << (d - k - 1);
        int existing = nv;
        int h = nv;
        int lc = lo[p], hc = hi[p];
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < s; j++) {
                int low = c[p * vc + i + 2 * r * j], high = c[p * vc + i + r + 2 * r * j];
                for (int q = 0; q < d; q++) v[h * d + q] = v[low * d + q];
                v[h * d + k] = t;
                int m = sameVertex(h, existing);
                if (m < 0) {
                    m = h;
                    h++;
                }
                c[lc * vc + i + 2 * r * j] = low;
                c[lc * vc + i + r + 2 * r * j] = m;
                c[hc * vc + i + 2 * r * j] = m;
                c[hc * vc + i + r + 2 * r * j] = high;
            }
        }
        nv = h;
    }

    private int sameVertex(int h, int count) {
        for (int m = 0; m < count; m++) {
            boolean match = true;
            for (int q = 0; q < d && match; q++) match = v[m * d + q] == v[h * d + q];
            if (match) return m;
        }
        return -1;
    }

    /** The leaf holding z, descending to the low side on ties; {@code path} receives the cells passed. */
    int leaf(double[] z, int[] path, int[] depth) {
        int j = 0, nt = 0;
        path[nt++] = 0;
        while (a[j] != 0) {
            j = z[a[j] - 1] <= xi[j] ? lo[j] : hi[j];
            if (nt >= path.length) throw new IllegalStateException("nt>20 in eval.");
            path[nt++] = j;
        }
        depth[0] = nt;
        return j;
    }

    /** Descends from cell m to a leaf. */
    int descend(int m, double[] z) {
        while (a[m] != 0) m = z[a[m] - 1] <= xi[m] ? lo[m] : hi[m];
        return m;
    }

    /** Every leaf whose closed box holds z (a point on a split plane belongs to both sides). */
    int[] leavesContaining(double[] z) {
        int[] leaves = new int[8];
        int count = 0;
        int[] stack = new int[64];
        int top = 0;
        int p = 0;
        while (p >= 0) {
            if (a[p] == 0) {
                if (count == leaves.length) leaves = java.util.Arrays.copyOf(leaves, 2 * count);
                leaves[count++] = p;
                p = top > 0 ? stack[--top] : -1;
            } else if (z[a[p] - 1] == xi[p]) {
                if (top == stack.length) stack = java.util.Arrays.copyOf(stack, 2 * top);
                stack[top++] = hi[p];
                p = lo[p];
            } else {
                p = z[a[p] - 1] <= xi[p] ? lo[p] : hi[p];
            }
        }
        return java.util.Arrays.copyOf(leaves, count);
    }
}
