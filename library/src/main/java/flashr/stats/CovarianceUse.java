package flashr.stats;

import flashr.lang.RError;

/**
 * cov's, cor's and var's {@code use}: how missing values are handled, matched as R's {@code pmatch}
 * against its five names (an exact name first, then a unique prefix).
 */
enum CovarianceUse {
    ALL_OBS("all.obs"), COMPLETE("complete.obs"), PAIRWISE("pairwise.complete.obs"), EVERYTHING("everything"),
    NA_OR_COMPLETE("na.or.complete");

    private final String rName;

    CovarianceUse(String rName) {
        this.rName = rName;
    }

    static CovarianceUse of(String use) {
        if (use == null || use.isEmpty()) throw new RError("invalid 'use' argument");
        CovarianceUse prefixOf = null;
        int prefixes = 0;
        for (CovarianceUse u : values()) {
            if (u.rName.equals(use)) return u;
            if (u.rName.startsWith(use)) {
                prefixOf = u;
                prefixes++;
            }
        }
        if (prefixes != 1) throw new RError("invalid 'use' argument");
        return prefixOf;
    }

    /** Whether rows with a missing value anywhere are dropped before computing. */
    boolean completeRows() {
        return this == COMPLETE || this == NA_OR_COMPLETE;
    }
}
