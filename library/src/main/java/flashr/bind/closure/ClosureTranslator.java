package flashr.bind.closure;

import flashr.base.math.Math1Functions;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.ScalarFn;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RPromise;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * A closure's body as engine element-wise nodes ({@link ClosureTerm}s), or {@link Unsupported}
 * when the body leaves the subset: constants and free variables bound to one number (read once),
 * the formals, {@code ( { if ifelse && ||}, arithmetic, comparisons, {@code ! & |}, the
 * is.na family, R's math functions of one argument, as.double/as.logical, and assignments of a
 * name at the top level of the body. Every function name must reach base's own function.
 *
 * R evaluates a branch only where its condition selects it; the engine computes both branches and
 * selects. So the translator carries the condition under which R evaluates what it is translating
 * (the guard, logical and never NA), and records, under that guard, where an element would make R
 * warn ({@link #warnings}: NaNs produced, integer overflow, loss of accuracy in %%) or stop
 * ({@link #errors}: an NA condition of {@code if}). Those conditions may be loose upwards (an element
 * replayed in R that does not warn costs time only), never downwards.
 */
final class ClosureTranslator {
    /** The body is outside the compiled subset. */
    static final class Unsupported extends RuntimeException {
        Unsupported(String why) { super(why, null, false, false); }
    }

    private static final Set<String> ARITHMETIC = Set.of("+", "-", "*", "/", "^", "%%", "%/%",
            "==", "!=", "<", ">", "<=", ">=", "&", "|");
    private static final Map<String, UnaryOp> PREDICATES = Map.of("is.na", UnaryOp.IS_NA, "is.nan", UnaryOp.IS_NAN,
            "is.finite", UnaryOp.IS_FINITE, "is.infinite", UnaryOp.IS_INFINITE);
    private static final Map<String, UnaryOp> MATH = Map.of("sqrt", UnaryOp.SQRT, "abs", UnaryOp.ABS, "exp", UnaryOp.EXP,
            "log", UnaryOp.LOG, "log2", UnaryOp.LOG2, "log10", UnaryOp.LOG10, "floor", UnaryOp.FLOOR,
            "ceiling", UnaryOp.CEILING, "round", UnaryOp.ROUND, "as.double", UnaryOp.AS_DOUBLE);
    /** |x / y| beyond which R's %% of doubles may warn "probable complete loss of accuracy in modulus" (R: 2^52; looser here). */
    private static final double MOD_ACCURACY = 0x1p51;

    private final Engine e;
    private final Interpreter interp;
    private final REnvironment env;
    private final Map<String, ClosureTerm> locals = new HashMap<>();
    /** Where R evaluates what is being translated; null: everywhere. */
    private Matrix guard;
    private Matrix warnings;
    private Matrix errors;

    ClosureTranslator(Engine e, Interpreter interp, REnvironment env, Map<String, ClosureTerm> formals) {
        this.e = e;
        this.interp = interp;
        this.env = env;
        locals.putAll(formals);
    }

    /** The body's value. */
    ClosureTerm body(RValue body) {
        return translate(body, true);
    }

    /** Where some element would make R warn (logical, never NA), or null where none can. */
    Matrix warnings() { return warnings; }

    /** Where some element would make R stop, or null where none can. */
    Matrix errors() { return errors; }

    private ClosureTerm translate(RValue x, boolean top) {
        if (x instanceof RVector v) return constant(v);
        if (x instanceof RSymbol s) return variable(s.name());
        if (!(x instanceof RCall c) || !(c.function() instanceof RSymbol head)) throw new Unsupported("not a call of a named function");
        String name = head.name();
        for (int i = 0; i < c.argCount(); i++) {
            String n = c.argName(i);
            if (n != null && !n.isEmpty() || !(c.arg(i) instanceof RVector || c.arg(i) instanceof RSymbol s && !s.name().isEmpty()
                    || c.arg(i) instanceof RCall)) {
                throw new Unsupported("named or empty arguments");
            }
        }
        if (!isBaseFunction(name)) throw new Unsupported(name + " is not base's");
        int n = c.argCount();
        switch (name) {
            case "(": return translate(one(c), false);
            case "{": return block(c, top);
            case "if": return select(c, true);
            case "ifelse": return select(c, false);
            case "&&": return shortCircuit(c, true);
            case "||": return shortCircuit(c, false);
            case "!": return unary(operand(translate(one(c), false)), UnaryOp.NOT);
            default:
        }
        if (n == 1 && name.equals("-")) return unary(operand(translate(one(c), false)), UnaryOp.NEG);
        if (n == 1 && name.equals("+")) {
            ClosureTerm t = operand(translate(one(c), false));
            return t.type() == ElementType.LOGICAL ? unary(t, UnaryOp.AS_INTEGER) : t;
        }
        if (n == 2 && ARITHMETIC.contains(name)) {
            return binary(operand(translate(c.arg(0), false)), operand(translate(c.arg(1), false)), BinaryOp.fromSymbol(name));
        }
        if (PREDICATES.containsKey(name)) return unary(operand(translate(one(c), false)), PREDICATES.get(name));
        if (MATH.containsKey(name)) return unary(operand(translate(one(c), false)), MATH.get(name));
        if (name.equals("as.numeric")) return unary(operand(translate(one(c), false)), UnaryOp.AS_DOUBLE);
        if (name.equals("as.logical")) return unary(operand(translate(one(c), false)), UnaryOp.AS_LOGICAL);
        for (ScalarFn f : Math1Functions.ALL) if (f.name().equals(name)) return math(operand(translate(one(c), false)), f);
        throw new Unsupported(name + " is not compiled");
    }

    private static RValue one(RCall c) {
        if (c.argCount() != 1) throw new Unsupported(c.functionName() + " of " + c.argCount() + " arguments");
        return c.arg(0);
    }

    /** A term whose elements all have one type: an operand of arithmetic (an {@code if} of mixed types is only a result). */
    private static ClosureTerm operand(ClosureTerm t) {
        if (t.tag() != null) throw new Unsupported("a value of varying type as an operand");
        return t;
    }

    // ------------------------------------------------------------------ names and constants

    /**
     * Whether a call of {@code name} from the closure reaches base's function: no environment
     * before base binds a function of that name (R's function lookup skips other values).
     */
    private boolean isBaseFunction(String name) {
        return reachesBase(interp, env, name);
    }

    /** Whether a call of {@code name} from a closure of {@code env} reaches base's function of that name. */
    static boolean reachesBase(Interpreter interp, REnvironment env, String name) {
        for (REnvironment x = env; x != null; x = x.parent()) {
            if (x == interp.baseEnv() || x == interp.baseNamespace()) return x.bindsFunction(name);
            RValue v = x.getLocal(name);
            if (v instanceof RPromise || v instanceof RFunction) return false;
        }
        return false;
    }

    private ClosureTerm variable(String name) {
        ClosureTerm local = locals.get(name);
        if (local != null) return local;
        RValue v = env.lookup(name);
        if (v instanceof RPromise p) {
            if (!p.isForced()) throw new Unsupported(name + " is a promise not yet forced");
            v = p.value();
        }
        if (!(v instanceof RVector vec)) throw new Unsupported(name + " is not a number");
        return constant(vec);
    }

    /** One logical, integer or double without attributes, the same for every element. */
    private ClosureTerm constant(RVector v) {
        if (v.length() != 1 || v.hasAttributes()) throw new Unsupported("not one value");
        return switch (v.type()) {
            case DOUBLE -> ClosureTerm.of(e.scalar(v.getDouble(0)), ElementType.DOUBLE, false);
            case INTEGER -> ClosureTerm.of(e.scalar(v.getInt(0), ElementType.INTEGER), ElementType.INTEGER, false);
            case LOGICAL -> ClosureTerm.of(e.scalar(v.getInt(0), ElementType.LOGICAL), ElementType.LOGICAL, false);
            default -> throw new Unsupported("a " + v.type().typeName() + " constant");
        };
    }

    private ClosureTerm logicalConstant(int v) {
        return ClosureTerm.of(e.scalar(v, ElementType.LOGICAL), ElementType.LOGICAL, false);
    }

    // ------------------------------------------------------------------ blocks and local names

    /** {@code { ... }}: the last statement's value; at the top of the body, {@code name <- value} statements bind locals. */
    private ClosureTerm block(RCall c, boolean top) {
        if (c.argCount() == 0) throw new Unsupported("an empty block is NULL");
        ClosureTerm last = null;
        for (int i = 0; i < c.argCount(); i++) {
            RValue s = c.arg(i);
            boolean isLast = i == c.argCount() - 1;
            if (s instanceof RCall a && ("<-".equals(a.functionName()) || "=".equals(a.functionName()))) {
                if (!top || isLast || a.argCount() != 2 || !(a.arg(0) instanceof RSymbol target) || !isBaseFunction(a.functionName())) {
                    throw new Unsupported("an assignment other than a local name at the top of the body");
                }
                locals.put(target.name(), translate(a.arg(1), false));
            } else {
                last = s instanceof RCall b && "{".equals(b.functionName()) ? translate(s, top) : translate(s, false);
            }
        }
        return last;
    }

    // ------------------------------------------------------------------ selection

    /**
     * {@code if (test) yes else no} (an NA test is R's error) or {@code ifelse(test, yes, no)} (an
     * NA test gives a logical NA): each branch translated under the guard of the elements that take
     * it. A test the same for all elements selects its branch now.
     */
    private ClosureTerm select(RCall c, boolean isIf) {
        if (c.argCount() != 3) throw new Unsupported(c.functionName() + " without two branches");
        ClosureTerm test = operand(translate(c.arg(0), false));
        Matrix t = test.type() == ElementType.LOGICAL ? test.m() : e.sapply(test.m(), UnaryOp.AS_LOGICAL);
        if (!test.varying()) {
            int v = t.toIntArray()[0];
            if (v == RInt.NA) {
                if (isIf) throw new Unsupported("an NA condition for every element");
                return logicalConstant(RInt.NA);
            }
            return translate(c.arg(v != 0 ? 1 : 2), false);
        }
        Matrix na = e.sapply(t, UnaryOp.IS_NA);
        if (isIf) error(na);
        Matrix known = e.sapply(na, UnaryOp.NOT);
        ClosureTerm yes = under(e.mapply(t, known, BinaryOp.AND), () -> translate(c.arg(1), false));
        ClosureTerm no = under(e.mapply(e.sapply(t, UnaryOp.NOT), known, BinaryOp.AND), () -> translate(c.arg(2), false));
        ElementType type = ElementType.promote(yes.type(), no.type());
        Matrix m = e.ifelse(t, yes.m(), no.m(), type);
        boolean mixed = yes.type() != no.type() || yes.tag() != null || no.tag() != null;
        if (isIf) return new ClosureTerm(m, type, true, mixed ? e.ifelse(t, tag(yes), tag(no), ElementType.INTEGER) : null);
        if (type == ElementType.LOGICAL) return ClosureTerm.of(m, type, true);
        Matrix tag = e.ifelse(t, tag(yes), tag(no), ElementType.INTEGER);
        return new ClosureTerm(m, type, true, e.ifelse(na, e.scalar(0, ElementType.INTEGER), tag, ElementType.INTEGER));
    }

    private Matrix tag(ClosureTerm t) {
        return t.tag() != null ? t.tag() : e.scalar(ClosureTerm.code(t.type()), ElementType.INTEGER);
    }

    /** {@code a && b}, {@code a || b}: b is evaluated only where a does not decide. */
    private ClosureTerm shortCircuit(RCall c, boolean and) {
        if (c.argCount() != 2) throw new Unsupported(c.functionName() + " of " + c.argCount() + " arguments");
        ClosureTerm a = operand(translate(c.arg(0), false));
        Matrix al = a.type() == ElementType.LOGICAL ? a.m() : e.sapply(a.m(), UnaryOp.AS_LOGICAL);
        if (!a.varying()) {
            int v = al.toIntArray()[0];
            if (v == (and ? 0 : 1)) return logicalConstant(v);
            return binary(ClosureTerm.of(al, ElementType.LOGICAL, false), operand(translate(c.arg(1), false)), and ? BinaryOp.AND : BinaryOp.OR);
        }
        // a decides where it is FALSE (&&) or TRUE (||): elsewhere, NA included, b is evaluated
        Matrix decides = e.mapply(and ? e.sapply(al, UnaryOp.NOT) : al, e.sapply(e.sapply(al, UnaryOp.IS_NA), UnaryOp.NOT), BinaryOp.AND);
        ClosureTerm b = operand(under(e.sapply(decides, UnaryOp.NOT), () -> translate(c.arg(1), false)));
        return binary(ClosureTerm.of(al, ElementType.LOGICAL, true), b, and ? BinaryOp.AND : BinaryOp.OR);
    }

    /** What {@code body} translates to where {@code g} (and the present guard) hold. */
    private ClosureTerm under(Matrix g, Supplier<ClosureTerm> body) {
        Matrix outer = guard;
        guard = outer == null ? g : e.mapply(outer, g, BinaryOp.AND);
        try {
            return body.get();
        } finally {
            guard = outer;
        }
    }

    // ------------------------------------------------------------------ operators and functions

    private ClosureTerm unary(ClosureTerm x, UnaryOp op) {
        Matrix r = e.sapply(x.m(), op);
        if (op == UnaryOp.SQRT || op == UnaryOp.LOG || op == UnaryOp.LOG2 || op == UnaryOp.LOG10) nanProduced(r, x.m());
        return ClosureTerm.of(r, op.resultType(x.type()), x.varying());
    }

    private ClosureTerm math(ClosureTerm x, ScalarFn f) {
        Matrix r = e.sapply(x.m(), f);
        boolean total = f.domainLo() == Double.NEGATIVE_INFINITY && f.domainHi() == Double.POSITIVE_INFINITY;
        if (!total) nanProduced(r, x.m());
        return ClosureTerm.of(r, ElementType.DOUBLE, x.varying());
    }

    private ClosureTerm binary(ClosureTerm a, ClosureTerm b, BinaryOp op) {
        // each call of the closure is R's arithmetic on single values: the first NaN operand's payload
        Matrix r = e.mapplyElements(a.m(), b.m(), op);
        boolean integers = op.operandType(a.type(), b.type()) == ElementType.INTEGER;
        if (integers && (op == BinaryOp.ADD || op == BinaryOp.SUB || op == BinaryOp.MUL)) {
            // NA from two numbers: beyond the integer range
            warn(e.mapply(e.sapply(r, UnaryOp.IS_NA), e.mapply(known(a.m()), known(b.m()), BinaryOp.AND), BinaryOp.AND));
        }
        if (op == BinaryOp.MOD && !integers) {
            Matrix q = e.sapply(e.mapply(a.m(), b.m(), BinaryOp.DIV), UnaryOp.ABS);
            warn(e.mapply(e.sapply(q, UnaryOp.IS_FINITE), e.mapply(q, MOD_ACCURACY, BinaryOp.GT), BinaryOp.AND));
        }
        return ClosureTerm.of(r, op.resultType(a.type(), b.type()), a.varying() || b.varying());
    }

    private Matrix known(Matrix x) {
        return e.sapply(e.sapply(x, UnaryOp.IS_NA), UnaryOp.NOT);
    }

    /** R's math functions warn "NaNs produced" where a number gives NaN. */
    private void nanProduced(Matrix r, Matrix in) {
        warn(e.mapply(e.sapply(r, UnaryOp.IS_NA), known(in), BinaryOp.AND));
    }

    private void warn(Matrix where) {
        Matrix w = guard == null ? where : e.mapply(guard, where, BinaryOp.AND);
        warnings = warnings == null ? w : e.mapply(warnings, w, BinaryOp.OR);
    }

    private void error(Matrix where) {
        Matrix w = guard == null ? where : e.mapply(guard, where, BinaryOp.AND);
        errors = errors == null ? w : e.mapply(errors, w, BinaryOp.OR);
    }
}
