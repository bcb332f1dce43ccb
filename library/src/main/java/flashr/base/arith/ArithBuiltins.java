package flashr.base.arith;

import flashr.base.Registry;
import flashr.base.math.SummaryBuiltins;
import flashr.eval.Args;
import flashr.lang.RError;
import flashr.lang.RValue;

/** Builtins: arithmetic, comparison and logic operators, and the bitwise functions. */
public final class ArithBuiltins {
    private ArithBuiltins() {}

    public static void register(Registry r) {
        for (String op : new String[] {"+", "-"}) {
            int code = Arithmetic.code(op);
            r.builtin(op, null, a -> {
                RValue[] v = a.dots();
                if (v.length == 1) {
                    if (ArithFactors.isFactor(v[0])) return ArithFactors.unary(op, v[0], a.interp(), a.call());
                    return Arithmetic.unary(op, v[0]);
                }
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
        String[] bitwise = {"bitwAnd", "bitwOr", "bitwXor", "bitwShiftL", "bitwShiftR"};
        for (int op = 0; op < bitwise.length; op++) {
            int code = op;
            String second = op < ArithBitwise.SHIFT_LEFT ? "b" : "n";
            r.builtin(bitwise[op], "a, " + second, a -> ArithBitwise.binary(code,
                    SummaryBuiltins.required(a, 0, "a"), SummaryBuiltins.required(a, 1, second), a.interp(), a.call()));
        }
        r.builtin("bitwNot", "a", a -> ArithBitwise.not(SummaryBuiltins.required(a, 0, "a"), a.interp(), a.call()));
        r.builtin("!", null, a -> {
            checkArity(a, "!", 1);
            if (ArithFactors.isFactor(a.dots()[0])) return ArithFactors.unary("!", a.dots()[0], a.interp(), a.call());
            return LogicOps.not(a.dots()[0]);
        });
    }

    private static void checkArity(Args a, String op, int n) {
        int got = a.dots().length;
        if (got == n) return;
        if (op.equals("+") || op.equals("-")) throw new RError("operator needs one or two arguments");
        if (n == 2 && got == 1) throw new RError("invalid unary operator");
        throw new RError(got + " argument" + (got == 1 ? "" : "s") + " passed to '" + op + "' which requires " + n);
    }
}
