package flashr.stats;

import flashr.base.math.MathFunctions;
import flashr.base.strings.FormatC;
import flashr.eval.Coerce;
import flashr.format.DecimalText;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;

/** Binning numbers into intervals: {@code cut} (a factor) and {@code findInterval}. */
final class StatsCut {
    private StatsCut() {}

    /** {@code cut(x, breaks, labels, include.lowest, right, dig.lab, ordered_result)} as R's cut.default. */
    static RValue cut(RValue xArg, RValue breaksArg, RValue labelsArg, boolean includeLowest, boolean right,
                      int digLab, boolean ordered) {
        if (!(xArg instanceof RVector xv) || !xv.type().isNumeric()) throw new RError("'x' must be numeric");
        double[] x = ((RDouble) Coerce.to(xv, RType.DOUBLE)).data();
        double[] breaks = breaks(x, Coerce.vector(breaksArg, "breaks"));
        int nb = breaks.length;
        for (int i = 1; i < nb; i++) {
            if (breaks[i] == breaks[i - 1]) throw new RError("'breaks' are not unique");
        }
        String[] labels = null;
        boolean codesOnly = false;
        if (labelsArg == null || labelsArg == flashr.lang.RNull.NULL) {
            labels = labels(breaks, includeLowest, right, digLab);
        } else if (labelsArg instanceof RVector lv && lv.type() == RType.LOGICAL && lv.length() == 1 && lv.getLogical(0) == 0) {
            codesOnly = true;
        } else {
            RVector lv = Coerce.vector(labelsArg, "labels");
            if (lv.length() != nb - 1) throw new RError("number of intervals and length of 'labels' differ");
            labels = ((RString) Coerce.to(lv, RType.CHARACTER)).data();
        }
        int[] codes = new int[x.length];
        for (int i = 0; i < x.length; i++) codes[i] = bin(x[i], breaks, right, includeLowest);
        RInt result = new RInt(codes);
        if (!codesOnly) {
            result.setAttr("levels", new RString(labels));
            result.setAttr("class", ordered ? RString.of("ordered", "factor") : RString.of("factor"));
        }
        return result;
    }

    /** Sorted breaks; a single number asks for that many equal intervals over the range, widened by 1/1000. */
    private static double[] breaks(double[] x, RVector spec) {
        if (spec.length() != 1) {
            double[] b = ((RDouble) Coerce.to(spec, RType.DOUBLE)).data().clone();
            Arrays.sort(b);
            return b;
        }
        double count = spec.getDouble(0);
        if (Double.isNaN(count) || count < 2) throw new RError("invalid number of intervals");
        int nb = (int) (count + 1);
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (double v : x) {
            if (!Double.isNaN(v)) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        }
        double dx = hi - lo;
        double[] b = new double[nb];
        if (dx == 0) {
            dx = lo != 0 ? Math.abs(lo) : 1;
            double from = lo - dx / 1000, to = hi + dx / 1000;
            for (int i = 0; i < nb; i++) b[i] = sequence(from, to, nb, i);
        } else {
            for (int i = 0; i < nb; i++) b[i] = sequence(lo, hi, nb, i);
            b[0] = lo - dx / 1000;
            b[nb - 1] = hi + dx / 1000;
        }
        return b;
    }

    /** Element i of {@code seq.int(from, to, length.out = n)}. */
    private static double sequence(double from, double to, int n, int i) {
        if (i == n - 1) return to;
        return from + i * ((to - from) / (n - 1));
    }

    /** Interval labels like "(0,1]", with the fewest digits (from dig.lab) that tell the breaks apart. */
    private static String[] labels(double[] breaks, boolean includeLowest, boolean right, int digLab) {
        int nb = breaks.length;
        String[] text = new String[nb];
        boolean ok = false;
        for (int dig = digLab; dig <= Math.max(12, digLab) && !ok; dig++) {
            for (int i = 0; i < nb; i++) text[i] = formatG(breaks[i] + 0, dig);
            FormatC.alignNonFinite(text, i -> !Double.isFinite(breaks[i]), 1, false);
            ok = true;
            for (int i = 1; i < nb; i++) ok &= !text[i].equals(text[i - 1]);
        }
        String[] labels = new String[nb - 1];
        for (int i = 0; i < nb - 1; i++) {
            labels[i] = ok ? (right ? "(" : "[") + text[i] + "," + text[i + 1] + (right ? "]" : ")") : "Range_" + (i + 1);
        }
        if (ok && includeLowest) {
            if (right) labels[0] = "[" + labels[0].substring(1);
            else labels[nb - 2] = labels[nb - 2].substring(0, labels[nb - 2].length() - 1) + "]";
        }
        return labels;
    }

    /** {@code formatC(x, digits, width = 1)}: C's %g. */
    private static String formatG(double x, int digits) {
        if (Double.isNaN(x)) return "NaN";
        if (Double.isInfinite(x)) return x > 0 ? "Inf" : "-Inf";
        return DecimalText.general(x, digits, false, false);
    }

    /** R's {@code .bincode}: the 1-based interval holding x, NA when none does. */
    private static int bin(double x, double[] breaks, boolean right, boolean includeLowest) {
        if (Double.isNaN(x)) return RInt.NA;
        int lo = 0, hi = breaks.length - 1;
        if (x < breaks[lo] || breaks[hi] < x || (x == breaks[right ? lo : hi] && !includeLowest)) return RInt.NA;
        while (hi - lo >= 2) {
            int mid = (hi + lo) / 2;
            if (x > breaks[mid] || (!right && x == breaks[mid])) lo = mid;
            else hi = mid;
        }
        return lo + 1;
    }

    /** {@code findInterval(x, vec)}: how many of the sorted vec are at or below each x. */
    static RValue findInterval(RValue xArg, RValue vecArg, boolean rightmostClosed, boolean allInside, boolean leftOpen) {
        double[] x = ((RDouble) Coerce.to(MathFunctions.numeric(xArg), RType.DOUBLE)).data();
        double[] vec = ((RDouble) Coerce.to(MathFunctions.numeric(vecArg), RType.DOUBLE)).data();
        for (int i = 1; i < vec.length; i++) {
            if (vec[i] < vec[i - 1]) throw new RError("'vec' must be sorted non-decreasingly and not contain NAs");
        }
        int n = vec.length;
        int[] r = new int[x.length];
        for (int i = 0; i < x.length; i++) {
            if (Double.isNaN(x[i])) {
                r[i] = RInt.NA;
                continue;
            }
            // the number of breaks below (left.open) or at or below x
            int lo = 0, hi = n;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (leftOpen ? vec[mid] < x[i] : vec[mid] <= x[i]) lo = mid + 1;
                else hi = mid;
            }
            int k = lo;
            if (rightmostClosed && n > 0) {
                if (!leftOpen && k == n && x[i] == vec[n - 1]) k = n - 1;
                if (leftOpen && k == 0 && x[i] == vec[0]) k = 1;
            }
            if (allInside) k = Math.max(1, Math.min(n - 1, k));
            r[i] = k;
        }
        return new RInt(r);
    }
}
