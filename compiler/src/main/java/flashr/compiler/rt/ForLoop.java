package flashr.compiler.rt;

import flashr.eval.Control;
import flashr.eval.Interpreter;
import flashr.base.vectors.VectorSizes;
import flashr.lang.EngineValue;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The iteration of a compiled {@code for} loop: {@link #next} binds the loop variable to the next
 * element (as the evaluator's loop does: a fresh length-one value, reused while only the variable
 * holds it) and checks for an interrupt; false when the sequence is done.
 */
public abstract class ForLoop {
    final Interpreter in;
    final REnvironment env;
    final String name;

    ForLoop(Interpreter in, REnvironment env, String name) {
        this.in = in;
        this.env = env;
        this.name = name;
    }

    public abstract boolean next();

    /**
     * Whether a counted loop has iterations left after the one bound last, and the value of the
     * next one: where a typed loop that handed its iterations over ({@link #resume}) takes them back.
     */
    public boolean hasNext() {
        throw new IllegalStateException("not a counted loop");
    }

    public int upcoming() {
        throw new IllegalStateException("not a counted loop");
    }

    /** {@code for (var in from:to)} where {@code colon} is the call {@code from:to} of base's {@code :}. */
    public static ForLoop range(Interpreter in, REnvironment env, RValue var, RValue from, RValue to, RValue colon, RValue forCall) {
        long[] r = Control.intRange(from, to);
        if (r != null) return new Counting(in, env, ((RSymbol) var).name(), (int) r[0], (int) r[1]);
        RFunction f = (RFunction) in.baseEnv().getLocal(":");
        return over(in, env, var, in.apply(f, new RValue[] {from, to}, null, env, (RCall) colon), forCall);
    }

    /** The rest of a counted loop, from {@code from} (bound first) to {@code to}: where a typed loop gave up an iteration. */
    public static ForLoop resume(Interpreter in, REnvironment env, RValue var, int from, int to) {
        return new Counting(in, env, ((RSymbol) var).name(), from, to);
    }

    /** {@code for (var in seq)} over a sequence's value. */
    public static ForLoop over(Interpreter in, REnvironment env, RValue var, RValue seq, RValue forCall) {
        String name = ((RSymbol) var).name();
        seq = EngineValue.local(seq);
        if (seq == RNull.NULL) {
            env.define(name, RNull.NULL); // as R leaves the variable of a loop over nothing
            return new Elements(in, env, name, null);
        }
        if (!(seq instanceof RVector v)) throw new RError("invalid for() loop sequence", (RCall) forCall);
        v.markShared(); // the loop holds the sequence, as the interpreter's does: the body changes a copy
        if (v.inherits("factor")) v = Control.factorLabels(v);
        if (v.length() == 0) env.define(name, RNull.NULL);
        return new Elements(in, env, name, v);
    }

    /**
     * {@code for (var in seq)} where {@code seq} is the value of base's seq_len or seq_along: counted when it is 1, ..., n;
     * a null {@code seq} is one the builtin was not called for, as {@code range} ({@link #seqLenRange}) gave it.
     */
    public static ForLoop counted(Interpreter in, REnvironment env, RValue var, RValue seq, int[] range, RValue forCall) {
        if (seq == null) return new Counting(in, env, ((RSymbol) var).name(), range[0], range[1]);
        if (isOneToN(seq)) return new Counting(in, env, ((RSymbol) var).name(), 1, ((RInt) seq).length());
        return over(in, env, var, seq, forCall);
    }

    /**
     * {1, n, 1} for {@code seq_len(n)} of an argument whose value base's builtin would turn into 1, ..., n
     * with nothing else (one number, not NA, at least 1, within a heap vector's length); null where
     * the builtin must run (a warning, an error, an empty or a compact sequence). So a counted loop
     * does not make (and fill, cold) the vector only to read its length.
     */
    public static int[] seqLenRange(RValue n) {
        double d;
        if (n instanceof RInt i && i.length() == 1) d = i.get(0) == RInt.NA ? Double.NaN : i.get(0);
        else if (n instanceof RDouble x && x.length() == 1) d = x.get(0);
        else return null;
        return d >= 1 && d <= Math.min(VectorSizes.MAX, Integer.MAX_VALUE) ? new int[] {1, (int) d, 1} : null;
    }

    /** {1, n, 1} for {@code seq_along(x)} of a vector of length n >= 1 with no class (whose length no method answers); else null. */
    public static int[] seqAlongRange(RValue x) {
        return x instanceof RVector v && v.classAttr() == null && v.length() >= 1 ? new int[] {1, v.length(), 1} : null;
    }

    static boolean isOneToN(RValue v) {
        return v instanceof RInt r && !r.hasAttributes() && r.length() >= 1 && r.get(0) == 1 && r.get(r.length() - 1) == r.length();
    }

    /** An integer range counted without making the vector. */
    static final class Counting extends ForLoop {
        private final int to;
        private final int step;
        private int i;
        private boolean started;
        private RInt current;
        private REnvironment.Binding cell;

        Counting(Interpreter in, REnvironment env, String name, int from, int to) {
            super(in, env, name);
            this.to = to;
            this.step = from <= to ? 1 : -1;
            this.i = from;
        }

        @Override
        public boolean next() {
            if (started) {
                if (i == to) return false;
                i += step;
            }
            started = true;
            if (current != null && !current.isShared() && cell.value() == current) {
                current.set(0, i);
            } else {
                current = new RInt(new int[] {i});
                env.define(name, current);
                cell = env.binding(name);
            }
            in.checkInterrupt();
            return true;
        }

        @Override
        public boolean hasNext() {
            return !started || i != to;
        }

        @Override
        public int upcoming() {
            return started ? i + step : i;
        }
    }

    /** The elements of a vector or list. */
    static final class Elements extends ForLoop {
        private final RVector seq;
        private final boolean atomic;
        private int i = -1;
        private RVector current;

        Elements(Interpreter in, REnvironment env, String name, RVector seq) {
            super(in, env, name);
            this.seq = seq;
            this.atomic = seq != null && seq.type().isAtomic();
        }

        @Override
        public boolean next() {
            if (seq == null || ++i >= seq.length()) return false;
            current = Control.bindElement(in, env, name, seq, i, atomic, current);
            in.checkInterrupt();
            return true;
        }
    }
}
