package flashr.eval;

import flashr.lang.REnvironment;
import flashr.lang.RValue;

/**
 * R code compiled to JVM code: a closure's body or a script's top-level expression. Running it in
 * {@code env} must do exactly what evaluating the expression it was compiled from would do.
 */
@FunctionalInterface
public interface CompiledCode {
    RValue run(Interpreter in, REnvironment env);
}
