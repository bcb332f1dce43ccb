package flashr.eval;

import flashr.lang.RBuiltin;
import flashr.lang.RValue;

/** Where builtin results live: the language binding moves large numeric results into the engine. */
@FunctionalInterface
public interface EngineStorage {
    /** {@code result} of builtin {@code b}, or the same value held by the engine. */
    RValue adopt(RBuiltin b, RValue result);
}
