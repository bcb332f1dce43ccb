package flashr.graphics.engine;

import flashr.base.Registry;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.exec.GroupResult;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.ScalarFn;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.fm.FmArgs;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The builtins that hist, boxplot, density and plot call on engine data
 * ({@code flashr/R/graphics/engine-plots.R}): each is one engine pass (or a groupby on values,
 * also one pass) whose result is small: counts per bin, extremes, a bounded set of values.
 */
public final class EnginePlotData {
    private EnginePlotData() {}

    public static void register(Registry r) {
        r.builtin(".gr_engine", "x", a -> RLogical.of(EngineColumns.isEngineData(a.get(0))));
        r.builtin(".gr_scan", "x", EnginePlotData::scan);
        // the data as a plain engine vector (all elements of a matrix), so that var and sd run in the engine
        r.builtin(".gr_plain", "x", a -> {
            EngineColumns d = data(a);
            Matrix m = d.columns().size() == 1 ? d.columns().get(0) : d.engine().rbind(d.columns().toArray(new Matrix[0]));
            return FmMatrix.plain(m, false);
        });
        r.builtin(".gr_bincount", "x, breaks, right, include.border", EnginePlotData::binCount);
        r.builtin(".gr_bins", "x, lo, hi, k", EnginePlotData::bins);
        r.builtin(".gr_values", "x, lo, hi", EnginePlotData::values);
        r.builtin(".gr_split", "x, lo, hi, nonfinite", EnginePlotData::split);
        r.builtin(".gr_outliers", "x, lo, hi, nonfinite, bound, total", EnginePlotData::outliers);
        r.builtin(".gr_rows", "x, i", EnginePlotData::rows);
        r.builtin(".gr_bindist", "x, w, lo, up, n", EnginePlotData::binDist);
        for (String f : new String[] {".gr_engine", ".gr_plain", ".gr_scan", ".gr_bincount", ".gr_bins", ".gr_values", ".gr_split",
                ".gr_outliers", ".gr_rows", ".gr_bindist"}) {
            r.takesEngineValues(f);
        }
    }

    /** Argument i (a parameter, not the data) as an R value: small results may be engine values too. */
    private static RValue arg(Args a, int i) {
        RValue v = a.get(i);
        return v instanceof FmMatrix fm ? fm.materialize() : v;
    }

    private static EngineColumns data(Args a) {
        return EngineColumns.of(FmArgs.engine(a), a.get(0));
    }

    /** Integer labels from a function of the elements (NaN gives NA: no group). */
    private static Matrix labels(Engine e, Matrix x, ScalarFn f) {
        return e.sapply(e.sapply(x, f), UnaryOp.AS_INTEGER);
    }

    private static Matrix ones(Engine e, Matrix x) {
        return e.constant(x.nrow(), 1, 1, ElementType.INTEGER);
    }

    /** Sums the k-vectors of every column (counts or weights), or folds their minima or maxima. */
    private static double[] combine(List<Matrix> parts, int k, AggOp op) {
        double[] out = new double[k];
        if (op == AggOp.MIN) Arrays.fill(out, Double.POSITIVE_INFINITY);
        if (op == AggOp.MAX) Arrays.fill(out, Double.NEGATIVE_INFINITY);
        for (Matrix m : parts) {
            double[] v = m.toDoubleArray();
            for (int j = 0; j < k; j++) {
                out[j] = switch (op) {
                    case MIN -> Math.min(out[j], v[j]);
                    case MAX -> Math.max(out[j], v[j]);
                    default -> out[j] + v[j];
                };
            }
        }
        return out;
    }

