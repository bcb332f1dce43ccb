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

    /**
     * An aggregation operator as {@code fm.create.agg.op} makes it: {@code agg} computes partial
     * results and {@code combine} (an operator, or NULL where there is none, as for which.min)
     * combines them. The engine combines partial results with the aggregation's own combiner
     * (+ for count, the operator itself for +, *, min, max, &, |; none for which.min/which.max),
     * so a combine that would give another answer is refused rather than ignored.
     */
    public static RList aggObject(RValue agg, RValue combine, String name) {
        String a = symbolOf(name(agg, "agg"));
        if (combine != flashr.lang.RNull.NULL) {
            String c = symbolOf(name(combine, "combine"));
            String natural = switch (a) {
                case "count" -> "+";
                case "which.min", "which.max" -> null;
                default -> a;
            };
            if (!c.equals(natural)) {
                throw new RError("'combine' must be " + (natural == null ? "NULL" : "the operator \"" + natural + "\"")
                        + " for the aggregation \"" + a + "\"");
            }
        }
        RList l = RList.of(agg, combine, RString.of(name));
        l.setAttr("names", RString.of("agg", "combine", "name"));
        l.setAttr("class", RString.of("fm.agg.op"));
        return l;
    }

    /** What a name of FlashR's fm.get.basic.op ("add", "pow", "neq", ...) or of fm.bo.NAME stands for; other names as they are. */
    public static String symbolOf(String n) {
        for (String[] o : BINARY_OBJECTS) if (o[0].equals(n)) return o[1].equals("pmin") ? "min" : o[1].equals("pmax") ? "max" : o[1];
        return n;
    }

    public static BinaryOp binary(RValue f, String what) {
        if (f instanceof RList l && l.inherits("fm.agg.op")) f = l.get(0);
        String n = symbolOf(name(f, what));
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

    /**
     * The binary operator {@code f} names when the engine has no parallel aggregation for it
     * (-, /, ^, %%, %/%, comparisons, euclidean): fm.agg folds those left to right, as FlashR
     * does within one partition. Null for every other operator.
     */
    public static BinaryOp sequentialFold(RValue f, String what) {
        if (f instanceof RList l && l.inherits("fm.agg.op")) f = l.get(0);
        if (!(f instanceof RString) && !(f instanceof RBuiltin)) return null;
        BinaryOp op;
        try {
            op = BinaryOp.fromSymbol(symbolOf(name(f, what)));
        } catch (IllegalArgumentException e) {
            return null;
        }
        try {
            AggOp.folding(op);
            return null;
        } catch (IllegalArgumentException e) {
            return op;
        }
    }

    /** An aggregation: count, which.min/max, uniq, sum..., or a binary operator folded (+ is sum). */
    public static AggOp agg(RValue f, String what) {
        if (f instanceof RList l && l.inherits("fm.agg.op")) return agg(l.get(0), what);
        String n = symbolOf(name(f, what));
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
