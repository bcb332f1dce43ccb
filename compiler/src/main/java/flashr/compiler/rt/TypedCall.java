package flashr.compiler.rt;

import flashr.eval.Interpreter;
import flashr.lang.RClosure;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RPromise;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * Run-time side of a function whose body runs typed (its scalar arguments as JVM doubles, its
 * calls of itself as JVM calls, no frames): the entry's identity check, the result, and the way
 * back to the generic body ({@link Fallback}) wherever R would do something a typed body cannot
 * (an NA condition, which is an error with frames, or calls nested past R's limit).
 */
public final class TypedCall {
    private TypedCall() {}

    /**
     * What the compiled body of a function typed on scalars also implements: its guards and typed
     * method run in {@code env}, a frame holding its parameters' values; null where a guard fails
     * or the typed method gives up (nothing done: the caller goes on with the general call).
     */
    public interface Entry extends flashr.eval.ValueEntry {
        /**
         * @param closureEnv the callee's environment, where its frame's lookups go past its parameters
         *     (no parameter is named like a function the body calls, or like the function itself)
         * @param values the parameters' values, in the formals' order
         */
        @Override
        RValue typedCall(Interpreter in, REnvironment closureEnv, RValue[] values);

        /**
         * Whether the typed method may run for a closure of this body whose environment is
         * {@code closureEnv}: the functions the body uses are base's from there, and its name
         * still finds it (the guards of {@link #typedCall} but the parameters' types).
         */
        boolean typedReady(Interpreter in, REnvironment closureEnv);
    }

    /**
     * Whether the function {@code call} names, looked up from {@code env} as R looks a function
     * up (but forcing no promise: an unforced one on the way is false, an active binding too), is
     * a closure whose compiled body is of class {@code body} and whose typed method may run
     * ({@link Entry#typedReady}): then a typed loop may call that typed method directly, its
     * arguments' types being the method's (checked at compile time).
     */
    public static boolean callee(Interpreter in, REnvironment env, RValue call, String body) {
        String n = ((RSymbol) ((flashr.lang.RCall) call).function()).name();
        return functionUnforced(env, n) instanceof RClosure k && k.compiledBody() instanceof Entry entry
                && entry.getClass().getName().equals(body) && entry.typedReady(in, k.env());
    }

    /**
     * The function {@code name} finds from {@code env} as R looks a function up, forcing no
     * promise: null when an unforced promise, an active binding or a missing argument stands on
     * the way, or nothing is found.
     */
    static RFunction functionUnforced(REnvironment env, String name) {
        for (REnvironment e = env; e != null; e = e.parent()) {
            REnvironment.Binding b = e.binding(name);
            if (b == null) continue;
            if (b.isActive()) return null;
            RValue v = b.value();
            if (v instanceof RPromise p) {
                if (!p.isForced()) return null;
                v = p.value();
            }
            if (v instanceof RFunction f) return f;
            if (v == RMissing.MISSING) return null;
        }
        return null;
    }

    /** Thrown inside a typed body to run the call generically instead; the typed body had no effects to undo. */
    public static final class Fallback extends RuntimeException {
        public static final Fallback INSTANCE = new Fallback();

        private Fallback() {
            super(null, null, false, false);
        }
    }

    /**
     * Whether {@code name}, looked up from the frame {@code env} as a call looks up its function,
     * is a closure running {@code code} in the environment this frame's closure has: then every
     * call of {@code name} from the typed body, whose frames hold only its parameters, is a call
     * of this same function. An unforced promise on the way is not forced (false).
     */
    public static boolean isSelf(REnvironment env, RValue name, Object code) {
        String n = ((RSymbol) name).name();
        for (REnvironment e = env; e != null; e = e.parent()) {
            RValue v = e.getLocal(n);
            if (v == null) continue;
            if (v instanceof RPromise p) {
                if (!p.isForced()) return false;
                v = p.value();
            }
            if (v instanceof RClosure k) return k.compiledBody() == code && k.env() == env.parent();
            if (v instanceof RFunction || v == RMissing.MISSING) return false;
        }
        return false;
    }

    /** As {@link #isSelf}, from the callee's environment rather than a frame of its parameters (which cannot bind the name). */
    public static boolean isSelfFrom(REnvironment closureEnv, RValue name, Object code) {
        String n = ((RSymbol) name).name();
        for (REnvironment e = closureEnv; e != null; e = e.parent()) {
            RValue v = e.getLocal(n);
            if (v == null) continue;
            if (v instanceof RPromise p) {
                if (!p.isForced()) return false;
                v = p.value();
            }
            if (v instanceof RClosure k) return k.compiledBody() == code && k.env() == closureEnv;
            if (v instanceof RFunction || v == RMissing.MISSING) return false;
        }
        return false;
    }

    /** A parameter's value when it is a plain double (length one, no attributes), else null. */
    public static RDouble plainDouble(RValue v) {
        return v instanceof RDouble d && d.length() == 1 && !d.hasAttributes() ? d : null;
    }

    /** A parameter's value when it is a plain integer, else null. */
    public static RInt plainInt(RValue v) {
        return v instanceof RInt i && i.length() == 1 && !i.hasAttributes() ? i : null;
    }

    /** A parameter's value when it is a plain double vector (no attributes): its elements, exactly its length; else null. */
    public static double[] doublesOf(RValue v) {
        return v instanceof RDouble d && !d.hasAttributes() ? d.data() : null;
    }

    /** A parameter's value when it is a plain integer vector: its elements, exactly its length; else null. */
    public static int[] intsOf(RValue v) {
        return v instanceof RInt i && !i.hasAttributes() ? i.data() : null;
    }

    /** A parameter's value when it is a plain logical vector: its elements (1, 0, R's NA), exactly its length; else null. */
    public static int[] logicalsOf(RValue v) {
        return v instanceof RLogical l && !l.hasAttributes() ? l.data() : null;
    }

    /** As {@link #logicalsOf}, of the frame's variable {@code sym}. */
    public static int[] logicalsIn(REnvironment env, RValue sym) {
        return logicalsOf(forcedValue(env, sym));
    }

    /** As {@link #doublesOf}, of the frame's variable {@code sym} (an unforced promise: null, not forced). */
    public static double[] doublesIn(REnvironment env, RValue sym) {
        return doublesOf(forcedValue(env, sym));
    }

    /** As {@link #intsOf}, of the frame's variable {@code sym}. */
    public static int[] intsIn(REnvironment env, RValue sym) {
        return intsOf(forcedValue(env, sym));
    }

    /**
     * The parameter's value: a forced promise's value; an unforced promise of a variable bound to a
     * value (the call {@code bs(x)} made by the evaluator, {@code identical(bs(x), y)}) that
     * variable's value, read without forcing the promise: reading it has no effects, and nothing
     * runs before the typed body reads it that could rebind it (the promise, left unforced, dies
     * with the frame); anything else (an expression, an active binding, a promise of a promise not
     * yet forced) null: the generic body forces it.
     */
    private static RValue forcedValue(REnvironment env, RValue sym) {
        RValue v = env.lookup(((RSymbol) sym).name());
        if (!(v instanceof RPromise p)) return v;
        if (p.isForced()) return p.value();
        if (p.isUnderEvaluation()) return null;
        RValue e = p.expr();
        if (e instanceof RDouble || e instanceof RInt) return e; // a constant: forcing it gives itself
        // a variable bound to a value; not one bound to a promise: that promise outlives this frame, and
        // R would force it here (left unforced, a later rebinding of its variable would show through)
        return e instanceof RSymbol s && p.env() != null ? Calls.boundValue(p.env(), s.name()) : null;
    }

    /**
     * A scalar parameter's value read from the frame {@code env} for the typed method: a plain
     * double, or null (the generic body). A promise not yet forced is read as {@link #forcedValue}
     * reads a vector's: its constant, or the value of the variable it stands for, without forcing
     * it; R forces arguments lazily, but forcing a constant or a
     * bound variable has no effects and cannot fail, and the typed body runs nothing else before
     * it reads them, so reading them first cannot be told apart (issue 25: a typed function called
     * by {@code sapply}, {@code vapply}, {@code Map} or by an untyped body).
     */
    public static RDouble doubleIn(Interpreter in, REnvironment env, RValue sym) {
        return plainDouble(scalarValue(in, env, sym));
    }

    /** As {@link #doubleIn}, for a plain integer. */
    public static RInt intIn(Interpreter in, REnvironment env, RValue sym) {
        return plainInt(scalarValue(in, env, sym));
    }

    /**
     * As {@link #forcedValue}; a promise of {@code + - * /} of constants and bound variables
     * ({@code f(i * 2)} from an untyped body) computed as {@link EagerArith} computes a direct
     * call's argument (base's operators, plain numbers, no warning possible), the promise left
     * unforced: evaluating it has no effects, and the generic body, where the typed method gives
     * up, forces it to the same value (nothing ran in between).
     */
    private static RValue scalarValue(Interpreter in, REnvironment env, RValue sym) {
        RValue v = env.lookup(((RSymbol) sym).name());
        if (v instanceof RPromise p && !p.isForced() && !p.isUnderEvaluation() && p.expr() instanceof flashr.lang.RCall c && p.env() != null) {
            return EagerArith.value(in, p.env(), c, null);
        }
        return forcedValue(env, sym);
    }

    /** The typed body's double vector, as the generic body returns it: a vector of its own, visible. */
    public static RValue resultDoubles(Interpreter in, double[] value) {
        in.setVisible(true);
        return new RDouble(value);
    }

    /** The typed body's integer vector, as the generic body returns it. */
    public static RValue resultInts(Interpreter in, int[] value) {
        in.setVisible(true);
        return new RInt(value);
    }

    /** The typed body's logical vector, as the generic body returns it. */
    public static RValue resultLogicals(Interpreter in, int[] value) {
        in.setVisible(true);
        return new RLogical(value);
    }

    /** {@code typedMap}'s elements of a double vector without attributes but names; else null (an empty one too: R's list()). */
    public static double[] mapDoubles(RValue v) {
        return v instanceof RDouble d && d.length() > 0 && namesOnly(d) ? d.data() : null;
    }

    /** {@code typedMap}'s elements of an integer vector without attributes but names (not a factor); else null. */
    public static int[] mapInts(RValue v) {
        return v instanceof RInt i && i.length() > 0 && namesOnly(i) ? i.data() : null;
    }

    private static boolean namesOnly(RValue v) {
        return !v.hasAttributes() || v.getAttr("names") != null && v.attributes().size() == 1;
    }

    /** {@code typedMap}'s values: a double vector without names, visible. */
    public static flashr.lang.RVector mappedDoubles(Interpreter in, double[] out) {
        in.setVisible(true);
        return new RDouble(out);
    }

    /** {@code typedMap}'s integer values. */
    public static flashr.lang.RVector mappedInts(Interpreter in, int[] out) {
        in.setVisible(true);
        return new RInt(out);
    }

    /** {@code typedMap}'s logical values (1, 0, R's NA). */
    public static flashr.lang.RVector mappedLogicals(Interpreter in, int[] out) {
        in.setVisible(true);
        return new RLogical(out);
    }

    /** The typed body's logical value (1, 0 or R's NA), as the generic body returns it: a fresh logical, visible. */
    public static RValue resultLogical(Interpreter in, int value) {
        in.setVisible(true);
        return new RLogical(new int[] {value});
    }

    /** {@code sum(x)} of a logical vector: R's integer count of TRUE, NA where an element is NA (no overflow below 2^31 elements). */
    public static int sumLogical(int[] x) {
        int n = 0;
        for (int v : x) {
            if (v == RLogical.NA) return RLogical.NA; // NA_integer_ is the same int
            n += v;
        }
        return n;
    }

    /** {@code any(x)} of a logical vector: TRUE if one is, else NA if one is NA, else FALSE. */
    public static int any(int[] x) {
        int r = 0;
        for (int v : x) {
            if (v == RLogical.NA) r = RLogical.NA;
            else if (v != 0) return 1;
        }
        return r;
    }

    /** {@code all(x)} of a logical vector: FALSE if one is, else NA if one is NA, else TRUE. */
    public static int all(int[] x) {
        int r = 1;
        for (int v : x) {
            if (v == RLogical.NA) r = RLogical.NA;
            else if (v == 0) return 0;
        }
        return r;
    }

    /**
     * The length {@code numeric(n)}, {@code double(n)} or {@code integer(n)} makes (a fraction
     * truncated, as R's {@code asVecSize}); NA, NaN, a negative or too large a length (R's
     * errors) gives up.
     */
    public static int vectorLength(double n) {
        if (!(n >= 0 && n < Integer.MAX_VALUE - 8)) throw Fallback.INSTANCE;
        return (int) n;
    }

    public static int vectorLength(int n) {
        if (n < 0 || n > Integer.MAX_VALUE - 8) throw Fallback.INSTANCE; // NA too
        return n;
    }

    /** {@code sum(x)} of a plain double vector as base's {@code sum} computes it (a long double accumulator, NA over NaN). */
    public static double sum(double[] x) {
        flashr.base.math.SummaryFunctions.Sum s = new flashr.base.math.SummaryFunctions.Sum();
        s.addAll(x, false);
        double v = s.value();
        if (RDouble.isNAValue(v)) return RDouble.NA;
        double total = 0;
        total += v;
        return total;
    }

    /** The typed body's value, as the generic body returns it (a fresh double, visible). */
    public static RValue result(Interpreter in, double value) {
        in.setVisible(true);
        return new RDouble(new double[] {value});
    }

    /** The typed body's integer value (NA included), as the generic body returns it: a fresh integer, visible. */
    public static RValue resultInt(Interpreter in, int value) {
        in.setVisible(true);
        return new RInt(new int[] {value});
    }

    /** An {@code if} condition: NA (R's error, which must see the frames) goes back to the generic body. */
    public static boolean truth(int logical) {
        if (logical == RLogical.NA) throw Fallback.INSTANCE;
        return logical != 0;
    }

    /** Before a call of itself: past R's nesting limit (an error with frames) the generic body runs instead. */
    public static void checkDepth(int left) {
        if (left <= 0) throw Fallback.INSTANCE;
    }
}
