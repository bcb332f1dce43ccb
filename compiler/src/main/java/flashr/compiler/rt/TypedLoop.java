package flashr.compiler.rt;

import flashr.base.arith.Arithmetic;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RPromise;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.concurrent.atomic.LongAdder;

/**
 * Run-time side of loops with typed locals: the guards on integer variables and on the vectors
 * whose elements the body reads and writes, and the operations that cannot always stay typed.
 * Integer arithmetic that overflows (R gives NA with a warning, which may run a handler) and an
 * element index out of bounds or NA (R gives NA, a shorter vector or a longer one) throw
 * {@link TypedCall.Fallback}: the loop undoes its iteration and goes on generically from there.
 */
public final class TypedLoop {
    private TypedLoop() {}

    /** The value of a variable when it is a plain integer (length one, no attributes, not an unforced promise), else null. */
    public static RInt plainInt(REnvironment env, RValue sym) {
        RValue v = env.lookup(((RSymbol) sym).name());
        if (v instanceof RPromise p) v = p.isForced() ? p.value() : null;
        return v instanceof RInt i && i.length() == 1 && !i.hasAttributes() ? i : null;
    }

    /** The value of a variable when it is a plain logical scalar, else null. */
    public static RLogical plainLogical(REnvironment env, RValue sym) {
        RValue v = env.lookup(((RSymbol) sym).name());
        if (v instanceof RPromise p) v = p.isForced() ? p.value() : null;
        return v instanceof RLogical l && l.length() == 1 && !l.hasAttributes() ? l : null;
    }

    /**
     * Whether the loop variable bound in {@code env} itself is still the plain integer
     * {@code counter}, after a typed loop's escape (code that may have assigned or removed it).
     */
    public static boolean isCounter(REnvironment env, RValue sym, int counter) {
        RValue v = env.getLocal(((RSymbol) sym).name());
        return v instanceof RInt i && i.length() == 1 && !i.hasAttributes() && i.get(0) == counter;
    }

    /** {@code name <- value} for a logical computed in a JVM local (1, 0 or NA). */
    public static void defineLogical(REnvironment env, RValue sym, int value) {
        env.define(((RSymbol) sym).name(), new RLogical(new int[] {value}));
    }

    /**
     * The vector a body reads elements of, as {@code x[i]} finds it: a plain integer, double or
     * logical vector ({@code kind} {@link #INTS}, {@link #DOUBLES}, {@link #LOGICALS}) without
     * attributes; null otherwise.
     */
    public static RVector plainVector(REnvironment env, RValue sym, int kind, boolean matrix) {
        RValue v = env.lookup(((RSymbol) sym).name());
        if (v instanceof RPromise p) v = p.isForced() ? p.value() : null;
        return plain(v, kind, matrix);
    }

    /** The kinds of vectors typed code reads: integer ({@code int[]}), double, logical ({@code int[]} of 1, 0, NA). */
    public static final int INTS = 0, DOUBLES = 1, LOGICALS = 2;

    /**
     * The vector a body assigns elements of, bound in {@code env} itself (not a promise); null
     * otherwise. A shared one is replaced by a copy bound in its place, as the first
     * {@code x[i] <- v} would do: the variable keeps an equal value, so nobody can tell the copy
     * was made before the first write (or without one).
     */
    public static RVector localVector(REnvironment env, RValue sym, int kind, boolean matrix) {
        String name = ((RSymbol) sym).name();
        RVector x = plain(env.getLocal(name), kind, matrix);
        if (x == null || !x.isShared()) return x;
        RVector copy = x instanceof RDouble d ? new RDouble(d.data().clone())
                : x instanceof RLogical l ? new RLogical(l.data().clone()) : new RInt(((RInt) x).data().clone());
        copy.setAttributes(x.attributes());
        env.define(name, copy);
        return copy;
    }

    /**
     * A double or integer vector without attributes; for a {@code matrix} (read as {@code m[i, j]}),
     * one whose attributes are its two dims and perhaps dimnames, which an element's value and
     * assignment ignore.
     */
    private static RVector plain(RValue v, int kind, boolean matrix) {
        if (v == null || (matrix ? !matrixOnly(v) : v.hasAttributes())) return null;
        return switch (kind) {
            case DOUBLES -> v instanceof RDouble d ? d : null;
            case LOGICALS -> v instanceof RLogical l ? l : null;
            default -> v instanceof RInt i ? i : null;
        };
    }

    private static boolean matrixOnly(RValue v) {
        if (!(v instanceof RVector x) || !x.isMatrix()) return false;
        for (int i = 0; i < v.attributes().size(); i++) {
            String a = v.attributes().name(i);
            if (!a.equals("dim") && !a.equals("dimnames")) return false;
        }
        return true;
    }

    /** A matrix's number of rows. */
    public static int nrow(RVector m) {
        return m.dim()[0];
    }

    public static int ncol(RVector m) {
        return m.dim()[1];
    }

    /**
     * The elements of a double vector, spare capacity included (typed code indexes below the
     * length it read): a vector grown by {@code x[i] <- v} keeps its capacity when a typed loop
     * is re-entered between two growths.
     */
    public static double[] doubles(RVector v) {
        return ((RDouble) v).storage();
    }