    /**
     * c(n, NAs, finite, -Inf, Inf, least finite, greatest finite): one pass. The extremes are
     * Inf and -Inf when no value is finite.
     */
    private static RValue scan(Args a) {
        EngineColumns d = data(a);
        Engine e = d.engine();
        List<Matrix> counts = new ArrayList<>(), mins = new ArrayList<>(), maxs = new ArrayList<>();
        for (Matrix x : d.columns()) {
            Matrix g = labels(e, x, BinRules.kind());
            counts.add(e.groupbyRow(ones(e, x), g, 3, AggOp.COUNT));
            mins.add(e.groupbyRow(x, g, 3, AggOp.MIN));
            maxs.add(e.groupbyRow(x, g, 3, AggOp.MAX));
        }
        materialize(e, counts, mins, maxs);
        double[] c = combine(counts, 3, AggOp.SUM);
        double[] lo = combine(mins, 3, AggOp.MIN), hi = combine(maxs, 3, AggOp.MAX);
        double known = c[0] + c[1] + c[2];
        boolean anyFinite = c[0] > 0;
        return new RDouble(new double[] {d.length(), d.length() - known, c[0], c[1], c[2],
            anyFinite ? lo[0] : Double.POSITIVE_INFINITY, anyFinite ? hi[0] : Double.NEGATIVE_INFINITY});
    }

    private static double[] doubles(RValue v, String what) {
        RVector vec = Coerce.vector(v, what);
        double[] d = new double[vec.length()];
        for (int i = 0; i < d.length; i++) d[i] = vec.getDouble(i);
        return d;
    }

    private static RList named(String[] names, RValue... values) {
        RList l = RList.of(values);
        l.setAttr("names", flashr.lang.RString.of(names));
        return l;
    }

    @SafeVarargs
    private static void materialize(Engine e, List<Matrix>... lists) {
        List<Matrix> all = new ArrayList<>();
        for (List<Matrix> l : lists) all.addAll(l);
        e.materialize(all.toArray(new Matrix[0]));
    }

    /** hist's counts: R's BinCount of the values on the (fuzzy) breaks, one pass. */
    private static RValue binCount(Args a) {
        EngineColumns d = data(a);
        Engine e = d.engine();
        double[] b = doubles(arg(a, 1), "breaks");
        if (b.length < 2) throw new RError("invalid 'breaks'");
        boolean right = Coerce.flag(arg(a, 2), "right"), border = Coerce.flag(arg(a, 3), "include.border");
        int k = b.length - 1;
        List<Matrix> counts = new ArrayList<>();
        for (Matrix x : d.columns()) counts.add(e.groupbyRow(ones(e, x), labels(e, x, BinRules.histogram(b, right, border)), k, AggOp.COUNT));
        materialize(e, counts);
        double[] c = combine(counts, k, AggOp.SUM);
        int[] out = new int[k];
        for (int j = 0; j < k; j++) out[j] = (int) c[j];
        return new RInt(out);
    }

    /**
     * For each interval [lo[i], hi[i]], k equal bins: list(counts, min, max) per interval (the
     * least and greatest value in each bin; Inf and -Inf in an empty one). One pass for all.
     */
    private static RValue bins(Args a) {
        EngineColumns d = data(a);
        Engine e = d.engine();
        double[] lo = doubles(arg(a, 1), "lo"), hi = doubles(arg(a, 2), "hi");
        int k = Coerce.intScalar(arg(a, 3));
        List<List<Matrix>> counts = new ArrayList<>(), mins = new ArrayList<>(), maxs = new ArrayList<>();
        List<Matrix> all = new ArrayList<>();
        for (int i = 0; i < lo.length; i++) {
            List<Matrix> c = new ArrayList<>(), mn = new ArrayList<>(), mx = new ArrayList<>();
            for (Matrix x : d.columns()) {
                Matrix g = labels(e, x, BinRules.interval(lo[i], hi[i], k));
                c.add(e.groupbyRow(ones(e, x), g, k, AggOp.COUNT));
                mn.add(e.groupbyRow(x, g, k, AggOp.MIN));
                mx.add(e.groupbyRow(x, g, k, AggOp.MAX));
            }
            counts.add(c);
            mins.add(mn);
            maxs.add(mx);
            all.addAll(c);
            all.addAll(mn);
            all.addAll(mx);
        }
        e.materialize(all.toArray(new Matrix[0]));
        RValue[] out = new RValue[lo.length];
        for (int i = 0; i < lo.length; i++) {
            out[i] = named(new String[] {"counts", "min", "max"}, new RDouble(combine(counts.get(i), k, AggOp.SUM)),
                    new RDouble(combine(mins.get(i), k, AggOp.MIN)), new RDouble(combine(maxs.get(i), k, AggOp.MAX)));
        }
        return RList.of(out);
    }

