package flashr.compiler.rt;

import flashr.eval.CompiledCode;
import flashr.eval.Interpreter;
import flashr.lang.REnvironment;
import flashr.lang.RValue;

/** The compiled code of one call argument (a promise's expression), computed by the class that holds the call. */
public final class ArgCode implements CompiledCode {
    /** What a compiled class with call arguments implements: argument k's value in {@code env}. */
    public interface Owner {
        RValue arg(int k, Interpreter in, REnvironment env);
    }

    private final Owner owner;
    private final int k;

    private ArgCode(Owner owner, int k) {
        this.owner = owner;
        this.k = k;
    }

    public static ArgCode[] make(Owner owner, int n) {
        ArgCode[] a = new ArgCode[n];
        for (int i = 0; i < n; i++) a[i] = new ArgCode(owner, i);
        return a;
    }

    @Override
    public RValue run(Interpreter in, REnvironment env) {
        return owner.arg(k, in, env);
    }
}
