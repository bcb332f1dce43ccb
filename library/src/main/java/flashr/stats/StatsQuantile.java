package flashr.stats;

import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** {@code quantile(x, probs, na.rm, names, type)} with R's nine types (7 the default). */
final class StatsQuantile {
    private StatsQuantile() {}

    private static final double FUZZ = 4 * 0x1p-52;

    /** A {@code type} of more than one value: R's quantile.default fails at its {@code if (type == 7)}. */
    static final int SEVERAL_TYPES = -1;

    static RValue quantile(RValue x, RValue probsArg, boolean naRm, boolean names, int type, RCall call) {
        if (!(x instanceof RVector v) || !v.type().isNumeric()) throw new RError("non-numeric argument to binary operator");
        if (type != SEVERAL_TYPES && (type < 1 || type > 9)) throw new RError("'type' must be one of 1, 2, ..., 9", StatsFunctions.defaultMethodCall("quantile", call));
        double[] d = StatsFunctions.values(v, naRm);
        for (double e : d) {
            if (Double.isNaN(e)) {
                throw new RError("missing values and NaN's not allowed if 'na.rm' is FALSE",
                        StatsFunctions.defaultMethodCall("quantile", call));
            }
        }
        java.util.Arrays.sort(d);
        return ofSorted(SortedValues.of(d), probsArg, names, type, call);
    }

    /** quantile of data already sorted, without NA (their order statistics: the engine's sorted long vectors too). */
    static RValue ofSorted(SortedValues d, RValue probsArg, boolean names, int type, RCall call) {
        RVector pv = probsArg == null ? RDouble.of(0, 0.25, 0.5, 0.75, 1) : Coerce.vector(probsArg, "probs");
        int np = pv.length();
        double[] probs = new double[np];
        double eps = 100 * 0x1p-52;
        for (int i = 0; i < np; i++) {
            probs[i] = pv.getDouble(i);
            if (!Double.isNaN(probs[i]) && (probs[i] < -eps || probs[i] > 1 + eps)) {
                throw new RError("'probs' outside [0,1]", StatsFunctions.defaultMethodCall("quantile", call));
            }
            if (!Double.isNaN(probs[i])) probs[i] = Math.max(0, Math.min(1, probs[i]));
        }
        if (type == SEVERAL_TYPES) {
            RCall test = RCall.of("if", RCall.of("==", RSymbol.of("type"), RDouble.of(7)), RCall.of("{"));
            throw new RError("the condition has length > 1", test);
        }
        double[] q = new double[np];
        for (int i = 0; i < np; i++) {
            q[i] = Double.isNaN(probs[i]) || d.length() == 0 ? RDouble.NA : type == 7 ? type7(d, probs[i]) : other(d, probs[i], type);
        }
        RDouble result = new RDouble(q);
        if (names) {
            String[] nm = new String[np];
            for (int i = 0; i < np; i++) nm[i] = percentName(probs[i]);
            result.setAttr("names", new RString(nm));
        }
        return result;
    }

    /** Type 7: linear interpolation between the order statistics around 1 + (n - 1) p. */
    private static double type7(SortedValues d, double p) {
        long n = d.length();
        double index = 1 + Math.max(n - 1, 0) * p;
        long lo = (long) Math.floor(index), hi = (long) Math.ceil(index);
        double qs = d.at(lo - 1);
        double h = index - lo;
        return index > lo && d.at(hi - 1) != qs ? (1 - h) * qs + h * d.at(hi - 1) : qs;
    }

    /** Types 1-6, 8, 9, as R's quantile.default: order statistic j and weight h of the next. */
    private static double other(SortedValues d, double p, int type) {
        long n = d.length();
        double nppm, h;
        long j;
        if (type <= 3) {
            nppm = type == 3 ? n * p - 0.5 : n * p;
            j = (long) Math.floor(nppm + FUZZ);
            h = switch (type) {
                case 1 -> nppm > j ? 1 : 0;
                case 2 -> ((nppm > j ? 1 : 0) + 1) / 2.0;
                default -> nppm != j || Math.floorMod(j, 2) == 1 ? 1 : 0;
            };
        } else {
            double a, b;
            switch (type) {
                case 4 -> { a = 0; b = 1; }
                case 5 -> { a = 0.5; b = 0.5; }
                case 6 -> { a = 0; b = 0; }
                case 8 -> { a = 1.0 / 3; b = 1.0 / 3; }
                default -> { a = 3.0 / 8; b = 3.0 / 8; }
            }
            nppm = a + p * (n + 1 - a - b);
            j = (long) Math.floor(nppm + FUZZ);
            h = nppm - j;
            if (Math.abs(h) < FUZZ) h = 0;
        }
        // x extended with two copies of its ends, as R indexes x[j + 2] and x[j + 3]
        double lo = at(d, j), hi = at(d, j + 1);
        if (h == 1) return hi;
        if (h > 0 && h < 1 && lo != hi) return (1 - h) * lo + h * hi;
        return lo;
    }

    /** Order statistic k (1-based), clamped to the first and last. */
    private static double at(SortedValues d, long k) {
        return d.at(Math.max(0, Math.min(d.length() - 1, k - 1)));
    }

    /** Names like quantile's: {@code formatC(100 * p, format = "fg", digits = 7)} followed by "%". */
    static String percentName(double p) {
        double v = 100 * p;
        if (Double.isNaN(v)) return "";
        if (v == 0) return "0%";
        java.math.BigDecimal bd = new java.math.BigDecimal(v).round(new java.math.MathContext(7)).stripTrailingZeros();
        return bd.toPlainString() + "%";
    }
}
