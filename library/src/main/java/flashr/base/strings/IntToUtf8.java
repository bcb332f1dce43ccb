package flashr.base.strings;

import flashr.base.vectors.TypeConversion;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * {@code intToUtf8}: code points to UTF-8 strings as R's do_intToUtf8 makes them. NA, surrogates
 * (unless paired and allowed), code points past U+10FFFF and negative ones give NA (R documents
 * invalid input as NA); zeros are dropped from a joined string and give "" one by one.
 */
final class IntToUtf8 {
    private IntToUtf8() {}

    static RValue intToUtf8(Args a) {
        RValue arg = a.get(0);
        if (arg == null) throw new RError("argument \"x\" is missing, with no default");
        if (arg instanceof RVector v && v.inherits("factor")) throw new RError("argument 'x' must be an integer vector");
        RVector x = TypeConversion.as(a, arg, RType.INTEGER);
        int multiple = a.has(1) ? Coerce.logicalScalar(a.get(1)) : 0;
        if (multiple == RLogical.NA) throw new RError("argument 'multiple' must be TRUE or FALSE");
        int pairs = a.has(2) ? Coerce.logicalScalar(a.get(2)) : 0;
        if (pairs == RLogical.NA) throw new RError("argument 'allow_surrogate_pairs' must be TRUE or FALSE");
        int n = x.length();
        if (multiple != 0) {
            if (pairs != 0) a.interp().warning(a.call(), "allow_surrogate_pairs = TRUE is incompatible with multiple = TRUE and will be ignored");
            String[] out = new String[n];
            for (int i = 0; i < n; i++) {
                int c = x.getInt(i);
                out[i] = invalid(c) || isSurrogate(c) ? null : c == 0 ? "" : Character.toString(c);
            }
            return new RString(out);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int c = x.getInt(i);
            if (invalid(c) || c >= 0xDC00 && c <= 0xDFFF) return new RString(new String[] {null});
            if (c >= 0xD800 && c <= 0xDBFF) {
                int low = i + 1 < n ? x.getInt(i + 1) : RInt.NA;
                if (pairs == 0 || !(low >= 0xDC00 && low <= 0xDFFF)) return new RString(new String[] {null});
                sb.appendCodePoint(Character.toCodePoint((char) c, (char) low));
                i++;
            } else if (c != 0) {
                sb.appendCodePoint(c);
            }
        }
        return RString.of(sb.toString());
    }

    private static boolean invalid(int c) {
        return c == RInt.NA || c < 0 || c > 0x10FFFF;
    }

    private static boolean isSurrogate(int c) {
        return c >= 0xD800 && c <= 0xDFFF;
    }
}
