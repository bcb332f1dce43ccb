package flashr.stats.multivariate;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.base.matrix.LinalgEigenDgeev;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.numeric.HierarchicalClustering;

/**
 * The builtins behind {@code stats/hclust.R}, standing where GNU R calls its compiled routines:
 * {@code .hclust(d, n, method, members)} runs R's Fortran HCLUST and HCASS2 and returns
 * {@code list(merge, height, order)}; {@code .cutree(merge, k)} is R's C cutree; {@code .dblcen(x)}
 * is cmdscale's double centring (rows, then columns); {@code .dist_c(x, method, p)} is dist's
 * C part ({@link flashr.numeric.Distances}).
 */
public final class StatsHclust {
    private StatsHclust() {}

    public static void register(Registry r) {
        r.builtin(".hclust", "d, n, method, members", StatsHclust::hclust);
        r.builtin(".cutree", "merge, which", StatsHclust::cutree);
        r.builtin(".dblcen", "x", StatsHclust::doubleCentre);
        r.builtin(".dist_c", "x, method, p", StatsHclust::distances);
        // the real parts of a general square matrix's eigenvalues (flashr has no complex numbers)
        r.builtin(".eigen_real_parts", "x", a -> {
            RVector x = vector(a, a.get(0));
            int n = x.dim()[0];
            return new RDouble(LinalgEigenDgeev.realParts(((RDouble) Coerce.to(x, RType.DOUBLE)).data(), n));
        });
        RSource.define(r, "stats/hclust.R");
        RSource.define(r, "stats/dendrogram.R");
    }

    private static RValue hclust(Args a) {
        int n = Coerce.intScalar(a.get(1));
        int method = Coerce.intScalar(a.get(2));
        double[] members = finite(a, a.get(3), 7);
        double[] d = finite(a, a.get(0), 10);
        int len = (int) ((long) n * (n - 1) / 2);
        if (d.length < len) d = java.util.Arrays.copyOf(d, len);
        HierarchicalClustering.Tree t = HierarchicalClustering.cluster(n, d, method, members);
        RInt merge = new RInt(t.merge());
        merge.setAttr("dim", new RInt(new int[] {n - 1, 2}));
        RList out = new RList(new RValue[] {merge, new RDouble(t.height()), new RInt(t.order())});
        out.setAttr("names", RString.of("merge", "height", "order"));
        return out;
    }

    /** dist's C part: the distances between the rows of the matrix x (R's Cdist). */
    private static RValue distances(Args a) {
        RVector x = vector(a, a.get(0));
        int[] dim = x.dim();
        int nr = dim != null ? dim[0] : x.length(), nc = dim != null ? dim[1] : 1;
        int method = Coerce.intScalar(a.get(1));
        double p = Coerce.doubleScalar(a.get(2));
        if (method == flashr.numeric.Distances.MINKOWSKI && (!Double.isFinite(p) || p <= 0)) {
            throw a.interp().errorHere("distance(): invalid p");
        }
        double[] xd = ((RDouble) Coerce.to(x, RType.DOUBLE)).data();
        RValue call = a.interp().errorHere("").call();
        return new RDouble(flashr.numeric.Distances.lowerTriangle(xd, nr, nc, method, p,
                () -> a.interp().warning(call, "treating non-finite values as NA")));
    }

    private static RValue cutree(Args a) {
        RVector merge = Coerce.to(vector(a, a.get(0)), RType.INTEGER);
        int[] m = new int[merge.length()];
        for (int i = 0; i < m.length; i++) m[i] = merge.getInt(i);
        RVector which = Coerce.to(vector(a, a.get(1)), RType.INTEGER);
        int[] w = new int[which.length()];
        for (int i = 0; i < w.length; i++) w[i] = which.getInt(i);
        int n = m.length / 2 + 1;
        RInt out = new RInt(flashr.numeric.TreeCut.groups(m, w));
        out.setAttr("dim", new RInt(new int[] {n, w.length}));
        return out;
    }

    private static RValue doubleCentre(Args a) {
        RVector x = (RVector) a.get(0);
        int n = x.dim()[0];
        if (x.dim()[1] != n) throw new RError("invalid argument");
        double[] v = ((RDouble) Coerce.to(x, RType.DOUBLE)).data().clone();
        for (int i = 0; i < n; i++) {
            double sum = 0;
            for (int j = 0; j < n; j++) sum += v[i + j * n];
            sum /= n;
            for (int j = 0; j < n; j++) v[i + j * n] -= sum;
        }
        for (int j = 0; j < n; j++) {
            double sum = 0;
            for (int i = 0; i < n; i++) sum += v[i + j * n];
            sum /= n;
            for (int i = 0; i < n; i++) v[i + j * n] -= sum;
        }
        RDouble out = new RDouble(v);
        out.setAttr("dim", x.getAttr("dim"));
        if (x.getAttr("dimnames") != null) out.setAttr("dimnames", x.getAttr("dimnames"));
        return out;
    }

    private static RVector vector(Args a, RValue v) {
        if (v instanceof flashr.lang.EngineValue e) v = e.materialize();
        if (!(v instanceof RVector vec)) throw a.interp().errorHere("invalid argument type");
        return vec;
    }

    /** A double copy of v, as .Fortran checks its arguments: no NA, NaN or infinite value. */
    private static double[] finite(Args a, RValue v, int arg) {
        double[] d = ((RDouble) Coerce.to(vector(a, v), RType.DOUBLE)).data().clone();
        for (double e : d) {
            if (!Double.isFinite(e)) throw a.interp().errorHere("NA/NaN/Inf in foreign function call (arg " + arg + ")");
        }
        return d;
    }
}
