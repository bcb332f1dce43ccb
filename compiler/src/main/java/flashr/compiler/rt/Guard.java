package flashr.compiler.rt;

import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * A compiled construct's check that its function ({@code if}, {@code for}, {@code <-}, ...) is
 * still base R's where it runs: as the evaluator's call sites do, the answer is kept while no
 * function named like a base function has been defined since ({@link Interpreter#functionVersion}).
 * When the check fails the construct is evaluated instead (a redefined {@code if} is called).
 */
public final class Guard {
    private Interpreter in;
    private int version;

    public static Guard[] make(int n) {
        Guard[] g = new Guard[n];
        for (int i = 0; i < n; i++) g[i] = new Guard();
        return g;
    }

    /** Whether {@code call}'s function, seen from {@code env}, is base's. */
    public boolean isBase(Interpreter in, REnvironment env, RValue call) {
        if (this.in == in && version == in.functionVersion()) return true;
        RCall c = (RCall) call;
        RSymbol name = (RSymbol) c.function();
        if (in.findFunction(name, env, c) != in.baseEnv().getLocal(name.name())) return false;
        this.in = in;
        this.version = in.functionVersion();
        return true;
    }
}
