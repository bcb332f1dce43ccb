package flashr.eval;

import flashr.engine.fn.RMath;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Call sites bound to base specials and scalar arithmetic skip the general calling
 * convention: no argument arrays, no matching. Semantics are those of the builtins
 * (integer overflow gives NA with a warning; NA and NaN propagate).
 */
public final class FastPaths {
    static final int NONE = 0;
    static final int ASSIGN = 1, SUPER_ASSIGN = 2, BRACE = 3, PAREN = 4, IF = 5, FOR = 6, WHILE = 7, REPEAT = 8,
            AND = 9, OR = 10;
    static final int ADD = 20, SUB = 21, MUL = 22, DIV = 23, POW = 24, EQ = 25, NE = 26, LT = 27, GT = 28, LE = 29, GE = 30;

    private FastPaths() {}

    static int opOf(String name) {
        return switch (name) {
            case "<-", "=" -> ASSIGN;
            case "<<-" -> SUPER_ASSIGN;
            case "{" -> BRACE;
            case "(" -> PAREN;
            case "if" -> IF;
            case "for" -> FOR;
            case "while" -> WHILE;
            case "repeat" -> REPEAT;
            case "&&" -> AND;
            case "||" -> OR;
            case "+" -> ADD;
            case "-" -> SUB;
            case "*" -> MUL;
            case "/" -> DIV;
            case "^" -> POW;
            case "==" -> EQ;
            case "!=" -> NE;
            case "<" -> LT;
            case ">" -> GT;
            case "<=" -> LE;
            case ">=" -> GE;
            default -> NONE;
        };
    }

    /** The result, or null when the general path must be taken (nothing evaluated yet in that case). */
    static RValue eval(Interpreter in, CallSite site, RCall call, REnvironment env) {
        if (site.op >= ADD) return arith(in, site, call, env);
        if (site.function.kind() != flashr.lang.RBuiltin.Kind.SPECIAL) return null;
        if (!usualArity(site.op, call.argCount())) return null;   // `if`(), `(`(1, 2): the special's R error
        try {
            return switch (site.op) {
                case ASSIGN -> Assignment.assign(in, site, call, env);
                case SUPER_ASSIGN -> Assignment.assign(in, call, env, true);
                case BRACE -> Control.brace(in, call, env);
                case PAREN -> {
                    RValue v = in.eval(call.arg(0), env);
                    in.setVisible(true);
                    yield v;
                }
                case IF -> Control.ifElse(in, call, env);
                case FOR -> Control.forLoop(in, call, env);
                case WHILE -> Control.whileLoop(in, call, env);
                case REPEAT -> Control.repeatLoop(in, call, env);
                case AND -> Control.andOr(in, call, env, true);
                case OR -> Control.andOr(in, call, env, false);
                default -> null;
            };
        } catch (RError e) {
            throw e.withCallIfAbsent(call);
        } catch (ControlFlow | SystemQuit e) {
            throw e;
        } catch (RuntimeException e) {
            throw BuiltinCalls.failure(in, e, call);
        }
    }

    /** Whether a call of a special has the argument count its fast path reads. */
    private static boolean usualArity(int op, int n) {
        return switch (op) {
            case PAREN, REPEAT -> n == 1;
            case IF -> n >= 2;
            case ASSIGN, SUPER_ASSIGN, WHILE -> n == 2;
            case FOR -> n == 3;
            case AND, OR -> n == 2;
            default -> true;
        };
    }

    private static RValue arith(Interpreter in, CallSite site, RCall call, REnvironment env) {
        if (site.binary) {
            RValue[] a = call.args();
            in.freshArith = null;
            RValue x = operand(in, site, 0, a[0], env);
            RValue y;
            if (a[1] instanceof RCall) {
                in.holding++; // x is held while the right operand runs
                try {
                    y = operand(in, site, 1, a[1], env);
                } finally {
                    in.holding--;
                }
            } else {
                y = operand(in, site, 1, a[1], env);
            }
            RValue r = site.op <= POW && x instanceof RDouble dx && y instanceof RDouble dy
                    ? reuse(in, site.op, dx, isArith(a[0]), dy, isArith(a[1])) : null;
            if (r == null) r = binary(in, site.op, x, y, call);
            if (r != null) {
                in.freshArith = r;
                in.setVisible(true);
                return r;
            }
            return in.invokeBuiltin(site.function, call, env, new RValue[] {x, y}, BuiltinCalls.unnamed(2), true);
        }
        return site.negation ? negate(in, site, call, env) : null;
    }

