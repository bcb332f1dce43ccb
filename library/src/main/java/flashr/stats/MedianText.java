package flashr.stats;

import flashr.base.vectors.SortOrder;
import flashr.eval.Args;
import flashr.lang.RDouble;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.parse.RParser;

/**
 * R's median.default on strings: it sorts them (in the locale's order) and takes the middle one;
 * an even count takes mean() of the two middle strings, which warns and gives NA.
 */
final class MedianText {
    private MedianText() {}

    /** The call median.default's mean of the two middle values warns in. */
    private static final String MEAN_CALL = "mean.default(sort(x, partial = half + 0L:1L)[half + 0L:1L])";

    static RValue median(Args a, RVector x, boolean naRm) {
        int nas = 0;
        for (int i = 0; i < x.length(); i++) if (x.isNA(i)) nas++;
        int n = x.length() - (naRm ? nas : 0);
        if (nas > 0 && !naRm || n == 0) return new RString(new String[] {null});
        RString plain = new RString(((RString) x).data().clone());
        RVector sorted = (RVector) SortOrder.sort(plain, false, null);
        int half = (n + 1) / 2;
        if (n % 2 == 1) return RString.of(sorted.getString(half - 1));
        a.interp().warning(RParser.parse(MEAN_CALL, "<median>").get(0), "argument is not numeric or logical: returning NA");
        return RDouble.of(RDouble.NA);
    }
}
