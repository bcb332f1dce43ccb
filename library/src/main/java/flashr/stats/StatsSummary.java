package flashr.stats;

import flashr.base.math.MathFunctions;
import flashr.base.math.SummaryFunctions;
import flashr.engine.fn.math.ExpLog;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;

/** Summaries built on quantiles and medians: summary, fivenum, IQR, mad, weighted.mean, zapsmall. */
final class StatsSummary {
    private StatsSummary() {}

    private static final RString SUMMARY_CLASS = RString.of("summaryDefault", "table");

    /**
     * {@code summary(object)} of an atomic vector: the six-number summary (and the NA count) of
     * numbers; counts for logicals and factors; length, class and mode otherwise.
     */
    static RValue summary(RValue object, Interpreter interp, RCall call) {
        if (!(object instanceof RVector v) || !v.type().isAtomic()) {
            throw new RError("summary is only implemented for atomic vectors here");
        }
        if (v.inherits("factor") && v.getAttr("levels") instanceof RString levels) return factorCounts(v, levels);
        RVector result;
        if (v.type() == RType.LOGICAL) {
            result = logicalCounts(v);
        } else if (v.type().isNumeric()) {
            result = numberSummary(v, interp, call);
        } else {
            String cls = v.classAttr() != null ? v.classAttr().get(0) : v.typeName();
            result = RString.of(String.valueOf(v.length()), cls, v.typeName());
            result.setAttr("names", RString.of("Length", "Class", "Mode"));
        }
        result.setAttr("class", SUMMARY_CLASS);
        return result;
    }

    private static RVector numberSummary(RVector v, Interpreter interp, RCall call) {
        double[] all = StatsFunctions.values(v, false);
        double[] d = StatsFunctions.values(v, true);
        int nas = all.length - d.length;
        RDouble q = (RDouble) StatsQuantile.quantile(new RDouble(d), null, false, false, 7, call);
        double mean = StatsFunctions.mean(d, v.type() == RType.DOUBLE);
        double[] values = {q.get(0), q.get(1), q.get(2), mean, q.get(3), q.get(4), nas};
        List<String> names = new ArrayList<>(List.of("Min.", "1st Qu.", "Median", "Mean", "3rd Qu.", "Max."));
        if (nas > 0) names.add("NA's");
        RDouble r = new RDouble(java.util.Arrays.copyOf(values, names.size()));
        r.setAttr("names", new RString(names.toArray(String[]::new)));
        return r;
    }

    private static RVector logicalCounts(RVector v) {
        int f = 0, t = 0, na = 0;
        for (int i = 0; i < v.length(); i++) {
            int b = v.getLogical(i);
            if (b == RInt.NA) na++;
            else if (b == 1) t++;
            else f++;
        }
        List<String> names = new ArrayList<>(List.of("Mode")), values = new ArrayList<>(List.of("logical"));
        if (f > 0) {
            names.add("FALSE");
            values.add(String.valueOf(f));
        }
        if (t > 0) {
            names.add("TRUE");
            values.add(String.valueOf(t));
        }
        if (na > 0) {
            names.add("NA's");
            values.add(String.valueOf(na));
        }
        RString r = new RString(values.toArray(String[]::new));
        r.setAttr("names", new RString(names.toArray(String[]::new)));
        return r;
    }

    private static RVector factorCounts(RVector v, RString levels) {
        int[] counts = new int[levels.length()];
        int na = 0;
        for (int i = 0; i < v.length(); i++) {
            int c = v.getInt(i);
            if (c == RInt.NA) na++;
            else counts[c - 1]++;
        }
        String[] names = levels.data();
        if (na > 0) {
            counts = java.util.Arrays.copyOf(counts, counts.length + 1);
            counts[counts.length - 1] = na;
            names = java.util.Arrays.copyOf(names, names.length + 1);
            names[names.length - 1] = "NA's";
        }
        RInt r = new RInt(counts);
        r.setAttr("names", new RString(names));
        return r;
    }

