package flashr.stats.loess;

/**
 * Loess on a k-d tree (surface = "interpolate", dloess's lowesb/lowese/lowesl): a local fit at each vertex
 * gives its value and gradient, and the surface between vertices is {@link VertexInterpolation}'s. Optionally
 * the diagonal of the interpolated operator (each vertex's influence carried to the points of the cells
 * around it) and each vertex's operator rows, from which the operator at any points follows.
 */
final class VertexSmoother {
    final KdTree tree;
    /** Values and gradients at the vertices, {@code vval[vertex * (d + 1) + j]}. */
    final double[] vval;
    private final int d, n;
    private int[][] lq;
    private double[][][] lf;

    private VertexSmoother(KdTree tree, int d, int n) {
        this.tree = tree;
        this.d = d;
        this.n = n;
        this.vval = new double[tree.nv * (d + 1)];
    }

    /**
     * Builds the tree over x (column-major n x d; leaves of at most {@code fc} points, splits on the first dd
     * coordinates) and fits at its vertices with prior weights rw, noting when the tree filled its capacity.
     * {@code diagonal}, when not null, receives the operator's diagonal; {@code keepOperator} keeps the vertex
     * operators for {@link #operator}.
     */
    static VertexSmoother fit(LocalFit fit, double[] x, int n, int d, int dd, int fc, double[] y, double[] rw,
                              double[] diagonal, boolean keepOperator, Warnings warnings) {
        int[] pi = new int[n];
        KdTree tree = KdTree.build(x, n, d, dd, fc, Math.max(200, n), pi);
        VertexSmoother s = new VertexSmoother(tree, d, n);
        int stride = d + 1, nv = tree.nv;
        if (keepOperator) {
            s.lq = new int[nv][];
            s.lf = new double[nv][][];
        }
        VertexInterpolation interpolation = new VertexInterpolation(tree);
        double[] vval2 = diagonal == null ? null : new double[nv * stride];
        int[] local = diagonal == null ? null : new int[n];
        double[] q = new double[d], z = new double[d];
        for (int l = 0; l < nv; l++) {
            for (int j = 0; j < d; j++) q[j] = tree.vertex(l, j);
            double[][] op = fit.fit(q, rw, stride);
            for (int j = 0; j < stride; j++) s.vval[l * stride + j] = fit.apply(op[j], y);
            if (diagonal != null) {
                java.util.Arrays.fill(local, -1);
                for (int i = 0; i < fit.nf; i++) local[fit.psi[i]] = i;
                for (int leaf : tree.leavesContaining(q)) {
                    for (int ii = tree.lo[leaf]; ii <= tree.hi[leaf]; ii++) {
                        int obs = pi[ii], i = local[obs];
                        if (i < 0) continue;
                        for (int j = 0; j < stride; j++) vval2[l * stride + j] = op[j][i];
                        for (int j = 0; j < d; j++) z[j] = x[obs + n * j];
                        diagonal[obs] += interpolation.value(z, vval2);
                        for (int j = 0; j < stride; j++) vval2[l * stride + j] = 0;
                    }
                }
            }
            if (keepOperator) {
                if (fit.columns() < stride) warnings.add("degree must be at least 1 for vertex influence matrix");
                s.lq[l] = java.util.Arrays.copyOf(fit.psi, fit.nf);
                s.lf[l] = op;
            }
        }
        if (tree.capacity < tree.nv + tree.vc / 2.0) {
            warnings.add("k-d tree limited by memory; nvmax= " + tree.capacity);
        } else if (tree.capacity < tree.nc + 2) {
            warnings.add("k-d tree limited by memory. ncmax= " + tree.capacity);
        }
        return s;
    }

    /** The surface at the m points of z (column-major m x d). */
    double[] evaluate(double[] z, int m) {
        return evaluate(tree, vval, z, m);
    }

    static double[] evaluate(KdTree tree, double[] vval, double[] z, int m) {
        int d = tree.d;
        VertexInterpolation interpolation = new VertexInterpolation(tree);
        double[] s = new double[m], p = new double[d];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < d; j++) p[j] = z[i + m * j];
            s[i] = interpolation.value(p, vval);
        }
        return s;
    }

    /** The operator at the m points of z: column-major m x n, column j the surface of observation j's influence. */
    double[] operator(double[] z, int m) {
        int stride = d + 1, nv = tree.nv;
        int[][] byObs = new int[n][];
        int[] count = new int[n];
        for (int l = 0; l < nv; l++) for (int obs : lq[l]) count[obs]++;
        for (int j = 0; j < n; j++) byObs[j] = new int[2 * count[j]];
        java.util.Arrays.fill(count, 0);
        for (int l = 0; l < nv; l++) {
            for (int p = 0; p < lq[l].length; p++) {
                int obs = lq[l][p];
                byObs[obs][count[obs]++] = l;
                byObs[obs][count[obs]++] = p;
            }
        }
        double[] out = new double[m * n];
        double[] vval2 = new double[nv * stride];
        VertexInterpolation interpolation = new VertexInterpolation(tree);
        double[] p = new double[d];
        for (int j = 0; j < n; j++) {
            java.util.Arrays.fill(vval2, 0);
            for (int e = 0; e < byObs[j].length; e += 2) {
                int l = byObs[j][e], pos = byObs[j][e + 1];
                for (int r = 0; r < stride; r++) vval2[l * stride + r] = lf[l][r][pos];
            }
            for (int i = 0; i < m; i++) {
                for (int k = 0; k < d; k++) p[k] = z[i + m * k];
                out[i + m * j] = interpolation.value(p, vval2);
            }
        }
        return out;
    }
}