    private static RValue negate(Interpreter in, CallSite site, RCall call, REnvironment env) {
        {
            RValue x = in.eval(call.arg(0), env);
            if (!x.hasAttributes()) {
                if (x instanceof RDouble d && d.length() == 1) {
                    in.setVisible(true);
                    return new RDouble(new double[] {-d.get(0)});
                }
                if (x instanceof RInt i && i.length() == 1) {
                    in.setVisible(true);
                    int v = i.get(0);
                    return new RInt(new int[] {v == RInt.NA ? RInt.NA : -v});
                }
            }
            return in.invokeBuiltin(site.function, call, env, new RValue[] {x}, BuiltinCalls.unnamed(1), true);
        }
    }

    /**
     * Double arithmetic writing into an operand that is the result this fast path produced
     * just before and nothing holds yet (as {@code i * 2} in {@code s + i * 2}), saving an allocation.
     */
    private static RValue reuse(Interpreter in, int op, RDouble x, boolean xArith, RDouble y, boolean yArith) {
        // only scalar by scalar: 2 * q * v must give a matrix, not the fresh scalar 2 * q
        if (x.length() != 1 || y.length() != 1 || x.hasAttributes() || y.hasAttributes()) return null;
        RValue fresh = in.freshArith;
        RDouble target = yArith && y == fresh ? y : xArith && x == fresh ? x : null;
        if (target == null || op == POW) return null;
        double a = x.get(0);
        double b = y.get(0);
        target.set(0, switch (op) {
            case ADD -> RMath.add(a, b);
            case SUB -> RMath.sub(a, b);
            case MUL -> RMath.mul(a, b);
            default -> RMath.div(a, b);
        });
        return target;
    }

    /**
     * {@code x op y} (op one of + - * /) written into {@code target}, the unshared scalar double
     * that the assignment being evaluated rebinds and that nothing else holds: R's result without
     * allocating one. Applies when the operands are plain scalar numbers obtained without
     * evaluating anything (variables bound to values, constants, or such an operation in turn)
     * and the result is a double; false otherwise, with nothing evaluated.
     */
    static boolean intoScalar(Interpreter in, RCall call, REnvironment env, RDouble target) {
        if (target.isShared() || target.hasAttributes() || target.length() != 1) return false;
        if (scalarCall(in, call, env) != 2) return false;
        target.set(0, in.scalar);
        return true;
    }

    /**
     * Whether {@code call} is scalar arithmetic with a double value that {@link #intoScalar} would
     * compute; the value is left in {@code in.scalar}. False with nothing evaluated otherwise.
     */
    static boolean scalarValue(Interpreter in, RCall call, REnvironment env) {
        return scalarCall(in, call, env) == 2;
    }

    /** The kind (see {@link #kind}) of a scalar operation's value, left in {@code in.scalar}; 0 when it does not apply. */
    private static int scalarCall(Interpreter in, RCall call, REnvironment env) {
        if (!(call.cache instanceof CallSite site) || !site.plainArith || site.version != in.functionVersion) return 0;
        int kx = scalarOperand(in, site, 0, site.name0, call, env);
        if (kx == 0) return 0;
        double a = in.scalar;
        int ky = scalarOperand(in, site, 1, site.name1, call, env);
        if (ky == 0 || kx == 1 && ky == 1 && site.op != DIV) return 0; // integer arithmetic has NA and overflow rules of its own
        double b = in.scalar;
        in.scalar = switch (site.op) {
            case ADD -> RMath.add(a, b);
            case SUB -> RMath.sub(a, b);
            case MUL -> RMath.mul(a, b);
            default -> RMath.div(a, b);
        };
        return 2;
    }

    private static int scalarOperand(Interpreter in, CallSite site, int k, String name, RCall call, REnvironment env) {
        RValue v;
        if (name != null) {
            v = site.read(k, env, name);
            if (v == null) return 0;
        } else {
            v = call.arg(k);
            if (v instanceof RCall c) return scalarCall(in, c, env);
        }
        int kind = kind(v);
        if (kind == 2) in.scalar = ((RDouble) v).get(0);
        else if (kind == 1) in.scalar = intToDouble(intValue(v));
        return kind;
    }

    private static boolean isArith(RValue expr) {
        return expr instanceof RCall c && c.cache instanceof CallSite s && s.op >= ADD && s.op <= POW;
    }