    /** list(values, counts): the distinct values in the union of the intervals [lo, hi], sorted, with their counts. */
    private static RValue values(Args a) {
        EngineColumns d = data(a);
        Engine e = d.engine();
        double[] lo = doubles(arg(a, 1), "lo"), hi = doubles(arg(a, 2), "hi");
        java.util.TreeMap<Double, Double> acc = new java.util.TreeMap<>();
        for (Matrix x : d.columns()) {
            GroupResult g = e.groupby(e.sapply(x, BinRules.within(lo, hi)), AggOp.COUNT);
            for (int j = 0; j < g.size(); j++) {
                double key = g.keysD() != null ? g.keysD()[j] : g.keysI()[j];
                if (Double.isNaN(key)) continue;
                double n = g.valuesD() != null ? g.valuesD()[j] : g.valuesI()[j];
                acc.merge(key == 0 ? 0.0 : key, n, Double::sum);
            }
        }
        double[] keys = new double[acc.size()], n = new double[acc.size()];
        int j = 0;
        for (var en : acc.entrySet()) {
            keys[j] = en.getKey();
            n[j++] = en.getValue();
        }
        return named(new String[] {"values", "counts"}, new RDouble(keys), new RDouble(n));
    }

    /** c(inside, outliers, least inside, greatest inside) for boxplot.stats' rule: one pass. */
    private static RValue split(Args a) {
        EngineColumns d = data(a);
        Engine e = d.engine();
        ScalarFn f = BinRules.outlier(Coerce.doubleScalar(arg(a, 1)), Coerce.doubleScalar(arg(a, 2)), Coerce.flag(arg(a, 3), "nonfinite"));
        List<Matrix> counts = new ArrayList<>(), mins = new ArrayList<>(), maxs = new ArrayList<>();
        for (Matrix x : d.columns()) {
            Matrix g = labels(e, x, f);
            counts.add(e.groupbyRow(ones(e, x), g, 2, AggOp.COUNT));
            mins.add(e.groupbyRow(x, g, 2, AggOp.MIN));
            maxs.add(e.groupbyRow(x, g, 2, AggOp.MAX));
        }
        materialize(e, counts, mins, maxs);
        double[] c = combine(counts, 2, AggOp.SUM);
        return new RDouble(new double[] {c[0], c[1], combine(mins, 2, AggOp.MIN)[0], combine(maxs, 2, AggOp.MAX)[0]});
    }

    /**
     * The outliers' values in the data's order, the first {@code bound} of them: their positions
     * by a groupby of the positions where the rule holds (one pass), then those rows (a second).
     * When there are more than {@code bound} of the {@code total}, only positions below a limit that
     * should hold about twice the bound are grouped (raised fourfold while too few are found), so the
     * groupby's table stays the size of the bound and not of all outliers.
     */
    private static RValue outliers(Args a) {
        EngineColumns d = data(a);
        Engine e = d.engine();
        ScalarFn f = BinRules.outlier(Coerce.doubleScalar(arg(a, 1)), Coerce.doubleScalar(arg(a, 2)), Coerce.flag(arg(a, 3), "nonfinite"));
        long bound = (long) Coerce.doubleScalar(arg(a, 4));
        double total = a.has(5) ? Coerce.doubleScalar(arg(a, 5)) : Double.NaN;
        List<Double> out = new ArrayList<>();
        for (Matrix x : d.columns()) {
            if (out.size() >= bound) break;
            long n = x.nrow(), need = bound - out.size();
            long limit = total > bound ? Math.min(n, Math.max(1, (long) Math.ceil(2.0 * bound / total * n))) : n;
            GroupResult g;
            while (true) {
                Matrix isOut = e.mapply(e.sapply(x, f), 2.0, BinaryOp.EQ);
                Matrix pos = e.seq(0, 1, n, ElementType.DOUBLE);
                if (limit < n) isOut = e.mapply(isOut, e.mapply(pos, (double) limit, BinaryOp.LT), BinaryOp.AND);
                g = e.groupby(e.ifelse(isOut, pos, e.scalar(Double.NaN), ElementType.DOUBLE), AggOp.COUNT);
                if (limit >= n || found(g) >= need) break;
                limit = Math.min(n, limit * 4);
            }
            int m = (int) Math.min(found(g), need);
            long[] rows = new long[m];
            for (int j = 0, i = 0; i < m; j++) if (!Double.isNaN(g.keysD()[j])) rows[i++] = (long) g.keysD()[j];
            if (m == 0) continue;
            Matrix sel = e.selectRows(x, rows);
            e.materialize(sel);
            for (double v : sel.toDoubleArray()) out.add(v);
        }
        double[] r = new double[out.size()];
        for (int i = 0; i < r.length; i++) r[i] = out.get(i);
        return new RDouble(r);
    }

