package flashr.bind.closure;

import flashr.base.math.Math1Functions;
import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
import flashr.bind.closure.ClosureTranslator.Unsupported;
import flashr.bind.closure.SliceTerm.Level;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.ScalarFn;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RPromise;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The body of a closure that {@code apply(X, MARGIN, FUN)} calls on each row (MARGIN 1) or column
 * of X, as engine operations over all of X at once, or {@link Unsupported}. The subset: the
 * formal (X's elements), constants and free variables bound to one number or to a vector as long
 * as a slice (read along it, as R's recycling of equal lengths does), {@code ( {}, local
 * assignments at the top of the body, arithmetic, comparisons, {@code ! & |}, the is.na family,
 * R's math functions of one argument, and the reductions {@code sum prod max min length} (with
 * {@code na.rm = TRUE} or {@code FALSE} too), and
 * {@code mean} of integers and logicals (R's mean of doubles adds a correction pass over the
 * slice, which the engine's row means leave out: such a closure falls back). Element-wise work
 * between a slice and a slice's reduction (R's recycling of a length-one value) is the engine's
 * sweep along the margin. Branches ({@code if}, {@code ifelse}, {@code &&}, {@code ||}) are left
 * to the evaluator. Where R would warn for a slice (NaNs produced, integer overflow, loss of
 * accuracy in %%) is recorded per slice ({@link #warnings}), for {@link ClosureChecks} to replay
 * those slices through the evaluator.
 */
final class SliceTranslator {
    private static final Set<String> ARITHMETIC = Set.of("+", "-", "*", "/", "^", "%%", "%/%",
            "==", "!=", "<", ">", "<=", ">=", "&", "|");
    private static final Map<String, UnaryOp> PREDICATES = Map.of("is.na", UnaryOp.IS_NA, "is.nan", UnaryOp.IS_NAN,
            "is.finite", UnaryOp.IS_FINITE, "is.infinite", UnaryOp.IS_INFINITE);
    private static final Map<String, UnaryOp> MATH = Map.of("sqrt", UnaryOp.SQRT, "abs", UnaryOp.ABS, "exp", UnaryOp.EXP,
            "log", UnaryOp.LOG, "log2", UnaryOp.LOG2, "log10", UnaryOp.LOG10, "floor", UnaryOp.FLOOR,
            "ceiling", UnaryOp.CEILING, "round", UnaryOp.ROUND, "as.double", UnaryOp.AS_DOUBLE);
    private static final Map<String, AggOp> REDUCTIONS = Map.of("sum", AggOp.SUM, "prod", AggOp.PROD, "max", AggOp.MAX,
            "min", AggOp.MIN);
    /** Operations whose values are the same for an integer operand and the double of it (a sum of integers of either type may be their operand). */
    private static final Set<UnaryOp> SAME_FOR_DOUBLES = Set.of(UnaryOp.SQRT, UnaryOp.EXP, UnaryOp.LOG, UnaryOp.LOG2, UnaryOp.LOG10,
            UnaryOp.FLOOR, UnaryOp.CEILING, UnaryOp.ROUND, UnaryOp.AS_DOUBLE, UnaryOp.IS_NA, UnaryOp.IS_NAN, UnaryOp.IS_FINITE,
            UnaryOp.IS_INFINITE, UnaryOp.NOT, UnaryOp.AS_LOGICAL);
    private static final Set<BinaryOp> SAME_FOR_DOUBLE_OPERANDS = Set.of(BinaryOp.DIV, BinaryOp.POW, BinaryOp.EQ, BinaryOp.NE,
            BinaryOp.LT, BinaryOp.GT, BinaryOp.LE, BinaryOp.GE, BinaryOp.AND, BinaryOp.OR);
    /** R's integer range (NA_integer_ is below it). */
    private static final double INT_MAX = Integer.MAX_VALUE;
    /** As {@link ClosureTranslator}'s: |x / y| beyond which R's %% of doubles may warn. */
    private static final double MOD_ACCURACY = 0x1p51;

    private final Engine e;
    private final Interpreter interp;
    private final REnvironment env;
    /** 1: the slices are rows; 2: columns. */
    private final int margin;
    private final long sliceLength;
    private final Map<String, SliceTerm> locals = new HashMap<>();
    /** Per slice, where R warns (logical, never NA); null where none can. */
    private Matrix warnings;

    SliceTranslator(Engine e, Interpreter interp, REnvironment env, int margin, String formal, Matrix x) {
        this.e = e;
        this.interp = interp;
        this.env = env;
        this.margin = margin;
        this.sliceLength = margin == 1 ? x.ncol() : x.nrow();
        locals.put(formal, new SliceTerm(x, x.type(), Level.ELEMENT));
    }

    SliceTerm body(RValue body) {
        return translate(body, true);
    }

    Matrix warnings() { return warnings; }

    private SliceTerm translate(RValue x, boolean top) {
        if (x instanceof RVector v) return constant(v, false);
        if (x instanceof RSymbol s) return variable(s.name());
        if (!(x instanceof RCall c) || !(c.function() instanceof RSymbol head)) throw new Unsupported("not a call of a named function");
        String name = head.name();
        Boolean naRm = naRm(c, name);
        if (naRm != null) {
            if (!ClosureTranslator.reachesBase(interp, env, name)) throw new Unsupported(name + " is not base's");
            SliceTerm arg = translate(c.arg(0), false);
            return name.equals("mean") ? mean(arg, naRm) : reduce(arg, REDUCTIONS.get(name), naRm);
        }
        for (int i = 0; i < c.argCount(); i++) {
            String n = c.argName(i);
            if (n != null && !n.isEmpty() || !(c.arg(i) instanceof RVector || c.arg(i) instanceof RSymbol s && !s.name().isEmpty()
                    || c.arg(i) instanceof RCall)) {
                throw new Unsupported("named or empty arguments");
            }
        }
        if (!ClosureTranslator.reachesBase(interp, env, name)) throw new Unsupported(name + " is not base's");
        int n = c.argCount();
        if (name.equals("(")) return translate(one(c), false);
        if (name.equals("{")) return block(c, top);
        if (name.equals("!")) return unary(translate(one(c), false), UnaryOp.NOT);
        if (n == 1 && name.equals("-")) return unary(translate(one(c), false), UnaryOp.NEG);
        if (n == 1 && name.equals("+")) {
            SliceTerm t = translate(one(c), false);
            return t.type() == ElementType.LOGICAL ? unary(t, UnaryOp.AS_INTEGER) : t;
        }
        if (n == 2 && ARITHMETIC.contains(name)) return binary(translate(c.arg(0), false), translate(c.arg(1), false), BinaryOp.fromSymbol(name));
        if (PREDICATES.containsKey(name)) return unary(translate(one(c), false), PREDICATES.get(name));
        if (MATH.containsKey(name)) return unary(translate(one(c), false), MATH.get(name));
        if (name.equals("as.numeric")) return unary(translate(one(c), false), UnaryOp.AS_DOUBLE);
        if (name.equals("as.logical")) return unary(translate(one(c), false), UnaryOp.AS_LOGICAL);
        if (REDUCTIONS.containsKey(name)) return reduce(translate(one(c), false), REDUCTIONS.get(name), false);
        if (name.equals("length")) return length(translate(one(c), false));
        if (name.equals("mean")) return mean(translate(one(c), false), false);
        for (ScalarFn f : Math1Functions.ALL) if (f.name().equals(name)) return math(translate(one(c), false), f);
        throw new Unsupported(name + " is not compiled for slices");
    }

    /** A reduction's {@code na.rm = TRUE} or {@code FALSE} (given as such) after one unnamed argument; else null. */
    private static Boolean naRm(RCall c, String name) {
        if (!REDUCTIONS.containsKey(name) && !name.equals("mean") || c.argCount() != 2) return null;
        String first = c.argName(0);
        if (first != null && !first.isEmpty() || !"na.rm".equals(c.argName(1))) return null;
        if (!(c.arg(1) instanceof RVector v) || v.type() != flashr.lang.RType.LOGICAL || v.length() != 1 || v.hasAttributes()
                || v.isNA(0)) {
            throw new Unsupported("na.rm other than TRUE or FALSE");
        }
        if (!(c.arg(0) instanceof RVector || c.arg(0) instanceof RSymbol s && !s.name().isEmpty() || c.arg(0) instanceof RCall)) {
            throw new Unsupported("an empty argument");
        }
        return v.getInt(0) == 1;
    }

    private static RValue one(RCall c) {
        if (c.argCount() != 1) throw new Unsupported(c.functionName() + " of " + c.argCount() + " arguments");
        return c.arg(0);
    }

    // ------------------------------------------------------------------ names and constants

    private SliceTerm variable(String name) {
        SliceTerm local = locals.get(name);
        if (local != null) return local;
        RValue v = env.lookup(name);
        if (v instanceof RPromise p) {
            if (!p.isForced()) throw new Unsupported(name + " is a promise not yet forced");
            v = p.value();
        }
        if (v instanceof FmMatrix fm && !fm.isFlashR() && fm.isVector() && !fm.hasAttributes() && fm.length() == sliceLength && sliceLength > 1) {
            return new SliceTerm(fm.column(), fm.column().type(), Level.ALONG);
        }
        if (!(v instanceof RVector vec)) throw new Unsupported(name + " is not a number or a vector");
        return constant(vec, true);
    }

    /**
     * One logical, integer or double, or (a free variable) a vector of them as long as a slice.
     * Names are allowed on a free variable: they reach only values that a reduction or apply renames.
     */
    private SliceTerm constant(RVector v, boolean free) {
        if (!v.type().isNumeric() || v.hasAttributes() && !(free && v.attributes().size() == 1 && v.getAttr("names") != null)) {
            throw new Unsupported("not numbers without attributes");
        }
        ElementType type = switch (v.type()) {
            case DOUBLE -> ElementType.DOUBLE;
            case INTEGER -> ElementType.INTEGER;
            default -> ElementType.LOGICAL;
        };
        if (v.length() == 1) {
            Matrix m = type == ElementType.DOUBLE ? e.scalar(v.getDouble(0)) : e.scalar(v.getInt(0), type);
            return new SliceTerm(m, type, Level.SCALAR);
        }
        if (!free || v.length() != sliceLength) throw new Unsupported("a vector other than one as long as a slice");
        return new SliceTerm(FmConvert.toEngine(e, v, "FUN"), type, Level.ALONG);
    }

    private SliceTerm block(RCall c, boolean top) {
        if (c.argCount() == 0) throw new Unsupported("an empty block is NULL");
        SliceTerm last = null;
        for (int i = 0; i < c.argCount(); i++) {
            RValue s = c.arg(i);
            boolean isLast = i == c.argCount() - 1;
            if (s instanceof RCall a && ("<-".equals(a.functionName()) || "=".equals(a.functionName()))) {
                if (!top || isLast || a.argCount() != 2 || !(a.arg(0) instanceof RSymbol target)
                        || !ClosureTranslator.reachesBase(interp, env, a.functionName())) {
                    throw new Unsupported("an assignment other than a local name at the top of the body");
                }
                locals.put(target.name(), translate(a.arg(1), false));
            } else {
                last = s instanceof RCall b && "{".equals(b.functionName()) ? translate(s, top) : translate(s, false);
            }
        }
        return last;
    }

    // ------------------------------------------------------------------ element-wise operations

    private SliceTerm unary(SliceTerm x, UnaryOp op) {
        x = operand(x, SAME_FOR_DOUBLES.contains(op));
        SliceTerm r = new SliceTerm(e.sapply(x.m(), op), op.resultType(x.type()), x.level());
        if (op == UnaryOp.SQRT || op == UnaryOp.LOG || op == UnaryOp.LOG2 || op == UnaryOp.LOG10) nanProduced(r, x);
        return r;
    }

    private SliceTerm math(SliceTerm x, ScalarFn f) {
        x = operand(x, true);
        SliceTerm r = new SliceTerm(e.sapply(x.m(), f), ElementType.DOUBLE, x.level());
        if (f.domainLo() != Double.NEGATIVE_INFINITY || f.domainHi() != Double.POSITIVE_INFINITY) nanProduced(r, x);
        return r;
    }

    private SliceTerm lift(SliceTerm x, UnaryOp op) {
        return new SliceTerm(e.sapply(x.m(), op), op.resultType(x.type()), x.level());
    }

    private SliceTerm binary(SliceTerm a, SliceTerm b, BinaryOp op) {
        a = operand(a, SAME_FOR_DOUBLE_OPERANDS.contains(op));
        b = operand(b, SAME_FOR_DOUBLE_OPERANDS.contains(op));
        SliceTerm r = new SliceTerm(combine(a, b, op), op.resultType(a.type(), b.type()), level(a, b));
        boolean integers = op.operandType(a.type(), b.type()) == ElementType.INTEGER;
        if (integers && (op == BinaryOp.ADD || op == BinaryOp.SUB || op == BinaryOp.MUL)) {
            // NA from two numbers: beyond the integer range
            SliceTerm bothKnown = new SliceTerm(combine(known(a), known(b), BinaryOp.AND), ElementType.LOGICAL, r.level());
            warn(new SliceTerm(e.mapply(e.sapply(r.m(), UnaryOp.IS_NA), bothKnown.m(), BinaryOp.AND), ElementType.LOGICAL, r.level()));
        }
        if (op == BinaryOp.MOD && !integers) {
            Matrix q = e.sapply(combine(a, b, BinaryOp.DIV), UnaryOp.ABS);
            warn(new SliceTerm(e.mapply(e.sapply(q, UnaryOp.IS_FINITE), e.mapply(q, MOD_ACCURACY, BinaryOp.GT), BinaryOp.AND),
                    ElementType.LOGICAL, r.level()));
        }
        return r;
    }

    /**
     * A term of one type: a sum of integers (integer or double by slice) is read as the doubles
     * it holds where the operation gives the same values for both ({@code sameForDoubles}); else
     * the closure is left to the evaluator.
     */
    private static SliceTerm operand(SliceTerm t, boolean sameForDoubles) {
        if (t.tag() == null) return t;
        if (!sameForDoubles) throw new Unsupported("an integer sum that may be a double, as an operand");
        return new SliceTerm(t.m(), ElementType.DOUBLE, t.level());
    }

    private SliceTerm known(SliceTerm x) {
        return new SliceTerm(e.sapply(e.sapply(x.m(), UnaryOp.IS_NA), UnaryOp.NOT), ElementType.LOGICAL, x.level());
    }

    /**
     * a op b for every slice. Equal levels pair element with element; a scalar pairs with all; a
     * slice's reduction is recycled along its slice (a sweep along the margin) and a free vector
     * along every slice (a sweep across it). A reduction and a free vector would give each slice
     * a vector, outside the subset.
     */
    private Matrix combine(SliceTerm a, SliceTerm b, BinaryOp op) {
        if (a.level() == b.level() || a.level() == Level.SCALAR || b.level() == Level.SCALAR) return e.mapply(a.m(), b.m(), op);
        boolean aElement = a.level() == Level.ELEMENT;
        if (!aElement && b.level() != Level.ELEMENT) throw new Unsupported("a slice's reduction with a free vector");
        SliceTerm x = aElement ? a : b, v = aElement ? b : a;
        int along = v.level() == Level.RESULT ? margin : 3 - margin;
        return e.sweep(x.m(), along, column(v.m()), op, !aElement);
    }

    private static Level level(SliceTerm a, SliceTerm b) {
        return a.level().compareTo(b.level()) >= 0 ? a.level() : b.level();
    }

    private static Matrix column(Matrix v) {
        return v.ncol() != 1 ? v.t() : v;
    }

    // ------------------------------------------------------------------ reductions

    /** The slice's elements' agg: for R's sum, prod, max, min of each slice. */
    private Matrix perSlice(Matrix x, AggOp op) {
        return margin == 1 ? e.aggRow(x, op) : e.aggCol(x, op);
    }

    private SliceTerm reduce(SliceTerm x, AggOp op, boolean naRm) {
        x = operand(x, false);
        if (naRm) {
            if (x.level() != Level.ELEMENT) throw new Unsupported("na.rm of one value");
            if (op == AggOp.MAX || op == AggOp.MIN) return extremeKept(x, op);
            // NA and NaN as the neutral element: adding 0 to R's sum (which starts at +0) or multiplying by 1 changes nothing
            Matrix neutral = op == AggOp.PROD ? e.scalar(1.0) : x.type() == ElementType.DOUBLE ? e.scalar(0.0) : e.scalar(0, x.type());
            ElementType type = op == AggOp.PROD ? ElementType.DOUBLE : x.type();
            x = new SliceTerm(e.ifelse(e.sapply(x.m(), UnaryOp.IS_NA), neutral, op == AggOp.PROD && x.type() != ElementType.DOUBLE
                    ? e.sapply(x.m(), UnaryOp.AS_DOUBLE) : x.m(), type), type, Level.ELEMENT);
        }
        switch (x.level()) {
            case ELEMENT: {
                if (op == AggOp.SUM && x.type() == ElementType.INTEGER && sliceLength > 1) return integerSum(x);
                Matrix in = op == AggOp.PROD && x.type() != ElementType.DOUBLE ? e.sapply(x.m(), UnaryOp.AS_DOUBLE) : x.m();
                return new SliceTerm(perSlice(in, op), op == AggOp.PROD ? ElementType.DOUBLE : op.resultType(x.type()), Level.RESULT);
            }
            case RESULT:
            case SCALAR:
                // the reduction of one value: that value, as R's type for the reduction
                if (op == AggOp.PROD) return x.type() == ElementType.DOUBLE ? x : lift(x, UnaryOp.AS_DOUBLE);
                return x.type() == ElementType.LOGICAL ? lift(x, UnaryOp.AS_INTEGER) : x;
            default:
                throw new Unsupported("a reduction of a free vector");
        }
    }

    /**
     * R's sum of integers: exact (a long), an integer in the integer range, else a double (no
     * warning): the long double sum of the doubles (exact up to 2^64), tagged by slice with its type.
     */
    private SliceTerm integerSum(SliceTerm x) {
        Matrix s = perSlice(e.sapply(x.m(), UnaryOp.AS_DOUBLE), AggOp.SUM);
        Matrix beyond = e.mapply(e.mapply(s, INT_MAX, BinaryOp.GT), e.mapply(s, -INT_MAX, BinaryOp.LT), BinaryOp.OR);
        Matrix isDouble = e.mapply(beyond, e.sapply(e.sapply(s, UnaryOp.IS_NA), UnaryOp.NOT), BinaryOp.AND);
        Matrix tag = e.mapply(e.sapply(isDouble, UnaryOp.AS_INTEGER), 1, ElementType.INTEGER, BinaryOp.ADD);
        return new SliceTerm(s, ElementType.DOUBLE, Level.RESULT, tag);
    }

    /**
     * {@code max(r, na.rm = TRUE)} (or min): NA and NaN left out; a slice of nothing else is -Inf
     * (Inf), a double, with R's warning. Of integers the others are integers: a per-slice type code.
     */
    private SliceTerm extremeKept(SliceTerm x, AggOp op) {
        Matrix na = e.sapply(x.m(), UnaryOp.IS_NA);
        Matrix d = x.type() == ElementType.DOUBLE ? x.m() : e.sapply(x.m(), UnaryOp.AS_DOUBLE);
        Matrix kept = e.ifelse(na, e.scalar(op == AggOp.MAX ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY), d, ElementType.DOUBLE);
        Matrix r = perSlice(kept, op);
        Matrix none = perSlice(na, AggOp.ALL);
        warn(new SliceTerm(none, ElementType.LOGICAL, Level.RESULT));
        if (x.type() == ElementType.DOUBLE) return new SliceTerm(r, ElementType.DOUBLE, Level.RESULT);
        Matrix tag = e.mapply(e.sapply(none, UnaryOp.AS_INTEGER), 1, ElementType.INTEGER, BinaryOp.ADD);
        return new SliceTerm(r, ElementType.DOUBLE, Level.RESULT, tag);
    }

    private SliceTerm length(SliceTerm x) {
        long n = switch (x.level()) {
            case ELEMENT -> sliceLength;
            case ALONG -> x.m().length();
            default -> 1;
        };
        return new SliceTerm(e.scalar((int) n, ElementType.INTEGER), ElementType.INTEGER, Level.SCALAR);
    }

    /**
     * R's mean of integers or logicals (the long double sum over n, rounded once: the engine's row
     * and column means); of one value, that value as a double. A mean of several doubles falls back.
     */
    private SliceTerm mean(SliceTerm x, boolean naRm) {
        x = operand(x, true);
        if (naRm && x.level() != Level.ELEMENT) throw new Unsupported("na.rm of one value");
        if (x.level() == Level.RESULT || x.level() == Level.SCALAR) return x.type() == ElementType.DOUBLE ? x : lift(x, UnaryOp.AS_DOUBLE);
        if (x.level() != Level.ELEMENT || x.type() == ElementType.DOUBLE) throw new Unsupported("a mean of doubles (R's correction pass)");
        // of integers with na.rm, R's mean of those left (NaN for none): the engine's means of the kept elements
        Matrix r = margin == 1 ? e.rowMeans(x.m(), naRm) : e.colMeans(x.m(), naRm);
        return new SliceTerm(r, ElementType.DOUBLE, Level.RESULT);
    }

    // ------------------------------------------------------------------ warnings

    /** R's math functions warn "NaNs produced" where a number gives NaN. */
    private void nanProduced(SliceTerm r, SliceTerm in) {
        warn(new SliceTerm(e.mapply(e.sapply(r.m(), UnaryOp.IS_NA), known(in).m(), BinaryOp.AND), ElementType.LOGICAL, r.level()));
    }

    /**
     * Records where R warns, per slice: any element of the slice. A warning of a value the same
     * in every call would be given by every call: such a closure is left to the evaluator.
     */
    private void warn(SliceTerm where) {
        Matrix w;
        if (where.constant()) {
            Matrix any = e.agg(where.m(), AggOp.ANY);
            e.materialize(any);
            if (any.toIntArray()[0] != 0) throw new Unsupported("every call warns");
            return;
        }
        w = where.level() == Level.ELEMENT ? perSlice(where.m(), AggOp.ANY) : where.m();
        warnings = warnings == null ? w : e.mapply(warnings, w, BinaryOp.OR);
    }
}
