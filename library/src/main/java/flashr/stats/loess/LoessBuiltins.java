package flashr.stats.loess;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The builtins behind {@code stats/loess.R}, standing where R's loess calls dloess: {@code .loess_raw} (a fit
 * and its statistics, by surface and statistics), {@code .loess_dfit}/{@code .loess_dfitse} (direct fits at
 * new points, with the operator for standard errors), {@code .loess_ifit} (the kept k-d tree surface at new
 * points), {@code .loess_ise} (the interpolated operator at new points), {@code .lowesw} and {@code .lowesp}
 * (robustness weights and pseudovalues). Matrices are column-major with the data's rows.
 */
public final class LoessBuiltins {
    private LoessBuiltins() {}

    private static final String SMOOTH = "span, degree, nonparametric, cdeg, sum.drop.sqr";

    public static void register(Registry r) {
        r.builtin(".loess_raw", "y, x, weights, robust, " + SMOOTH + ", cell, surf.stat, setLf", LoessBuiltins::raw);
        r.builtin(".loess_dfit", "y, x, x.evaluate, weights, " + SMOOTH, LoessBuiltins::directFit);
        r.builtin(".loess_dfitse", "y, x, x.evaluate, weights, robust, gaussian, " + SMOOTH, LoessBuiltins::directFitSe);
        r.builtin(".loess_ifit", "parameter, a, xi, vert, vval, x.evaluate", LoessBuiltins::interpolatedFit);
        r.builtin(".loess_ise", "y, x, x.evaluate, weights, " + SMOOTH + ", cell", LoessBuiltins::interpolatedOperator);
        r.builtin(".lowesw", "residuals", a -> new RDouble(Robustness.weights(doubles(a, 0))));
        r.builtin(".lowesp", "y, yhat, pwgts, rwgts", a -> new RDouble(
                Robustness.pseudovalues(doubles(a, 0), doubles(a, 1), doubles(a, 2), doubles(a, 3))));
        RSource.define(r, "stats/loess.R");
    }

    /** The smoother's settings as the builtins receive them, from argument {@code first} on. */
    private record Settings(double span, int degree, int dd, int[] cdeg, int sumDropSquare) {
        static Settings of(Args a, int first) {
            double[] cd = doubles(a, first + 3);
            int[] cdeg = new int[cd.length];
            for (int i = 0; i < cd.length; i++) cdeg[i] = (int) cd[i];
            return new Settings(Coerce.doubleScalar(a.get(first)), Coerce.intScalar(a.get(first + 1)),
                    Coerce.intScalar(a.get(first + 2)), cdeg, Coerce.intScalar(a.get(first + 4)));
        }

        /** Neighbourhood size: floor(n * span), allowing for a product that rounds just below an integer. */
        int neighbours(Args a, int n) {
            if (Math.floor(n * span + 1e-5) <= 0) throw a.interp().errorHere("span is too small");
            return (int) Math.min(n, Math.floor(n * span + 1e-5));
        }

        int tau(int d) {
            return (degree > 1 ? (d + 2) * (d + 1) / 2 : d + 1) - sumDropSquare;
        }

        LocalFit localFit(Args a, Data data, Warnings warnings) {
            int nf = neighbours(a, data.n);
            LocalFit fit = new LocalFit(data.x, data.n, data.d, dd, degree, cdeg, span, nf, warnings);
            int k = fit.columns();
            if (k > nf - 1) warnings.add("span too small.   fewer data values than degrees of freedom.");
            if (k > 15) warnings.add("k>d2MAX in ehg136.  Need to recompile with increased dimensions.");
            return fit;
        }
    }

    /** The arguments fits at new points share: the response (0), the data (1), the points (2), the weights (3). */
    private record Points(double[] y, int n, Data data, double[] z, int m) {
        static Points of(Args a) {
            finite(a, 0, 1, 2, 3);
            double[] y = doubles(a, 0);
            Data data = Data.of(a, 1, y.length);
            double[] z = doubles(a, 2);
            return new Points(y, y.length, data, z, data.d == 0 ? 0 : z.length / data.d);
        }
    }

    /** A column-major matrix of n rows. */
    private record Data(double[] x, int n, int d) {
        static Data of(Args a, int i, int n) {
            double[] x = doubles(a, i);
            return new Data(x, n, n == 0 ? 0 : x.length / n);
        }
    }

