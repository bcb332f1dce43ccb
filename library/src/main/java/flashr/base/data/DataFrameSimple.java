package flashr.base.data;

import flashr.eval.Args;
import flashr.format.SyntacticNames;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.HashSet;

/**
 * {@code .df_simple(..., row.names, stringsAsFactors)}: {@code data.frame(...)} in its commonest
 * form, in Java, or NULL when the call is not that form and the R function (base/data-frame.R)
 * does the work. The form: every argument named with a syntactic name (so make.names leaves the
 * names as they are), distinct, each a plain vector (no attributes, so no names to become row
 * names, no matrix, no data frame; a factor only with levels and class), all of one length; no row.names; stringsAsFactors
 * FALSE. The result is what the R function makes of it: the vectors as the columns, attributes
 * names, class and row.names (automatic) in .df_new's order. Why: a data frame made per row in a
 * loop ran the R function's few dozen interpreted calls each time, most of a fresh process's time
 * (issue 27, docs/BENCHMARKS.md, "Plain R as whole processes").
 */
final class DataFrameSimple {
    private DataFrameSimple() {}

    static RValue make(Args a) {
        RValue[] dots = a.dots();
        String[] tags = a.dotNames();
        RValue rowNames = a.get(1);
        if (rowNames != null && rowNames != RNull.NULL) return RNull.NULL;
        if (!isFalse(a.get(2)) || dots.length == 0 || tags == null) return RNull.NULL;
        HashSet<String> seen = new HashSet<>();
        int n = -1;
        for (int i = 0; i < dots.length; i++) {
            if (!(dots[i] instanceof RVector v) || v instanceof RList || (v.hasAttributes() && !plainFactor(v))) return RNull.NULL;
            if (n >= 0 && v.length() != n) return RNull.NULL;
            n = v.length();
            if (tags[i] == null || !plainName(tags[i]) || !seen.add(tags[i])) return RNull.NULL;
        }
        RList out = new RList(dots.clone());
        out.setAttr("names", new RString(tags.clone()));
        out.setAttr("class", RString.of("data.frame"));
        out.setAttr("row.names", n > 0 ? RInt.of(RInt.NA, -n) : new RInt(new int[0]));
        return out;
    }

    /**
     * A factor with only its levels and class ("factor", or "ordered" then "factor"): the column is
     * the factor as it is, as as.data.frame.factor leaves it (a first lm's data frame has one).
     */
    private static boolean plainFactor(RVector v) {
        if (!(v instanceof RInt) || v.attributes().size() != 2 || !(v.getAttr("levels") instanceof RString)) return false;
        if (!(v.getAttr("class") instanceof RString c) || c.hasAttributes()) return false;
        return c.length() == 1 ? "factor".equals(c.get(0))
                : c.length() == 2 && "ordered".equals(c.get(0)) && "factor".equals(c.get(1));
    }

    private static boolean isFalse(RValue v) {
        return v instanceof RLogical l && l.length() == 1 && !l.hasAttributes() && l.getLogical(0) == 0;
    }

    /** A name make.names keeps as it is: an ASCII letter, then ASCII letters, digits, dots and underscores. */
    private static boolean plainName(String s) {
        if (s.isEmpty() || !asciiLetter(s.charAt(0))) return false;
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(asciiLetter(c) || (c >= '0' && c <= '9') || c == '.' || c == '_')) return false;
        }
        return !SyntacticNames.isReserved(s);
    }

    private static boolean asciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
}
