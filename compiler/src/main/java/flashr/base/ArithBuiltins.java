package flashr.base;

import flashr.eval.Args;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Builtins: arithmetic, comparison and logic operators. */
final class ArithBuiltins {
    private ArithBuiltins() {}

    static void register(Registry r) {
        for (String op : new String[] {"+", "-"}) {
            int code = Arithmetic.code(op);
            r.builtin(op, null, a -> {
                RValue[] v = a.dots();
                if (v.length == 1) return Arithmetic.unary(op, v[0]);
                checkArity(a, op, 2);
                return Arithmetic.binary(code, v[0], v[1], a.interp(), a.call());
            });
        }
        for (String op : new String[] {"*", "/", "^", "%%", "%/%"}) {
            int code = Arithmetic.code(op);
            r.builtin(op, null, a -> {
                checkArity(a, op, 2);
                return Arithmetic.binary(code, a.dots()[0], a.dots()[1], a.interp(), a.call());
            });
        }
        for (String op : new String[] {"==", "!=", "<", ">", "<=", ">="}) {
            int code = CompareOps.code(op);
            r.builtin(op, null, a -> {
                checkArity(a, op, 2);
                return CompareOps.binary(code, a.dots()[0], a.dots()[1], a.interp(), a.call());
            });
        }
        r.builtin("&", null, a -> {
            checkArity(a, "&", 2);
            return LogicOps.binary(true, a.dots()[0], a.dots()[1], a.interp(), a.call());
        });
        r.builtin("|", null, a -> {
            checkArity(a, "|", 2);
            return LogicOps.binary(false, a.dots()[0], a.dots()[1], a.interp(), a.call());
        });
        r.builtin("!", null, a -> {
            checkArity(a, "!", 1);
            return LogicOps.not(a.dots()[0]);
        });
        r.special("&&", a -> shortCircuit(a, true));
        r.special("||", a -> shortCircuit(a, false));
    }

    private static void checkArity(Args a, String op, int n) {
        int got = a.dots().length;
        if (got == n) return;
        if (op.equals("+") || op.equals("-")) throw new RError("operator needs one or two arguments");
        if (n == 2 && got == 1) throw new RError("invalid unary operator");
        throw new RError(got + " argument" + (got == 1 ? "" : "s") + " passed to '" + op + "' which requires " + n);
    }

    /** {@code x && y} / {@code x || y}: y is evaluated only when x does not decide. */
    private static RValue shortCircuit(Args a, boolean and) {
        String op = and ? "&&" : "||";
        int x = scalar(a.interp().eval(a.call().arg(0), a.env()), "x", op, a);
        if (and ? x == 0 : x == 1) return RLogical.of(!and);
        int y = scalar(a.interp().eval(a.call().arg(1), a.env()), "y", op, a);
        return new RLogical(new int[] {LogicOps.combine(and, x, y)});
    }

    private static int scalar(RValue v, String which, String op, Args a) {
        if (!(v instanceof RVector vec) || !vec.type().isNumeric()) {
            throw new RError("invalid '" + which + "' type in 'x " + op + " y'");
        }
        if (vec.length() > 1) {
            a.interp().warning(a.call(), "'length(x) = " + vec.length() + " > 1' in coercion to 'logical(1)'");
        }
        return vec.length() == 0 ? RLogical.NA : vec.getLogical(0);
    }
}