    /** How many positions a groupby of positions (NaN elsewhere) found. */
    private static long found(GroupResult g) {
        long m = 0;
        for (int j = 0; j < g.size(); j++) if (!Double.isNaN(g.keysD()[j])) m++;
        return m;
    }

    /** x[i] for 1-based positions i (a bounded sample), gathered in one pass. */
    private static RValue rows(Args a) {
        EngineColumns d = data(a);
        Engine e = d.engine();
        RVector iv = Coerce.vector(arg(a, 1), "i");
        double[] res = new double[iv.length()];
        if (d.columns().isEmpty() || iv.length() == 0) return new RDouble(res);
        long nrow = d.columns().get(0).nrow();
        // positions per column, in the order asked
        List<Matrix> parts = new ArrayList<>();
        List<int[]> where = new ArrayList<>();
        for (int c = 0; c < d.columns().size(); c++) {
            List<Integer> idx = new ArrayList<>();
            for (int i = 0; i < iv.length(); i++) {
                long p = (long) iv.getDouble(i) - 1;
                if (p < 0 || p >= d.length()) throw new RError("subscript out of bounds");
                if (p / nrow == c) idx.add(i);
            }
            if (idx.isEmpty()) continue;
            long[] rows = new long[idx.size()];
            int[] at = new int[idx.size()];
            for (int k = 0; k < rows.length; k++) {
                at[k] = idx.get(k);
                rows[k] = (long) iv.getDouble(at[k]) - 1 - c * nrow;
            }
            parts.add(e.selectRows(d.columns().get(c), rows));
            where.add(at);
        }
        e.materialize(parts.toArray(new Matrix[0]));
        for (int p = 0; p < parts.size(); p++) {
            double[] v = parts.get(p).toDoubleArray();
            int[] at = where.get(p);
            for (int k = 0; k < at.length; k++) res[at[k]] = v[k];
        }
        return new RDouble(res);
    }

    /** density's binning (R's BinDist) of the finite values, each of weight w, onto 2n cells: one pass. */
    private static RValue binDist(Args a) {
        EngineColumns d = data(a);
        Engine e = d.engine();
        double w = Coerce.doubleScalar(arg(a, 1)), lo = Coerce.doubleScalar(arg(a, 2)), up = Coerce.doubleScalar(arg(a, 3));
        int n = Coerce.intScalar(arg(a, 4));
        if (n <= 1) throw new RError("invalid 'n' argument");
        List<Matrix> parts = new ArrayList<>();
        for (Matrix x : d.columns()) {
            for (boolean upper : new boolean[] {false, true}) {
                Matrix g = labels(e, x, BinRules.densityCell(lo, up, n, upper));
                parts.add(e.groupbyRow(e.sapply(x, BinRules.densityShare(lo, up, n, w, upper)), g, 2 * n, AggOp.SUM));
            }
        }
        e.materialize(parts.toArray(new Matrix[0]));
        return new RDouble(combine(parts, 2 * n, AggOp.SUM));
    }
}
