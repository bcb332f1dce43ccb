package flashr.stats.models;

import flashr.base.RSource;
import flashr.base.Registry;

/** Registers the R sources for contrasts, polynomials, reshaping, flat tables, derivatives and nls. */
public final class StatsModels {
    private StatsModels() {}

    public static void register(Registry r) {
        ModelMatrixColumns.register(r);
        TermsFormula.register(r);
        RSource.define(r, "stats/contrasts.R");
        RSource.define(r, "stats/reshape.R");
        RSource.define(r, "stats/ftable.R");
        RSource.define(r, "stats/ftable-read.R");
        RSource.define(r, "stats/deriv.R");
        RSource.define(r, "stats/nls.R");
        RSource.define(r, "stats/nls-plinear.R");
        RSource.define(r, "stats/nls-profile.R");
        RSource.define(r, "stats/selfstart.R");
        RSource.define(r, "stats/selfstart-models.R");
    }
}
