package flashr.bind;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.lang.RBuiltin;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;

/**
 * FlashR's operators: the objects {@code fm.bo.*} (binary), {@code fm.buo.*} (unary) and
 * {@code fm.agg.op} (from {@code fm.create.agg.op}), and the names users pass instead ("+",
 * "euclidean", "which.min", ...), or a base builtin such as {@code sqrt} itself, resolved to the
 * engine's predefined functions. An operator object is its name as a string with class
 * "fm.bo" / "fm.buo"; an aggregation operator is a list(agg, combine, name) of class "fm.agg.op".
 */
public final class FmOps {
    /** Names of fm.bo.NAME and what each stands for. */
    public static final String[][] BINARY_OBJECTS = {
        {"add", "+"}, {"sub", "-"}, {"mul", "*"}, {"div", "/"}, {"mod", "%%"}, {"idiv", "%/%"}, {"min", "pmin"},
        {"max", "pmax"}, {"pow", "^"}, {"eq", "=="}, {"neq", "!="}, {"gt", ">"}, {"ge", ">="}, {"lt", "<"},
        {"le", "<="}, {"or", "|"}, {"and", "&"}, {"count", "count"}, {"which.max", "which.max"},
        {"which.min", "which.min"}, {"euclidean", "euclidean"}};
    /** Names of fm.buo.NAME and what each stands for. */
    public static final String[][] UNARY_OBJECTS = {
        {"neg", "-"}, {"sqrt", "sqrt"}, {"abs", "abs"}, {"not", "!"}, {"ceil", "ceiling"}, {"floor", "floor"},
        {"log", "log"}, {"log2", "log2"}, {"log10", "log10"}, {"exp", "exp"}, {"round", "round"},
        {"as.int", "as.integer"}, {"as.numeric", "as.double"}, {"as.logical", "as.logical"}};

    private FmOps() {}

    /** The operator object fm.bo.NAME / fm.buo.NAME standing for {@code symbol}. */
    public static RString object(String symbol, boolean unary) {
        RString s = RString.of(symbol);
        s.setAttr("class", RString.of(unary ? "fm.buo" : "fm.bo"));
        return s;
    }

    /** An aggregation operator as {@code fm.create.agg.op} makes it. */
    public static RList aggObject(RValue agg, RValue combine, String name) {
        RList l = RList.of(agg, combine, RString.of(name));
        l.setAttr("names", RString.of("agg", "combine", "name"));
        l.setAttr("class", RString.of("fm.agg.op"));
        return l;
    }

    public static BinaryOp binary(RValue f, String what) {
        String n = name(f, what);
        try {
            return BinaryOp.fromSymbol(n);
        } catch (IllegalArgumentException e) {
            throw new RError("'" + what + "' is not a binary FlashR operator: \"" + n + "\"");
        }
    }

    public static UnaryOp unary(RValue f, String what) {
        String n = name(f, what);
        try {
            return UnaryOp.fromName(switch (n) {
                case "neg" -> "-";
                case "not" -> "!";
                case "ceil" -> "ceiling";
                case "as.int" -> "as.integer";
                case "as.numeric" -> "as.double";
                default -> n;
            });
        } catch (IllegalArgumentException e) {
            throw new RError("'" + what + "' is not a unary FlashR operator: \"" + n + "\"");
        }
    }

    /** An aggregation: count, which.min/max, uniq, sum..., or a binary operator folded (+ is sum). */
    public static AggOp agg(RValue f, String what) {
        if (f instanceof RList l && l.inherits("fm.agg.op")) return agg(l.get(0), what);
        String n = name(f, what);
        switch (n) {
            case "count": return AggOp.COUNT;
            case "which.min": return AggOp.WHICH_MIN;
            case "which.max": return AggOp.WHICH_MAX;
            case "uniq": return AggOp.UNIQ;
            case "sum": return AggOp.SUM;
            case "prod": return AggOp.PROD;
            case "any": return AggOp.ANY;
            case "all": return AggOp.ALL;
            default:
        }
        try {
            return AggOp.folding(BinaryOp.fromSymbol(n));
        } catch (IllegalArgumentException e) {
            throw new RError("'" + what + "' is not a FlashR aggregation operator: \"" + n + "\"");
        }
    }

    private static String name(RValue f, String what) {
        if (f instanceof RString s && s.length() == 1 && s.get(0) != null) return s.get(0);
        if (f instanceof RBuiltin b) return b.name();
        throw new RError("'" + what + "' must be a FlashR operator or the name of one");
    }
}
