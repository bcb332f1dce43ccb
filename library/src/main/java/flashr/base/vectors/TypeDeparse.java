package flashr.base.vectors;

import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** The short deparse of data values that {@code as.character} gives list elements: {@code 1:2}, {@code c(1.5, 2)}, {@code list(1)}. */
final class TypeDeparse {
    private TypeDeparse() {}

    static String deparse(RValue v) {
        if (v == RNull.NULL) return "NULL";
        if (v instanceof RSymbol s) return s.name();
        if (v == flashr.lang.RMissing.MISSING) return "";   // the empty symbol's name
        if (v instanceof flashr.lang.RCall) return flashr.parse.Deparser.deparse(v);
        if (!(v instanceof RVector vec)) return "<" + v.typeName() + ">";
        int n = vec.length();
        if (n == 0) {
            return switch (vec.type()) {
                case LOGICAL -> "logical(0)";
                case INTEGER -> "integer(0)";
                case DOUBLE -> "numeric(0)";
                case CHARACTER -> "character(0)";
                default -> "list()";
            };
        }
        RString names = vec.names();
        if (vec.type() == RType.INTEGER && n > 1 && names == null && isRange(vec)) {
            return vec.getInt(0) + ":" + vec.getInt(n - 1);
        }
        StringBuilder b = new StringBuilder();
        boolean wrap = n > 1 || names != null || vec.type() == RType.LIST;
        if (wrap) b.append(vec.type() == RType.LIST ? "list(" : "c(");
        for (int i = 0; i < n; i++) {
            if (i > 0) b.append(", ");
            if (names != null && names.get(i) != null && !names.get(i).isEmpty()) b.append(names.get(i)).append(" = ");
            b.append(element(vec, i));
        }
        if (wrap) b.append(')');
        return b.toString();
    }

    private static boolean isRange(RVector v) {
        for (int i = 0; i < v.length(); i++) {
            if (v.isNA(i) || v.getInt(i) != v.getInt(0) + i) return false;
        }
        return true;
    }

    private static String element(RVector v, int i) {
        if (v instanceof RList l) return deparse(l.get(i));
        if (v.isNA(i) && v.type() != RType.DOUBLE) {
            return switch (v.type()) {
                case INTEGER -> "NA_integer_";
                case CHARACTER -> "NA_character_";
                default -> "NA";
            };
        }
        return switch (v.type()) {
            case INTEGER -> v.getInt(i) + "L";
            case CHARACTER -> quote(v.getString(i));
            default -> v.getString(i);
        };
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                default -> b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
