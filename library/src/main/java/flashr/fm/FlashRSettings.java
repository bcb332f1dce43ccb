package flashr.fm;

import static flashr.fm.FmArgs.def;
import static flashr.fm.FmArgs.engine;
import static flashr.fm.FmArgs.invisible;

import flashr.base.Registry;
import flashr.base.matrix.LinalgMode;
import flashr.engine.EngineConfig;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import java.io.PrintStream;

/**
 * FlashR's configuration functions. The engine is configured by system properties when it starts
 * (see {@link flashr.bind.FmEngines}) or by fm.set.conf ({@link FlashRStorage}); fm.set.log.level and
 * fm.set.test.na are accepted for compatibility and change nothing; fm.print.conf shows the settings.
 */
final class FlashRSettings {
    private FlashRSettings() {}

    static void register(Registry r) {
        def(r, "fm.set.log.level", "level", a -> invisible(a, RNull.NULL));
        def(r, "fm.set.test.na", "val", a -> invisible(a, RNull.NULL));
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
            a.interp().out().println("dense matrices in memory or on SSDs (file store: direct asynchronous I/O, striping over data directories, named matrices), lazy evaluation with fused passes, no sparse matrices");
            a.interp().out().println("dense linear algebra: " + LinalgMode.describe(a.interp()));
            return invisible(a, RNull.NULL);
        });
    }
}
