package flashr.eval;

import flashr.lang.EngineValue;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** R's control flow: braces, if, for, while, repeat, && and ||. */
public final class Control {
    private Control() {}

    public static RuntimeException breakLoop() {
        return ControlFlow.BREAK;
    }

    public static RuntimeException nextIteration() {
        return ControlFlow.NEXT;
    }

    public static RValue brace(Interpreter in, RCall call, REnvironment env) {
        RValue r = RNull.NULL;
        in.setVisible(true);
        for (RValue e : call.args()) r = in.eval(e, env);
        return r;
    }

    public static RValue ifElse(Interpreter in, RCall call, REnvironment env) {
        if (condition(in.eval(call.arg(0), env))) return in.eval(call.arg(1), env);
        if (call.argCount() > 2) return in.eval(call.arg(2), env);
        in.setVisible(false);
        return RNull.NULL;
    }

    /** The value of an if or while condition, with R's errors. */
    public static boolean condition(RValue c) {
        if (!(c instanceof RLogical)) c = EngineValue.local(c); // the common TRUE or FALSE skips the interface test
        if (c instanceof RLogical l && l.length() == 1) {
            int b = l.get(0);
            if (b == RLogical.NA) throw new RError("missing value where TRUE/FALSE needed");
            return b != 0;
        }
        if (!(c instanceof RVector v) || v.length() == 0) {
            if (c instanceof RVector || c == RNull.NULL) throw new RError("argument is of length zero");
            throw new RError("argument is not interpretable as logical");
        }
        if (v.length() > 1) throw new RError("the condition has length > 1");
        if (v.type() == RType.LIST) throw new RError("argument is not interpretable as logical");
        int b = v.getLogical(0);
        if (b == RLogical.NA) {
            throw new RError(v.type() == RType.CHARACTER && v.getString(0) != null
                    ? "argument is not interpretable as logical" : "missing value where TRUE/FALSE needed");
        }
        return b != 0;
    }

    /** Runs a loop body once; false when it ended the loop with {@code break}. */
    private static boolean iterate(Interpreter in, RValue body, REnvironment env) {
        in.checkInterrupt();
        try {
            in.eval(body, env);
        } catch (ControlFlow f) {
            if (f == ControlFlow.BREAK) return false;
            if (f != ControlFlow.NEXT) throw f;
        }
        return true;
    }

    public static RValue whileLoop(Interpreter in, RCall call, REnvironment env) {
        RValue cond = call.arg(0);
        RValue body = call.arg(1);
        while (condition(in.eval(cond, env))) {
            if (!iterate(in, body, env)) break;
        }
        in.setVisible(false);
        return RNull.NULL;
    }

    public static RValue repeatLoop(Interpreter in, RCall call, REnvironment env) {
        RValue body = call.arg(0);
        while (true) {
            if (!iterate(in, body, env)) break;
        }
        in.setVisible(false);
        return RNull.NULL;
    }

    public static RValue forLoop(Interpreter in, RCall call, REnvironment env) {
        if (!(call.arg(0) instanceof RSymbol var)) throw new RError("invalid for() loop sequence");
        String name = var.name();
        RValue body = call.arg(2);
        RValue seqExpr = call.arg(1);
        if (seqExpr instanceof RCall sc && sc.argCount() == 2 && sc.names() == null && ":".equals(sc.functionName())
                && in.findFunction(RSymbol.of(":"), env, sc) == in.baseEnv().getLocal(":")) {
            RValue from = in.eval(sc.arg(0), env);
            RValue to;
            in.holding++; // from is held while to is evaluated
            try {
                to = in.eval(sc.arg(1), env);
            } finally {
                in.holding--;
            }
            long[] range = intRange(from, to);
            if (range != null) {
                intLoop(in, env, name, body, (int) range[0], (int) range[1]);
                in.setVisible(false);
                return RNull.NULL;
            }
            RFunction colon = (RFunction) in.baseEnv().getLocal(":");
            loop(in, env, name, body, in.apply(colon, new RValue[] {from, to}, null, env, sc));
        } else if (seqExpr instanceof RCall sc && sc.argCount() == 1 && sc.names() == null
                && ("seq_len".equals(sc.functionName()) || "seq_along".equals(sc.functionName()))
                && isBase(in, sc, env)) {
            // seq_len(n) and seq_along(x): iterate 1..n without making the vector (a long one
            // would even be moved into the engine, only to be read back)
            seqLoop(in, env, name, body, sc, "seq_len".equals(sc.functionName()));
        } else {
            loop(in, env, name, body, in.eval(seqExpr, env));
        }
        in.setVisible(false);
        return RNull.NULL;
    }