    /** Evaluates an operand, reading plain variables and constants without the general dispatch. */
    private static RValue operand(Interpreter in, CallSite site, int k, RValue e, REnvironment env) {
        if (e instanceof RSymbol s) {
            RValue v = site.read(k, env, s.name());
            if (v instanceof RVector) return v;
            // an argument already forced (n in f(n) after its first use): its value, as getVariable gives it
            if (v instanceof flashr.lang.RPromise p) {
                if (p.isForced() && p.value() instanceof RVector pv) return pv;
                if (!p.isForced()) return in.force(p); // n in f(n) on its first use: getVariable would find it again
            }
            return in.getVariable(s, env);
        }
        if (e instanceof RCall c) return in.evalCall(c, env);
        return in.eval(e, env);
    }

    /**
     * {@link #binary} for compiled code, which numbers the operators + - * / ^ == != < > <= >= from
     * 0 in this order (as ADD .. GE here).
     */
    public static RValue scalarBinary(Interpreter in, int index, RValue x, RValue y, RCall call) {
        return binary(in, ADD + index, x, y, call);
    }

    /** Scalar arithmetic and comparison, or null when an operand is not a plain scalar number. */
    static RValue binary(Interpreter in, int op, RValue x, RValue y, RCall call) {
        int kx = kind(x);
        int ky = kind(y);
        if (kx == 0 || ky == 0) return null;
        if (kx == 2 || ky == 2 || op == DIV || op == POW) {
            double a = kx == 2 ? ((RDouble) x).get(0) : intToDouble(intValue(x));
            double b = ky == 2 ? ((RDouble) y).get(0) : intToDouble(intValue(y));
            if (op == POW && kx == 1 && ky == 1) {
                int ia = intValue(x);
                int ib = intValue(y);
                if (ia == 1 || ib == 0) return RDouble.of(1);
            }
            return doubles(op, a, b);
        }
        return ints(in, op, intValue(x), intValue(y), call);
    }

    /** 0: not a plain scalar number; 1: integer or logical; 2: double. */
    private static int kind(RValue v) {
        if (v.hasAttributes()) return 0;
        if (v instanceof RDouble d) return d.length() == 1 ? 2 : 0;
        if (v instanceof RInt i) return i.length() == 1 ? 1 : 0;
        if (v instanceof RLogical l) return l.length() == 1 ? 1 : 0;
        return 0;
    }

    private static int intValue(RValue v) {
        return v instanceof RInt i ? i.get(0) : ((RLogical) v).get(0);
    }

    private static double intToDouble(int i) {
        return i == RInt.NA ? RDouble.NA : i;
    }

    private static RValue doubles(int op, double a, double b) {
        if (op >= EQ) return compare(op, a, b);
        if (op == POW) return power(a, b);
        return new RDouble(new double[] {op == ADD ? RMath.add(a, b) : op == SUB ? RMath.sub(a, b) : op == MUL ? RMath.mul(a, b) : RMath.div(a, b)});
    }

    private static RValue power(double a, double b) {
        if (a == 1 || b == 0) return RDouble.of(1);
        if (Double.isNaN(a) || Double.isNaN(b) || Double.isInfinite(a) || Double.isInfinite(b)) return null;
        return new RDouble(new double[] {RMath.pow(a, b)});
    }

    /** R's comparison of two doubles (NA when either is NA or NaN), as the library's comparison operators. */
    private static RValue compare(int op, double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) return new RLogical(new int[] {RLogical.NA});
        boolean r = switch (op) {
            case EQ -> a == b;
            case NE -> a != b;
            case LT -> a < b;
            case GT -> a > b;
            case LE -> a <= b;
            default -> a >= b;
        };
        return new RLogical(new int[] {r ? 1 : 0});
    }

    private static RValue ints(Interpreter in, int op, int a, int b, RCall call) {
        if (op >= EQ) return a == RInt.NA || b == RInt.NA ? new RLogical(new int[] {RLogical.NA}) : compare(op, a, b);
        if (a == RInt.NA || b == RInt.NA) return new RInt(new int[] {RInt.NA});
        long r = switch (op) {
            case ADD -> (long) a + b;
            case SUB -> (long) a - b;
            default -> (long) a * b;
        };
        if (r > Integer.MAX_VALUE || r <= Integer.MIN_VALUE) {
            in.warning(call, "NAs produced by integer overflow");
            return new RInt(new int[] {RInt.NA});
        }
        return new RInt(new int[] {(int) r});
    }
}
