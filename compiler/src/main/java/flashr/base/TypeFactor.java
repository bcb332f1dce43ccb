package flashr.base;

import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * {@code factor(x, levels, labels, exclude, ordered)}: integer codes into a set of levels.
 * Default levels are the sorted distinct values (numbers sorted as numbers), NA excluded.
 */
final class TypeFactor {
    private TypeFactor() {}

    static RValue factor(RValue xArg, RValue levelsArg, RValue labelsArg, boolean ordered) {
        RVector x = xArg == null || xArg == RNull.NULL ? new RString(new String[0]) : Coerce.vector(xArg, "x");
        if (x.inherits("factor")) x = TypeConversion.factorLabels(x);
        RString levels = levelsArg == null ? sortedDistinct(x) : (RString) Coerce.to(Coerce.vector(levelsArg, "levels"), RType.CHARACTER);
        Map<String, Integer> code = new HashMap<>();
        for (int i = levels.length() - 1; i >= 0; i--) {
            if (levels.get(i) != null) code.put(levels.get(i), i + 1);
        }
        RVector text = Coerce.to(x, RType.CHARACTER);
        int[] codes = new int[x.length()];
        for (int i = 0; i < codes.length; i++) {
            Integer c = text.getString(i) == null ? null : code.get(text.getString(i));
            codes[i] = c == null ? RInt.NA : c;
        }
        RInt f = new RInt(codes);
        if (x.names() != null) f.setAttr("names", x.names());
        f.setAttr("levels", labelsArg == null ? levels : labels(labelsArg, levels.length()));
        f.setAttr("class", ordered ? RString.of("ordered", "factor") : RString.of("factor"));
        return f;
    }

    private static RString labels(RValue labelsArg, int n) {
        RVector l = Coerce.to(Coerce.vector(labelsArg, "labels"), RType.CHARACTER);
        if (l.length() == n) return (RString) l;
        if (l.length() == 1) {
            String[] s = new String[n];
            for (int i = 0; i < n; i++) s[i] = l.getString(0) + (i + 1);
            return new RString(s);
        }
        throw new RError("invalid 'labels'; length " + l.length() + " should be 1 or " + n);
    }

    /** The distinct non-NA values in order (numbers and logicals by value, strings by code point), as text. */
    private static RString sortedDistinct(RVector x) {
        int n = x.length();
        if (x.type().isNumeric()) {
            double[] d = new double[n];
            int m = 0;
            for (int i = 0; i < n; i++) {
                if (!x.isNA(i)) d[m++] = x.getDouble(i);
            }
            double[] u = Arrays.stream(Arrays.copyOf(d, m)).sorted().distinct().toArray();
            RVector values = x.type() == RType.DOUBLE ? new RDouble(u) : Coerce.to(new RDouble(u), x.type());
            return (RString) Coerce.to(values, RType.CHARACTER);
        }
        return new RString(Arrays.stream(((RString) Coerce.to(x, RType.CHARACTER)).data())
                .filter(s -> s != null).distinct().sorted().toArray(String[]::new));
    }
}