    private static RValue raw(Args a) {
        finite(a, 0, 1, 2, 3);
        double[] y = doubles(a, 0);
        int n = y.length;
        Data data = Data.of(a, 1, n);
        double[] weights = recycled(doubles(a, 2), n), robust = recycled(doubles(a, 3), n);
        Settings s = Settings.of(a, 4);
        double cell = Coerce.doubleScalar(a.get(9));
        String surfStat = Coerce.stringScalar(a.get(10));
        Warnings warnings = new Warnings();
        LocalFit fit = s.localFit(a, data, warnings);
        int fc = (int) Math.floor(n * cell);
        double[] diagonal = new double[n];
        double trL = 0, delta1 = 0, delta2 = 0;
        double[] fitted;
        VertexSmoother surface = null;
        int d = data.d;
        switch (surfStat) {
            case "interpolate/none", "interpolate/2.approx" -> {
                surface = VertexSmoother.fit(fit, data.x, n, d, s.dd, fc, y, robust, null, false, warnings);
                fitted = surface.evaluate(data.x, n);
                if (surfStat.endsWith("2.approx")) {
                    trL = ApproximateDeltas.trace(s.tau(d), d, s.span);
                    double[] dl = ApproximateDeltas.deltas(trL, n, d, s.tau(d), warnings);
                    delta1 = dl[0];
                    delta2 = dl[1];
                }
            }
            case "interpolate/1.approx" -> {
                surface = VertexSmoother.fit(fit, data.x, n, d, s.dd, fc, y, weights, diagonal, false, warnings);
                fitted = surface.evaluate(data.x, n);
                for (int i = 0; i < n; i++) trL += diagonal[i];
                double[] dl = ApproximateDeltas.deltas(trL, n, d, s.tau(d), warnings);
                delta1 = dl[0];
                delta2 = dl[1];
            }
            case "interpolate/exact" -> {
                surface = VertexSmoother.fit(fit, data.x, n, d, s.dd, fc, y, weights, diagonal, true, warnings);
                double[] st = ApproximateDeltas.exact(surface.operator(data.x, n), n);
                trL = st[0];
                delta1 = st[1];
                delta2 = st[2];
                fitted = surface.evaluate(data.x, n);
            }
            case "direct/none" ->
                fitted = DirectSmoother.fit(fit, data.x, n, d, n, y, robust, DirectSmoother.Operator.NONE, null, warnings);
            case "direct/approximate" -> {
                fitted = DirectSmoother.fit(fit, data.x, n, d, n, y, weights, DirectSmoother.Operator.DIAGONAL, diagonal,
                        warnings);
                for (int i = 0; i < n; i++) trL += diagonal[i];
                double[] dl = ApproximateDeltas.deltas(trL, n, d, s.tau(d), warnings);
                delta1 = dl[0];
                delta2 = dl[1];
            }
            case "direct/exact" -> {
                double[] l = new double[n * n];
                fitted = DirectSmoother.fit(fit, data.x, n, d, n, y, weights, DirectSmoother.Operator.FULL, l, warnings);
                double[] st = ApproximateDeltas.exact(l, n);
                trL = st[0];
                delta1 = st[1];
                delta2 = st[2];
                for (int i = 0; i < n; i++) diagonal[i] = l[i + n * i];
            }
            default -> throw a.interp().errorHere("invalid 'surf.stat': " + surfStat);
        }
        warn(a, warnings);
        RList kd = surface == null ? null : kd(surface.tree, surface.vval, n, d);
        RValue[] parts = {new RDouble(fitted), kd == null ? flashr.lang.RNull.NULL : kd, new RDouble(diagonal),
            RDouble.of(trL), RDouble.of(delta1), RDouble.of(delta2)};
        return named(parts, "fitted.values", "kd", "diagonal", "trL", "delta1", "delta2");
    }

    /**
     * The tree as R keeps it in {@code fit$kd}: parameter (d, n, vc, nc, nv and two workspace offsets), a, xi,
     * vert, vval.
     */
    private static RList kd(KdTree tree, double[] vval, int n, int d) {
        int nvmax = Math.max(200, n);
        RInt parameter = RInt.of(d, n, tree.vc, tree.nc, tree.nv, 49 + (3 + tree.vc) * nvmax, 49 + (2 * d + 2) * nvmax);
        parameter.setAttr("names", RString.of("d", "n", "vc", "nc", "nv", "liv", "lv"));
        double[] vert = new double[2 * d];
        for (int k = 0; k < d; k++) {
            vert[k] = tree.vertex(0, k);
            vert[k + d] = tree.vertex(tree.vc - 1, k);
        }
        return named(new RValue[] {parameter, new RInt(java.util.Arrays.copyOf(tree.a, tree.nc)),
            new RDouble(java.util.Arrays.copyOf(tree.xi, tree.nc)), new RDouble(vert),
            new RDouble(java.util.Arrays.copyOf(vval, (d + 1) * tree.nv))}, "parameter", "a", "xi", "vert", "vval");
    }

