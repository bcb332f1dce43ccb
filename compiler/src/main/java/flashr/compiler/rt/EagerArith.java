package flashr.compiler.rt;

import flashr.engine.fn.RMath;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * The argument {@code i + 1}, {@code n - 1L}, {@code x * 2} of a direct call ({@link Calls#direct})
 * computed before the call instead of as a promise forced in the callee: only where nobody can
 * tell the difference. The operator ({@code + - * /}) must be base's where the call runs, found
 * without forcing a promise (an unforced one named like it: not computed, since forcing it has
 * effects R would have later); the operands variables bound to values (no active binding, no
 * unforced promise) or constants, or such arithmetic, each a plain double or integer (length one,
 * no attributes: an S3 or S4 object dispatches); and the operation cannot warn or fail (an integer
 * overflow, where R warns: not computed). Then R's value is the one computed here (the same rules
 * as base's scalar arithmetic: NA and NaN propagate with R's payload rule, integer {@code /} gives
 * a double) and evaluating it has no effects, so its time does not matter. Null otherwise: the
 * call goes the general way, with promises.
 */
final class EagerArith {
    private static final int MAX_DEPTH = 4;

    private EagerArith() {}

    static RValue value(Interpreter in, REnvironment env, RCall c, DirectSite site) {
        return eval(in, env, c, site, 0);
    }

    private static RValue eval(Interpreter in, REnvironment env, RValue n, DirectSite site, int depth) {
        if (n instanceof RSymbol s) return Calls.boundValue(env, s.name());
        if (n instanceof RDouble || n instanceof RInt) return n;
        if (!(n instanceof RCall c) || depth > MAX_DEPTH || c.argCount() != 2 || c.names() != null || !(c.function() instanceof RSymbol op)) return null;
        int code = Arith.opOf(op.name());
        if (code < 0 || code > Arith.DIV) return null;
        RValue x = eval(in, env, c.arg(0), site, depth + 1);
        if (x == null) return null;
        RValue y = eval(in, env, c.arg(1), site, depth + 1);
        if (y == null || !baseOperators(in, env, site)) return null;
        return compute(code, x, y);
    }

    private static RValue compute(int op, RValue x, RValue y) {
        boolean xi = x instanceof RInt, yi = y instanceof RInt;
        if (!(xi ? TypedCall.plainInt(x) != null : TypedCall.plainDouble(x) != null)) return null;
        if (!(yi ? TypedCall.plainInt(y) != null : TypedCall.plainDouble(y) != null)) return null;
        if (xi && yi && op != Arith.DIV) {
            int a = ((RInt) x).get(0), b = ((RInt) y).get(0);
            if (a == RInt.NA || b == RInt.NA) return new RInt(new int[] {RInt.NA});
            long r = op == Arith.ADD ? (long) a + b : op == Arith.SUB ? (long) a - b : (long) a * b;
            if (r > Integer.MAX_VALUE || r <= Integer.MIN_VALUE) return null; // R warns: the promise's business
            return new RInt(new int[] {(int) r});
        }
        double a = xi ? Arith.toDouble(((RInt) x).get(0)) : ((RDouble) x).get(0);
        double b = yi ? Arith.toDouble(((RInt) y).get(0)) : ((RDouble) y).get(0);
        double r = switch (op) {
            case Arith.ADD -> RMath.add(a, b);
            case Arith.SUB -> RMath.sub(a, b);
            case Arith.MUL -> RMath.mul(a, b);
            default -> RMath.div(a, b);
        };
        return new RDouble(new double[] {r});
    }

    /**
     * Whether {@code + - * /} are all base's from {@code env}: kept per site while no function
     * named like a base function has been defined since ({@link Interpreter#functionVersion}, as
     * the evaluator's call sites keep it).
     */
    private static boolean baseOperators(Interpreter in, REnvironment env, DirectSite site) {
        if (site != null && site.opsIn == in && site.opsVersion == in.functionVersion()) return true;
        for (String op : new String[] {"+", "-", "*", "/"}) if (!isBase(in, env, op)) return false;
        if (site != null) {
            site.opsIn = in;
            site.opsVersion = in.functionVersion();
        }
        return true;
    }

    /** The function {@code name} finds from {@code env} is base's, found without forcing a promise. */
    private static boolean isBase(Interpreter in, REnvironment env, String name) {
        RFunction f = TypedCall.functionUnforced(env, name);
        return f != null && f == in.baseEnv().getLocal(name);
    }
}