    /** {@code fivenum(x, na.rm = TRUE)}: Tukey's five numbers. */
    static RValue fivenum(RValue x, boolean naRm) {
        RVector v = MathFunctions.numeric(x);
        double[] d = StatsFunctions.values(v, naRm);
        // no values, or NA kept: five logical NAs (R's rep.int(NA, 5))
        int[] none = new int[5];
        java.util.Arrays.fill(none, flashr.lang.RLogical.NA);
        if (d.length == 0) return new flashr.lang.RLogical(none);
        for (double e : d) {
            if (Double.isNaN(e)) return new flashr.lang.RLogical(none);
        }
        double[] r = new double[5];
        java.util.Arrays.sort(d);
        int n = d.length;
        double n4 = Math.floor((n + 3) / 2.0) / 2;
        double[] at = {1, n4, (n + 1) / 2.0, n + 1 - n4, n};
        for (int i = 0; i < 5; i++) r[i] = 0.5 * (d[(int) Math.floor(at[i]) - 1] + d[(int) Math.ceil(at[i]) - 1]);
        return new RDouble(r);
    }

    /** {@code IQR(x, na.rm)}: the distance between the quartiles (type 7). */
    static RValue iqr(RValue x, boolean naRm, RCall call) {
        RDouble q = (RDouble) StatsQuantile.quantile(Coerce.to(MathFunctions.numeric(x), RType.DOUBLE),
                RDouble.of(0.25, 0.75), naRm, false, 7, call);
        return RDouble.of(q.get(1) - q.get(0));
    }

    /** {@code mad(x, center, constant, na.rm)}: the scaled median absolute deviation. */
    static RValue mad(RValue x, RValue center, double constant, boolean naRm, boolean low, boolean high) {
        RVector v = MathFunctions.numeric(x);
        double[] d = StatsFunctions.values(v, naRm);
        double c = center == null ? ((RVector) StatsFunctions.median(new RDouble(d), false)).getDouble(0)
                : Coerce.doubleScalar(center);
        double[] dev = new double[d.length];
        for (int i = 0; i < d.length; i++) dev[i] = Math.abs(d[i] - c);
        // R's lo-median (low) or hi-median (high) of an even number of deviations: one of the two middle ones
        if ((low || high) && d.length % 2 == 0) {
            if (low && high) throw new RError("'low' and 'high' cannot be both TRUE");
            int n2 = d.length / 2 + (high ? 1 : 0);
            // R takes sort(dev, partial = n2)[n2]: sort drops NA and NaN first, and past the end is NA
            double[] kept = java.util.Arrays.stream(dev).filter(e -> !Double.isNaN(e)).sorted().toArray();
            return RDouble.of(n2 <= kept.length ? constant * kept[n2 - 1] : RDouble.NA);
        }
        return RDouble.of(constant * ((RVector) StatsFunctions.median(new RDouble(dev), false)).getDouble(0));
    }

    /** {@code weighted.mean(x, w, na.rm)}: sum of x*w over the nonzero weights, divided by sum(w). */
    static RValue weightedMean(RValue x, RValue w, boolean naRm, Interpreter interp, RCall call) {
        if (w == null || w == RNull.NULL) return StatsFunctions.mean(x, naRm, interp, call);
        RVector xv = MathFunctions.numeric(x), wv = MathFunctions.numeric(w);
        if (xv.length() != wv.length()) throw new RError("'x' and 'w' must have the same length");
        SummaryFunctions.Sum num = new SummaryFunctions.Sum(), den = new SummaryFunctions.Sum();
        for (int i = 0; i < xv.length(); i++) {
            double xi = xv.getDouble(i), wi = wv.getDouble(i);
            if (naRm && Double.isNaN(xi)) continue;
            if (wi != 0) num.add(xi * wi);
            den.add(wi);
        }
        return RDouble.of(num.value() / den.value());
    }

    /** R's zapsmall: rounds to {@code digits - log10(max|x|)} places (a fraction rounds as round's digits do). */
    static RValue zapsmall(RValue x, double digits) {
        RVector v = MathFunctions.numeric(x);
        double mx = 0;
        boolean any = false;
        for (int i = 0; i < v.length(); i++) {
            double d = v.getDouble(i);
            if (!Double.isNaN(d)) {
                any = true;
                mx = Math.max(mx, Math.abs(d));
            }
        }
        if (!any) return v;
        double places = mx > 0 ? Math.max(0, digits - ExpLog.log10(mx)) : digits;
        int dig = (int) Math.floor(places + 0.5);
        double[] r = new double[v.length()];
        for (int i = 0; i < r.length; i++) r[i] = MathFunctions.round(v.getDouble(i), dig);
        RDouble result = new RDouble(r);
        if (v.hasAttributes()) result.setAttributes(v.attributes());
        return result;
    }
}