    /** The elements of an integer or logical vector, spare capacity included (as {@link #doubles}). */
    public static int[] ints(RVector v) {
        return v instanceof RLogical l ? l.storage() : ((RInt) v).storage();
    }

    /** Whether {@code [<-} ({@code [[<-} for a target {@code x[[i]]}), seen from {@code env}, is base's ({@code target} the call {@code x[i]}, for errors). */
    public static boolean baseElementAssign(Interpreter in, REnvironment env, RValue target) {
        String f = (((RCall) target).function() instanceof RSymbol h && h.name().equals("[[") ? "[[" : "[") + "<-";
        return in.findFunction(RSymbol.of(f), env, (RCall) target) == in.baseEnv().getLocal(f);
    }

    /** The zero-based position of integer index {@code i} in a vector of {@code length}; else the generic path. */
    public static int index(int i, int length) {
        if (i < 1 || i > length) throw TypedCall.Fallback.INSTANCE; // NA is Integer.MIN_VALUE
        return i - 1;
    }

    /** The zero-based position of double index {@code d} (truncated, as R does); NA, NaN and out of bounds go generic. */
    public static int index(double d, int length) {
        if (!(d >= 1 && d < length + 1.0)) throw TypedCall.Fallback.INSTANCE;
        return (int) d - 1;
    }

    /**
     * The first value of an inner {@code for (v in from:to)} as R's {@code :} counts it: an int
     * range when {@code from} is whole and the range stays in R's integers; otherwise (NA, NaN,
     * fractional, past the int range: an error or doubles in R) the generic loop's business.
     */
    public static int colonFrom(double from) {
        if (!(from == Math.rint(from) && from > Integer.MIN_VALUE && from <= Integer.MAX_VALUE)) throw TypedCall.Fallback.INSTANCE;
        return (int) from;
    }

    /** The last value of {@code from:to} (R's count: {@code floor(|to - from| + 1 + FLT_EPSILON)} values), {@code from} whole. */
    public static int colonTo(double from, double to) {
        double r = Math.abs(to - from);
        if (!(r < Integer.MAX_VALUE)) throw TypedCall.Fallback.INSTANCE; // NaN too
        double n = Math.floor(r + 1 + 0x1p-23);
        double end = from <= to ? from + (n - 1) : from - (n - 1);
        if (end <= Integer.MIN_VALUE || end > Integer.MAX_VALUE) throw TypedCall.Fallback.INSTANCE;
        return (int) end;
    }

    /** The last value of {@code seq_len(n)} or {@code seq_along(x)} (length n): an empty or invalid one is the generic loop's. */
    public static int lastOfCount(double n) {
        if (!(n >= 1 && n <= Integer.MAX_VALUE && n == Math.rint(n))) throw TypedCall.Fallback.INSTANCE;
        return (int) n;
    }

    public static int lastOfCount(int n) {
        if (n < 1) throw TypedCall.Fallback.INSTANCE; // NA too
        return n;
    }

    /**
     * {@code a %% b} of doubles, for typed loops and typed functions; where R warns "probable
     * complete loss of accuracy in modulus" (a warning may run a handler) the generic code computes it.
     */
    public static double mod(double a, double b) {
        if (Arithmetic.modLosesAccuracy(a, b)) throw TypedCall.Fallback.INSTANCE;
        return Arith.mod(a, b);
    }

    public static int add(int a, int b) {
        return a == RInt.NA || b == RInt.NA ? RInt.NA : checked((long) a + b);
    }

    public static int sub(int a, int b) {
        return a == RInt.NA || b == RInt.NA ? RInt.NA : checked((long) a - b);
    }

    public static int mul(int a, int b) {
        return a == RInt.NA || b == RInt.NA ? RInt.NA : checked((long) a * b);
    }

    /** An integer result; past R's range (NA with a warning in R) the generic path computes it. */
    private static int checked(long r) {
        if (r > Integer.MAX_VALUE || r <= Integer.MIN_VALUE) throw TypedCall.Fallback.INSTANCE;
        return (int) r;
    }

    /**
     * After a typed loop handed its iteration over to its generic twin (it gave up, or its guards
     * failed on re-entry): how many iterations the twin runs before typed code is tried again.
     * One (the iteration given up) when typed code had run more iterations since it was entered
     * than the twin ran the time before ({@code previous}); otherwise twice as many as the time
     * before, up to {@link #MAX_BACKOFF}: a loop that gives up at every iteration tries typed code
     * a number of times that grows with the log of its length, one that gives up now and then
     * runs all but those iterations typed.
     */
    public static int backOff(int previous, int counter, int entered) {
        HAND_OVERS.increment();
        long typed = Math.abs((long) counter - entered);
        return typed > previous ? 1 : (int) Math.clamp(2L * previous, 1, MAX_BACKOFF);
    }

    /** The most generic iterations between two tries of typed code. */
    public static final int MAX_BACKOFF = 1 << 12;

    private static final LongAdder HAND_OVERS = new LongAdder();

    /** How many times typed loops handed iterations over to their generic twins in this JVM (for tests). */
    public static long handOvers() {
        return HAND_OVERS.sum();
    }

    /** An integer as an element of a double vector: NA stays NA. */
    public static double toDouble(int i) {
        return i == RInt.NA ? RDouble.NA : i;
    }
}
