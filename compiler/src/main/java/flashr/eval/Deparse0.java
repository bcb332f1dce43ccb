package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Set;

/** TEMPORARY minimal deparser until flashr.parse.Deparser lands on main. */
final class Deparse0 {
    private static final Set<String> BINARY = Set.of("+", "-", "*", "/", "^", "==", "!=", "<", ">", "<=", ">=", "&", "|",
            "&&", "||", "<-", "<<-", "=", ":", "$", "@", "~");

    static String of(RValue v) {
        if (v instanceof RSymbol s) return s.name();
        if (v == RNull.NULL) return "NULL";
        if (v == RMissing.MISSING) return "";
        if (v instanceof RString s && s.length() == 1) return s.get(0) == null ? "NA" : "\"" + s.get(0) + "\"";
        if (v instanceof RVector vec && vec.length() == 1) {
            String t = vec.getString(0);
            return t == null ? "NA" : vec.type() == flashr.lang.RType.INTEGER ? t + "L" : t;
        }
        if (v instanceof RCall c) {
            String f = c.functionName();
            if (f != null && BINARY.contains(f) && c.argCount() == 2) {
                String sep = f.equals("$") || f.equals(":") || f.equals("^") ? f : " " + f + " ";
                return of(c.arg(0)) + sep + of(c.arg(1));
            }
            if ("-".equals(f) && c.argCount() == 1) return "-" + of(c.arg(0));
            if ("(".equals(f)) return "(" + of(c.arg(0)) + ")";
            if ("[".equals(f) || "[[".equals(f)) {
                String close = f.equals("[") ? "]" : "]]";
                return of(c.arg(0)) + f + args(c, 1) + close;
            }
            return of(c.function()) + "(" + args(c, 0) + ")";
        }
        return "<" + v.typeName() + ">";
    }

    private static String args(RCall c, int from) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < c.argCount(); i++) {
            if (i > from) sb.append(", ");
            if (c.argName(i) != null) sb.append(c.argName(i)).append(" = ");
            sb.append(of(c.arg(i)));
        }
        return sb.toString();
    }
}