    private static RValue directFit(Args a) {
        Points p = Points.of(a);
        double[] y = p.y, z = p.z;
        int n = p.n, m = p.m;
        Data data = p.data;
        double[] weights = recycled(doubles(a, 3), n);
        Warnings warnings = new Warnings();
        LocalFit fit = Settings.of(a, 4).localFit(a, data, warnings);
        double[] out = DirectSmoother.fit(fit, z, m, data.d, n, y, weights, DirectSmoother.Operator.NONE, null,
                warnings);
        warn(a, warnings);
        return new RDouble(out);
    }

    private static RValue directFitSe(Args a) {
        Points p = Points.of(a);
        double[] y = p.y, z = p.z;
        int n = p.n, m = p.m;
        Data data = p.data;
        double[] weights = recycled(doubles(a, 3), n), robust = recycled(doubles(a, 4), n);
        boolean gaussian = Coerce.intScalar(a.get(5)) == 1;
        Warnings warnings = new Warnings();
        Settings s = Settings.of(a, 6);
        double[] l = new double[m * n];
        double[] out = DirectSmoother.fit(s.localFit(a, data, warnings), z, m, data.d, n, y, weights,
                DirectSmoother.Operator.FULL, l, warnings);
        if (!gaussian) {
            out = DirectSmoother.fit(s.localFit(a, data, warnings), z, m, data.d, n, y, robust,
                    DirectSmoother.Operator.NONE, null, warnings);
        }
        warn(a, warnings);
        return named(new RValue[] {new RDouble(out), new RDouble(l)}, "fit", "L");
    }

    private static RValue interpolatedFit(Args a) {
        double[] p = doubles(a, 0);
        int d = (int) p[0], nc = (int) p[3], nv = (int) p[4];
        double[] splits = doubles(a, 1);
        int[] dims = new int[splits.length];
        for (int i = 0; i < dims.length; i++) dims[i] = (int) splits[i];
        KdTree tree = KdTree.rebuild(d, nc, nv, dims, doubles(a, 2), doubles(a, 3));
        double[] z = doubles(a, 5);
        return new RDouble(VertexSmoother.evaluate(tree, doubles(a, 4), z, z.length / d));
    }

    private static RValue interpolatedOperator(Args a) {
        Points p = Points.of(a);
        double[] y = p.y, z = p.z;
        int n = p.n, m = p.m;
        Data data = p.data;
        double[] weights = recycled(doubles(a, 3), n);
        Settings s = Settings.of(a, 4);
        double cell = Coerce.doubleScalar(a.get(9));
        Warnings warnings = new Warnings();
        VertexSmoother surface = VertexSmoother.fit(s.localFit(a, data, warnings), data.x, n, data.d, s.dd,
                (int) Math.floor(n * cell), y, weights, null, true, warnings);
        warn(a, warnings);
        return new RDouble(surface.operator(z, m));
    }

    /** R's .C refuses non-finite doubles; the message counts arguments from 1. */
    private static void finite(Args a, int... which) {
        for (int i : which) {
            for (double v : doubles(a, i)) {
                if (!Double.isFinite(v)) {
                    throw a.interp().errorHere("NA/NaN/Inf in foreign function call (arg " + (i + 1) + ")");
                }
            }
        }
    }

    private static void warn(Args a, Warnings warnings) {
        if (warnings.messages().isEmpty()) return;
        RValue call = a.interp().errorHere("").call();
        for (String message : warnings.messages()) a.interp().warning(call, message);
    }

    private static RList named(RValue[] values, String... names) {
        RList out = new RList(values);
        out.setAttr("names", RString.of(names));
        return out;
    }

    private static double[] recycled(double[] v, int n) {
        if (v.length == n || v.length == 0) return v;
        double[] out = new double[n];
        for (int i = 0; i < n; i++) out[i] = v[i % v.length];
        return out;
    }

    private static double[] doubles(Args a, int i) {
        RValue v = a.get(i);
        if (v instanceof EngineValue e) v = e.materialize();
        if (!(v instanceof RVector vec)) throw a.interp().errorHere("invalid argument type");
        return ((RDouble) Coerce.to(vec, RType.DOUBLE)).data();
    }
}
