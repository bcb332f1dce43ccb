package flashr.eval;

import flashr.lang.REnvironment;
import flashr.lang.RValue;
import java.util.List;
import java.util.ServiceLoader;

/**
 * What fills a new interpreter's base environment: R's packages as flashr defines them. The language
 * knows no builtins (even {@code if} and {@code <-} are the library's); the library module provides the
 * one implementation, found once per process through {@link ServiceLoader}, so the dependency points
 * from the library to the language only.
 */
public interface Library {
    /** Binds the library's functions in {@code base}, the base environment of {@code interp}. */
    void install(Interpreter interp, REnvironment base);

    /**
     * A script's top-level expressions, before the first runs: what the library may start preparing
     * beside them on another thread (the native BLAS for a script that multiplies matrices). Nothing
     * by default; it must not change what the script does.
     */
    default void beforeScript(List<RValue> exprs) {}

    /** The library on the class path. */
    static Library installed() {
        return Installed.LIBRARY;
    }

    /** Holds the library found on first use. */
    final class Installed {
        static final Library LIBRARY = ServiceLoader.load(Library.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("no R library (flashr-library) on the class path"));

        private Installed() {}
    }
}
