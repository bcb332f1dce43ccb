package flashr.base;

import flashr.base.matrix.LinalgMode;
import flashr.engine.EngineConfig;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The primitive under {@code sessionInfo} (session.R): what flashr runs on (the operating system, the
 * JVM, the matrix engine's threads and memory budget, its linear algebra) and the locale, as a named
 * list. Reading it starts no engine.
 */
final class SessionBuiltins {
    private SessionBuiltins() {}

    static void register(Registry r) {
        // utils' osVersion: R sets it when utils loads, from what sessionInfo() reports as "Running under"
        r.define("osVersion", RString.of(runningUnder()));
        // packageDescription and small utils helpers (str's options, labels, error lists, charsets)
        RSource.define(r, "utils/package-info.R");
        r.builtin(".session_platform", "", a -> {
            EngineConfig c = flashr.bind.FmEngines.configOf(a.interp());
            String version = SessionBuiltins.class.getPackage().getImplementationVersion();
            LinalgMode mode = LinalgMode.of(a.interp());
            String blas = LinalgMode.describe(a.interp());
            String[] names = {"running", "flashr", "java", "threads", "memoryBudget", "partitionRows", "matprod", "BLAS", "LAPACK", "locale"};
            RValue[] values = {
                    RString.of(runningUnder()),
                    RString.of(version == null ? "0.1.0-SNAPSHOT" : version),
                    RString.of(System.getProperty("java.vm.name", "Java") + " " + Runtime.version()),
                    RInt.of(c.threads()),
                    RDouble.of((double) c.memoryBudget()),
                    RInt.of(c.partitionRows()),
                    // R's names: options(matprod = "internal") is its exact, unoptimized product
                    RString.of(mode == LinalgMode.EXACT ? "internal" : "default"),
                    RString.of(blas),
                    RString.of(mode == LinalgMode.NATIVE ? blas : "LAPACK's algorithms in Java"),
                    RString.of(locale())};
            RList l = new RList(values);
            l.setAttr("names", new RString(names));
            return l;
        });
    }

    /** The operating system as R names it: /etc/os-release's PRETTY_NAME on Linux, else its name and version. */
    private static String runningUnder() {
        try {
            for (String line : Files.readAllLines(Path.of("/etc/os-release"))) {
                if (line.startsWith("PRETTY_NAME=")) return line.substring(12).replace("\"", "");
            }
        } catch (IOException | RuntimeException e) {
            // no os-release: the JVM's names below
        }
        return System.getProperty("os.name") + " " + System.getProperty("os.version");
    }

    /** R's locale string: each category R sets from LC_ALL, its own variable or LANG; the others (LC_NUMERIC, LC_NAME, ...) stay C. */
    private static String locale() {
        String[] cats = {"LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY", "LC_MESSAGES", "LC_PAPER",
                "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION"};
        StringBuilder sb = new StringBuilder();
        for (String cat : cats) {
            boolean rSets = !java.util.Set.of("LC_NUMERIC", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE", "LC_IDENTIFICATION").contains(cat);
            String v = !rSets ? "C" : firstSet(System.getenv("LC_ALL"), System.getenv(cat), System.getenv("LANG"));
            if (sb.length() > 0) sb.append(';');
            sb.append(cat).append('=').append(v);
        }
        return sb.toString();
    }

    private static String firstSet(String... vs) {
        for (String v : vs) if (v != null && !v.isEmpty()) return v;
        return "C";
    }
}
