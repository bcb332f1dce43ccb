package flashr.stats.loess;

/**
 * The loess surface between k-d tree vertices: given a value and gradient at each vertex
 * ({@code vval[vertex * (d + 1) + 0..d]}), cubic Hermite interpolation along each coordinate of the leaf
 * holding the point; in two dimensions the result is blended with interpolants along the leaf's edges,
 * which take their end values from the smaller neighbouring cells, so that the surface is continuous
 * across cells of different sizes (dloess's ehg128).
 */
final class VertexInterpolation {
    private final KdTree tree;
    private final int d, vc;
    private final int[] path = new int[20];
    private final int[] depth = new int[1];
    private final double[] g;

    VertexInterpolation(KdTree tree) {
        this.tree = tree;
        this.d = tree.d;
        this.vc = tree.vc;
        this.g = new double[(d + 1) * vc];
    }

    /** The interpolated value at z (a point of the tree's box). */
    double value(double[] z, double[] vval) {
        int j = tree.leaf(z, path, depth);
        int nt = depth[0];
        int stride = d + 1;
        for (int corner = 0; corner < vc; corner++) {
            System.arraycopy(vval, tree.corner(j, corner) * stride, g, corner * stride, stride);
        }
        int ll = tree.corner(j, 0), ur = tree.corner(j, vc - 1);
        int lg = vc;
        for (int i = d; i >= 1; i--) {
            double lower = tree.vertex(ll, i - 1), width = tree.vertex(ur, i - 1) - lower;
            double h = (z[i - 1] - lower) / width;
            lg /= 2;
            double phi0 = (1 - h) * (1 - h) * (1 + 2 * h), phi1 = h * h * (3 - 2 * h);
            double psi0 = h * (1 - h) * (1 - h), psi1 = h * h * (h - 1);
            for (int ig = 0; ig < lg; ig++) {
                int p = ig * stride, q = (ig + lg) * stride;
                g[p] = phi0 * g[p] + phi1 * g[q] + (psi0 * g[p + i] + psi1 * g[q + i]) * width;
                for (int ii = 1; ii < i; ii++) g[p + ii] = phi0 * g[p + ii] + phi1 * g[q + ii];
            }
        }
        double s = g[0];
        if (d != 2) return s;
        double[] north = edge(z, vval, j, nt, 0, 2, tree.vertex(ur, 1), true, 2, 3, 0, 1);
        double[] south = edge(z, vval, j, nt, 0, 2, tree.vertex(ll, 1), false, 0, 1, 2, 3);
        double[] east = edge(z, vval, j, nt, 1, 1, tree.vertex(ur, 0), true, 1, 3, 0, 2);
        double[] west = edge(z, vval, j, nt, 1, 1, tree.vertex(ll, 0), false, 0, 2, 1, 3);
        double sns = hermite(z[1], tree.vertex(ll, 1), tree.vertex(ur, 1), south, north);
        double sew = hermite(z[0], tree.vertex(ll, 0), tree.vertex(ur, 0), west, east);
        return (sns + sew) - s;
    }

    /** Hermite interpolation across the leaf between two edge interpolants {value, cross derivative}. */
    private static double hermite(double t, double t0, double t1, double[] at0, double[] at1) {
        double h = (t - t0) / (t1 - t0);
        double phi0 = (1 - h) * (1 - h) * (1 + 2 * h), phi1 = h * h * (3 - 2 * h);
        double psi0 = h * (1 - h) * (1 - h), psi1 = h * h * (h - 1);
        return phi0 * at0[0] + phi1 * at1[0] + (psi0 * at0[1] + psi1 * at1[1]) * (t1 - t0);
    }

    /**
     * The interpolant along one edge of leaf j (coordinate {@code along}, 0-based), between the corners
     * {@code c0} and {@code c1}; when the edge lies on an ancestor's split at {@code xibar} (split dimension
     * {@code splitDim}, 1-based), the neighbouring leaf across it may have nearer corners {@code n0}/{@code n1}
     * on this edge's line, and those ends are used. Returns {value, derivative across the edge}.
     */
    private double[] edge(double[] z, double[] vval, int j, int nt, int along, int splitDim, double xibar,
                          boolean highSide, int c0, int c1, int n0, int n1) {
        int stride = d + 1;
        int ll = tree.corner(j, 0), ur = tree.corner(j, vc - 1);
        double v0 = tree.vertex(ll, along), v1 = tree.vertex(ur, along);
        int g0 = tree.corner(j, c0), g1 = tree.corner(j, c1);
        int m = nt - 2;
        while (m >= 0 && !(tree.a[path[m]] == splitDim && tree.xi[path[m]] == xibar)) m--;
        if (m >= 0) {
            int leaf = tree.descend(highSide ? tree.hi[path[m]] : tree.lo[path[m]], z);
            int a0 = tree.corner(leaf, n0), a1 = tree.corner(leaf, n1);
            if (v0 < tree.vertex(a0, along)) {
                v0 = tree.vertex(a0, along);
                g0 = a0;
            }
            if (tree.vertex(a1, along) < v1) {
                v1 = tree.vertex(a1, along);
                g1 = a1;
            }
        }
        double h = (z[along] - v0) / (v1 - v0);
        double phi0 = (1 - h) * (1 - h) * (1 + 2 * h), phi1 = h * h * (3 - 2 * h);
        double psi0 = h * (1 - h) * (1 - h), psi1 = h * h * (h - 1);
        int p = g0 * stride, q = g1 * stride, cross = 2 - along;
        double value = phi0 * vval[p] + phi1 * vval[q]
                + (psi0 * vval[p + 1 + along] + psi1 * vval[q + 1 + along]) * (v1 - v0);
        double derivative = phi0 * vval[p + cross] + phi1 * vval[q + cross];
        return new double[] {value, derivative};
    }
}
