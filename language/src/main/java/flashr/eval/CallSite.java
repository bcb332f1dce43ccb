package flashr.eval;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * What the evaluator remembers at a call site ({@code RCall.cache}): the base function the
 * call's symbol resolved to, valid while no function shadowing a base name has been defined
 * since ({@link Interpreter#functionVersion}), and the fast path to take for it. A fast path
 * also remembers the binding cells its symbol operands (or assignment target) had in the
 * environment it last ran in, so that a loop reads and writes them without hashing names.
 */
final class CallSite {
    final RBuiltin function;
    final int version;
    final int op;
    private REnvironment env0, env1;
    private REnvironment.Binding cell0, cell1;
    /** The function version at which a replacement function this site calls was last found to be base's. */
    private int baseVersion = -1;

    /**
     * For {@code x op y} with op one of + - * / of an eager builtin, no names: operand k's symbol
     * name, or null when it is no symbol; the site is no such call when {@code plainArith} is false.
     */
    final boolean plainArith;
    final String name0, name1;
    /**
     * For an operator site (op at least {@link FastPaths#ADD}) of an eager builtin, no names: two
     * operands, neither {@code ...} nor empty ({@code binary}), or one for unary minus ({@code negation}).
     * Checked once here rather than on every evaluation.
     */
    final boolean binary, negation;

    /** {@code call}: the call this site belongs to (null for a site not cached on a call). */
    CallSite(RBuiltin function, int version, int op, RCall call) {
        this.function = function;
        this.version = version;
        this.op = op;
        plainArith = call != null && op >= FastPaths.ADD && op <= FastPaths.DIV && call.argCount() == 2 && call.names() == null
                && function.kind() == RBuiltin.Kind.BUILTIN;
        name0 = plainArith && call.arg(0) instanceof RSymbol s ? s.name() : null;
        name1 = plainArith && call.arg(1) instanceof RSymbol s ? s.name() : null;
        boolean operator = call != null && op >= FastPaths.ADD && call.names() == null && function.kind() == RBuiltin.Kind.BUILTIN;
        binary = operator && call.argCount() == 2 && plainOperand(call.arg(0)) && plainOperand(call.arg(1));
        negation = operator && op == FastPaths.SUB && call.argCount() == 1 && plainOperand(call.arg(0));
    }

    private static boolean plainOperand(RValue e) {
        return e != Interpreter.DOTS && e != flashr.lang.RMissing.MISSING;
    }

    /** Whether {@code name} seen from {@code env} is base's function (as a call site of it would be cached). */
    boolean isBase(Interpreter in, String name, REnvironment env, RCall call) {
        if (baseVersion == in.functionVersion) return true;
        if (in.findFunction(RSymbol.of(name), env, call) != in.baseEnv().getLocal(name)) return false;
        baseVersion = in.functionVersion;
        return true;
    }

    /**
     * The binding of {@code name} that operand {@code k} (0 or 1) sees from {@code env}, possibly
     * a promise, or null when unbound. A cell is remembered only when it lies in {@code env} itself:
     * nothing can shadow it there, and removal empties it.
     */
    RValue read(int k, REnvironment env, String name) {
        REnvironment.Binding b = cell(k, env, name);
        return b != null ? b.value() : env.lookup(name);
    }

    /** The current cell of {@code name} in {@code env}'s own frame, or null when it has none. */
    REnvironment.Binding cell(int k, REnvironment env, String name) {
        if (k == 0) {
            if (env0 == env && cell0 != null && cell0.value() != null) return cell0;
        } else if (env1 == env && cell1 != null && cell1.value() != null) {
            return cell1;
        }
        REnvironment.Binding b = env.binding(name);
        if (b == null || b.isActive()) return null; // an active binding is read and set through its function each time
        if (k == 0) {
            env0 = env;
            cell0 = b;
        } else {
            env1 = env;
            cell1 = b;
        }
        return b;
    }
}
