package flashr.fm;

import static flashr.fm.FmArgs.def;
import static flashr.fm.FmArgs.engine;
import static flashr.fm.FmArgs.invisible;

import flashr.base.Registry;
import flashr.base.matrix.LinalgMode;
import flashr.engine.EngineConfig;
import flashr.lang.RLogical;
import flashr.lang.REnvironment;
import flashr.lang.RNull;
import flashr.lang.RString;
import java.io.PrintStream;

/**
 * FlashR's configuration functions. The engine is configured by system properties when it starts
 * (see {@link flashr.bind.FmEngines}) or by fm.set.conf ({@link FlashRStorage}); fm.set.log.level and
 * fm.set.test.na set FlashR's fm.env (fm.log.level, fm.test.na), where FlashR code reads them: the
 * engine follows R's NA rules whatever fm.test.na says, so it changes no result; fm.print.conf shows the settings.
 */
final class FlashRSettings {
    private FlashRSettings() {}

    /** FlashR's log levels (the engine logs nothing itself; the level is kept in fm.env). */
    private static final String[] LOG_LEVELS = {"debug", "info", "warning", "error", "fatal"};

    static void register(Registry r) {
        // FlashR keeps its settings in the environment fm.env, which FlashR-learn reads (fm.env$fm.test.na)
        REnvironment env = new REnvironment(r.baseEnv());
        env.define("fm.test.na", RLogical.of(true));
        env.define("fm.log.level", RString.of("warning"));
        r.defineRaw("fm.env", env);
        def(r, "fm.set.log.level", "level", a -> {
            String level = a.has(0) ? flashr.eval.Coerce.stringScalar(a.get(0)) : null;
            if (level == null || !java.util.List.of(LOG_LEVELS).contains(level)) {
                throw new flashr.lang.RError("'level' must be one of \"" + String.join("\", \"", LOG_LEVELS) + "\"");
            }
            env.define("fm.log.level", RString.of(level));
            return invisible(a, RNull.NULL);
        });
        def(r, "fm.set.test.na", "val", a -> {
            boolean test = flashr.eval.Coerce.flag(FmArgs.required(a, 0, "val"), "val");
            env.define("fm.test.na", RLogical.of(test));
            return invisible(a, RNull.NULL);
        });
        def(r, "fm.print.conf", "", a -> {
            EngineConfig c = engine(a).config();
            PrintStream out = a.interp().out();
            out.println("threads: " + c.threads());
            out.println("partition rows: " + c.partitionRows());
            out.println("Pcache bytes: " + c.pcacheBytes());
            out.println("memory chunk bytes: " + c.chunkBytes());
            out.println("memory budget bytes: " + c.memoryBudget());
            FlashRStorage.printConf(engine(a), out);
            return invisible(a, RNull.NULL);
        });
        def(r, "fm.print.features", "", a -> {
            a.interp().out().println("dense matrices in memory or on SSDs (file store: direct asynchronous I/O, striping over data directories, named matrices), lazy evaluation with fused passes, sparse matrices in memory (row blocks of CSR, SpMM with a dense matrix)");
            a.interp().out().println("dense linear algebra: " + LinalgMode.describe(a.interp()));
            return invisible(a, RNull.NULL);
        });
    }
}