    /** {@code for (name in seq_len(n))} or {@code seq_along(x)}: the count from the argument, else the builtin's value. */
    private static void seqLoop(Interpreter in, REnvironment env, String name, RValue body, RCall sc, boolean len) {
        RValue argExpr = sc.arg(0);
        if (argExpr == Interpreter.DOTS || argExpr == flashr.lang.RMissing.MISSING) {
            loop(in, env, name, body, in.evalCall(sc, env));
            return;
        }
        RValue arg = in.eval(argExpr, env);
        long n = len ? seqLenCount(arg) : seqAlongCount(arg);
        if (n > 0) {
            intLoop(in, env, name, body, 1, (int) n);
        } else if (n == 0) {
            env.define(name, RNull.NULL); // as R leaves the variable of a loop over nothing
        } else {
            RFunction f = (RFunction) in.baseEnv().getLocal(sc.functionName());
            in.holding++; // the builtin may run R code (a length method) while arg is held
            try {
                loop(in, env, name, body, in.apply(f, new RValue[] {arg}, null, env, sc));
            } finally {
                in.holding--;
            }
        }
    }

    /** What seq_len(v) counts to when v is a plain number it takes without a word; -1 to leave v to seq_len. */
    private static long seqLenCount(RValue v) {
        if (!(v instanceof RVector r) || r.length() != 1 || r.hasAttributes() || !r.type().isNumeric()) return -1;
        double d = r.getDouble(0);
        return Double.isNaN(d) || d < 0 || d > Integer.MAX_VALUE ? -1 : (long) d;
    }

    /** length(x) for seq_along(x) when no length method can apply; -1 to leave x to seq_along. */
    private static long seqAlongCount(RValue v) {
        if (v.classAttr() != null) return -1;
        if (v instanceof RVector r) return r.length();
        if (v instanceof EngineValue e && e.length() <= Integer.MAX_VALUE) return e.length();
        return v == RNull.NULL ? 0 : -1;
    }

    private static boolean isBase(Interpreter in, RCall c, REnvironment env) {
        RSymbol f = (RSymbol) c.function();
        return in.findFunction(f, env, c) == in.baseEnv().getLocal(f.name());
    }

    /** from:to as int bounds when {@code :} would give an integer vector, else null. */
    public static long[] intRange(RValue from, RValue to) {
        if (!(from instanceof RVector f) || !(to instanceof RVector t) || f.length() != 1 || t.length() != 1
                || !f.type().isNumeric() || !t.type().isNumeric()) {
            return null;
        }
        double a = f.getDouble(0);
        double b = t.getDouble(0);
        if (Double.isNaN(a) || Double.isNaN(b) || a != Math.floor(a) || Math.abs(a) > Integer.MAX_VALUE) return null;
        double n = Math.floor(Math.abs(b - a) + 1e-10);
        double last = a <= b ? a + n : a - n;
        if (Math.abs(last) > Integer.MAX_VALUE) return null;
        return new long[] {(long) a, (long) last};
    }

