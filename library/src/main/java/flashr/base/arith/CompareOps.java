package flashr.base.arith;

import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * R's comparison operators {@code == != < > <= >=}. Strings are ordered by the collation
 * GNU R uses in the goldens' locale ({@link CompareCollation}); a string against a number
 * compares the number's {@code as.character} text.
 */
public final class CompareOps {
    private CompareOps() {}

    /** The comparison operators, in the order the evaluator's fast paths also use. */
    public static final int EQ = 0, NE = 1, LT = 2, GT = 3, LE = 4, GE = 5;
    private static final String[] SYMBOLS = {"==", "!=", "<", ">", "<=", ">="};

    /** The operator code of {@code op}, or -1 when it is not a comparison. */
    static int code(String op) {
        for (int i = 0; i < SYMBOLS.length; i++) {
            if (SYMBOLS[i].equals(op)) return i;
        }
        return -1;
    }

    /** {@code x op y} for op one of {@code == != < > <= >=}. */
    public static RValue binary(String op, RValue x, RValue y, Interpreter interp, RValue call) {
        return binary(code(op), x, y, interp, call);
    }

    static RValue binary(int op, RValue x, RValue y, Interpreter interp, RValue call) {
        // as R's relop: a name compares as its text, a call as the first line of its deparse
        x = languageAsText(x);
        y = languageAsText(y);
        if (ArithFactors.isFactor(x) || ArithFactors.isFactor(y)) return ArithFactors.ops(SYMBOLS[op], x, y, interp, call);
        if (ComplexArith.applies(x, y)) return ComplexArith.compare(op, x, y, interp, call);
        if (x instanceof flashr.lang.RRaw || y instanceof flashr.lang.RRaw) return RawLogic.compare(op, x, y, interp, call);
        // as R's relop: an operand that is no vector at all is reported before a list
        if (!(x instanceof RVector) && x != RNull.NULL || !(y instanceof RVector) && y != RNull.NULL) {
            throw new RError("comparison (" + SYMBOLS[op] + ") is possible only for atomic and list types");
        }
        // as R's relop: a list against an atomic vector is coerced to the vector's type (list("a") == "a")
        if (isList(x) && y instanceof RVector v && v.type().isAtomic()) x = Coerce.to((RVector) x, listTarget(v.type()));
        if (isList(y) && x instanceof RVector v && v.type().isAtomic()) y = Coerce.to((RVector) y, listTarget(v.type()));
        RVector vx = operand(x, op), vy = operand(y, op);
        RType tx = vx.type(), ty = vy.type();
        int nx = vx.length(), ny = vy.length();
        if (nx == 1 && ny == 1 && !vx.hasAttributes() && !vy.hasAttributes()) {
            if (tx == RType.DOUBLE && ty == RType.DOUBLE) {
                return new RLogical(new int[] {compare(op, ((RDouble) vx).get(0), ((RDouble) vy).get(0))});
            }
            if (tx != RType.CHARACTER && ty != RType.CHARACTER) {
                return new RLogical(new int[] {tx == RType.DOUBLE || ty == RType.DOUBLE
                        ? compare(op, vx.getDouble(0), vy.getDouble(0)) : compare(op, vx.getInt(0), vy.getInt(0))});
            }
        }
        Recycling.checkConformable(vx, vy);
        Recycling.checkMultiple(nx, ny, interp, call);
        Recycling.checkArrayLength(vx, vy);
        int n = Recycling.length(nx, ny);
        int[] r = new int[n];
        if (tx == RType.CHARACTER || ty == RType.CHARACTER) {
            CompareLoops.strings(op, strings(vx), strings(vy), r);
        } else if (tx == RType.DOUBLE || ty == RType.DOUBLE) {
            CompareLoops.doubles(op, doubles(vx), doubles(vy), r);
        } else {
            CompareLoops.ints(op, ints(vx), ints(vy), r);
        }
        RLogical result = new RLogical(r);
        Recycling.copyAttributes(result, vx, vy, false);
        return result;
    }

    private static boolean isList(RValue v) {
        return v instanceof RVector vec && vec.type() == RType.LIST;
    }

    private static RType listTarget(RType other) {
        return other == RType.RAW || other == RType.COMPLEX ? RType.LIST : other;
    }

    private static RValue languageAsText(RValue v) {
        if (v instanceof flashr.lang.RSymbol sym) return RString.of(sym.name());
        if (v instanceof flashr.lang.RCall c) return RString.of(flashr.parse.Deparser.firstLine(c));
        return v;
    }

    private static RVector operand(RValue v, int op) {
        if (v == RNull.NULL) return new RLogical(new int[0]);
        if (v instanceof RVector vec && vec.type().isAtomic()) return vec;
        if (v instanceof RVector vec && vec.type() == RType.LIST) {
            throw new RError("comparison of these types is not implemented");
        }
        throw new RError("comparison (" + SYMBOLS[op] + ") is possible only for atomic and list types");
    }

    private static String[] strings(RVector v) {
        return ((RString) Coerce.to(v, RType.CHARACTER)).data();
    }

    /** The operand's doubles, read only: a double vector's own (its attributes are the result's business). */
    private static double[] doubles(RVector v) {
        return v instanceof RDouble d ? d.data() : ((RDouble) Coerce.to(v, RType.DOUBLE)).data();
    }

    private static int[] ints(RVector v) {
        return v instanceof RInt i ? i.data() : ((RLogical) v).data();
    }

    /** R's comparison of two doubles: TRUE 1, FALSE 0, NA when either is NA or NaN. {@code op} is EQ..GE. */
    public static int compare(int op, double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) return RLogical.NA;
        return truth(switch (op) {
            case EQ -> a == b;
            case NE -> a != b;
            case LT -> a < b;
            case GT -> a > b;
            case LE -> a <= b;
            default -> a >= b;
        });
    }

    /** R's comparison of two integers (exact as doubles), NA when either is NA. */
    public static int compare(int op, int a, int b) {
        return a == RInt.NA || b == RInt.NA ? RLogical.NA : compare(op, (double) a, (double) b);
    }

    static int compare(int op, String a, String b) {
        if (a == null || b == null) return RLogical.NA;
        if (op == EQ) return truth(a.equals(b));
        if (op == NE) return truth(!a.equals(b));
        int c = collate(a, b);
        return truth(switch (op) {
            case LT -> c < 0;
            case GT -> c > 0;
            case LE -> c <= 0;
            default -> c >= 0;
        });
    }

    /** Whether LC_COLLATE is "C" (Sys.setlocale): strings then sort by code point, as strcmp. */
    private static volatile boolean codePointOrder;

    /** Sorts strings by code point (LC_COLLATE "C" or "POSIX") or by the locale's rules. */
    public static void useCodePointOrder(boolean on) {
        codePointOrder = on;
    }

    /** The collation order of two strings (see {@link CompareCollation}). */
    public static int collate(String a, String b) {
        if (codePointOrder) return a.compareTo(b);
        return CompareCollation.compare(a, b);
    }

    private static int truth(boolean b) {
        return b ? 1 : 0;
    }
}