    private static void intLoop(Interpreter in, REnvironment env, String name, RValue body, int from, int to) {
        int step = from <= to ? 1 : -1;
        RInt current = null;
        REnvironment.Binding cell = null;
        for (int i = from; ; i += step) {
            // R binds a fresh value each iteration; reusing ours is the same while nothing else holds it
            if (current != null && !current.isShared() && cell.value() == current) {
                current.set(0, i);
            } else {
                current = new RInt(new int[] {i});
                env.define(name, current);
                cell = env.binding(name);
            }
            if (!iterate(in, body, env)) break;
            if (i == to) break;
        }
    }

    private static void loop(Interpreter in, REnvironment env, String name, RValue body, RValue seq) {
        seq = EngineValue.local(seq);
        if (seq == RNull.NULL) {
            env.define(name, RNull.NULL); // as R leaves the variable of a loop over nothing
            return;
        }
        if (!(seq instanceof RVector v)) throw new RError("invalid for() loop sequence");
        v.markShared(); // the loop holds the sequence: x[i] <- v in the body changes a copy of x, as in R
        if (v.inherits("factor")) v = factorLabels(v);
        int n = v.length();
        if (n == 0) env.define(name, RNull.NULL);
        boolean atomic = v.type().isAtomic();
        RVector current = null;
        for (int i = 0; i < n; i++) {
            current = bindElement(in, env, name, v, i, atomic, current);
            if (!iterate(in, body, env)) break;
        }
    }

    /**
     * Binds element {@code i} of a loop's sequence to its variable; returns the length-one value
     * bound for an atomic sequence: a fresh one per iteration, reused while only the loop variable
     * holds it ({@code current}, the one bound before, or null).
     */
    public static RVector bindElement(Interpreter in, REnvironment env, String name, RVector seq, int i,
            boolean atomic, RVector current) {
        if (!atomic) {
            in.assignVariable(env, name, seq.getElement(i));
            return null;
        }
        if (current == null || current.isShared() || env.getLocal(name) != current) {
            current = seq.allocate(1);
            seq.copyElement(i, current, 0);
            env.define(name, current);
        } else {
            seq.copyElement(i, current, 0);
        }
        return current;
    }

    public static RVector factorLabels(RVector f) {
        RValue lv = f.getAttr("levels");
        String[] s = new String[f.length()];
        for (int i = 0; i < s.length; i++) {
            int code = f.getInt(i);
            s[i] = code == RInt.NA || !(lv instanceof RString l) ? null : l.get(code - 1);
        }
        return new RString(s);
    }

    /** {@code &&} and {@code ||}: the right side is evaluated only when needed. */
    public static RValue andOr(Interpreter in, RCall call, REnvironment env, boolean and) {
        String op = and ? "&&" : "||";
        int x = scalarLogical(in, in.eval(call.arg(0), env), "x", op, call);
        if (and ? x == 0 : x == 1) return RLogical.of(!and);
        int y = scalarLogical(in, in.eval(call.arg(1), env), "y", op, call);
        in.setVisible(true);
        int r;
        if (and) r = y == 0 ? 0 : x == RLogical.NA || y == RLogical.NA ? RLogical.NA : 1;
        else r = y == 1 ? 1 : x == RLogical.NA || y == RLogical.NA ? RLogical.NA : 0;
        return new RLogical(new int[] {r});
    }

    private static int scalarLogical(Interpreter in, RValue v, String which, String op, RCall call) {
        v = EngineValue.local(v);
        // R's isNumber: logical, integer that is no factor, double, complex
        if (!(v instanceof RVector vec) || !(vec.type() == RType.LOGICAL || vec.type() == RType.DOUBLE || vec.type() == RType.COMPLEX
                || vec.type() == RType.INTEGER && !vec.inherits("factor"))) {
            throw new RError("invalid '" + which + "' type in 'x " + op + " y'");
        }
        if (vec.length() == 0) return RLogical.NA;
        if (vec.length() > 1) {
            in.warning(call, "'length(x) = " + vec.length() + " > 1' in coercion to 'logical(1)'"); // R says x for either side
        }
        return vec.getLogical(0);
    }
}
