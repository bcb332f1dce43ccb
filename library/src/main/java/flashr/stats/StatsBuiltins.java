package flashr.stats;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.base.arith.Arithmetic;
import flashr.base.data.DataFrames;
import flashr.base.data.TableCounts;
import flashr.base.math.SummaryBuiltins;
import flashr.base.random.RandomTables;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Options;
import flashr.fm.FmArgs;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.stats.distributions.ExactRankDistributions;
import flashr.stats.multivariate.StatsHclust;
import flashr.stats.multivariate.StatsKmeans;
import flashr.stats.optim.BrentSearches;
import flashr.stats.optim.Integration;
import flashr.stats.optim.OptimMethods;
import flashr.stats.optim.StatsNlm;
import flashr.stats.optim.StatsNlminb;
import flashr.stats.smoothing.DensityBinning;
import flashr.stats.smoothing.Histograms;
import flashr.stats.smoothing.StatsSmoothing;
import flashr.stats.tests.FisherExact;
import flashr.stats.tests.RankCorrelation;
import flashr.stats.tests.ShapiroWilk;

/** Builtins: statistics (mean, median, var, sd, cov, cor, quantile, diff) and counting (tabulate, table). */
public final class StatsBuiltins {
    private StatsBuiltins() {}

    public static void register(Registry r) {
        RSource.define(r, "stats/prcomp.R");
        RSource.define(r, "stats/princomp.R");
        RSource.define(r, "stats/factanal.R");
        RSource.define(r, "stats/loglin.R");
        // whether x is a plain engine value of at least n elements (prcomp and kmeans then work in engine passes)
        r.builtin(".in_engine", "x, n", a -> flashr.lang.RLogical.of(a.get(0) instanceof flashr.lang.EngineValue e
                && a.get(0).classAttr() == null && e.length() >= Coerce.doubleScalar(a.get(1))));
        r.takesEngineValues(".in_engine");
        // x itself, kept by the pass that first computes it when it is a lazy plain engine value
        // (glm's fitted values, which the family's checks read again after the pass)
        r.builtin(".engine_keep", "x", a -> {
            if (a.get(0) instanceof flashr.bind.FmMatrix fm && !fm.isFlashR() && !fm.isLocal() && !fm.isPending()) {
                FmArgs.engine(a).setCache(fm.matrix(), true);
            }
            return a.get(0);
        });
        r.takesEngineValues(".engine_keep");
        RSource.define(r, "base/summary-print.R");
        RSource.define(r, "stats/dist.R");
        // the methods p.adjust knows: a value, so defined from Java (p.adjust itself is in stats/helpers.R)
        r.define("p.adjust.methods", RString.of("holm", "hochberg", "hommel", "bonferroni", "BH", "BY", "fdr", "none"));
        r.builtin(".zeroin2", "f, lower, upper, f.lower, f.upper, tol, maxiter", BrentSearches::zeroin2);
        r.builtin(".fmin", "f, lower, upper, tol", BrentSearches::fmin);
        RSource.define(r, "stats/helpers.R");
        RSource.define(r, "stats/stepfun.R");
        RSource.define(r, "stats/symnum.R");
        RSource.define(r, "stats/stats-extras.R");
        Histograms.register(r);
        DensityBinning.register(r);
        RSource.define(r, "stats/model-frame.R");
        RSource.define(r, "stats/model-formula-tools.R");
        RSource.define(r, "stats/model-predvars.R");
        RSource.define(r, "stats/lm.R");
        RSource.define(r, "stats/lm-summary.R");
        RSource.define(r, "stats/lm-mlm.R");
        RSource.define(r, "stats/mlm-anova.R");
        RSource.define(r, "stats/anova.R");
        flashr.stats.models.GlmLinks.register(r);
        RSource.define(r, "stats/glm-family.R");
        RSource.define(r, "stats/glm-family-quasi.R");
        RSource.define(r, "stats/glm.R");
        RSource.define(r, "stats/glm-methods.R");
        RSource.define(r, "stats/glm-engine.R");
        RSource.define(r, "stats/lm-influence.R");
        RSource.define(r, "stats/model-helpers.R");
        RSource.define(r, "stats/model-compare.R");
        RSource.define(r, "stats/model-update.R");
        RSource.define(r, "stats/model-select.R");
        RSource.define(r, "stats/model-select-glm.R");
        RSource.define(r, "stats/predict-terms.R");
        RSource.define(r, "stats/model-step.R");
        RSource.define(r, "stats/aov.R");
        RSource.define(r, "stats/aov-tables.R");
        RSource.define(r, "stats/aov-lists.R");
        RSource.define(r, "stats/aov-strata.R");
        RSource.define(r, "stats/ts-plot.R");
        RSource.define(r, "stats/plot-helpers.R");
        RSource.define(r, "stats/manova.R");
        RSource.define(r, "stats/htest.R");
        r.builtin(".fisher_exact", "x", a -> {
            RVector x = (RVector) a.get(0);
            int[] dim = x.dim();
            return FisherExact.pValue(x, dim[0], dim[1]);
        });
        RandomTables.register(r);
        RankCorrelation.register(r);
        RSource.define(r, "stats/exact-tests.R");
        RSource.define(r, "stats/proportion-tests.R");
        r.builtin(".swilk", "x", a -> ShapiroWilk.test((RVector) a.get(0)));
        RSource.define(r, "stats/group-tests.R");
        ExactRankDistributions.register(r);
        RSource.define(r, "stats/rank-tests.R");
        RSource.define(r, "stats/ansari.R");
        RSource.define(r, "stats/confint.R");
        RSource.define(r, "stats/ts.R");
        flashr.stats.timeseries.TimeSeriesBuiltins.register(r);
        StatsKmeans.register(r);
        StatsHclust.register(r);
        StatsSmoothing.register(r);
        flashr.stats.loess.LoessBuiltins.register(r);
        StatsNlm.register(r);
        StatsNlminb.register(r);
        flashr.stats.splines.SplineBuiltins.register(r);
        OptimMethods.register(r);
        Integration.register(r);
        flashr.stats.models.StatsModels.register(r);
        r.builtin("mean", "x, trim, na.rm, ...", a -> {
            if (!a.has(0)) {
                throw new RError("argument \"x\" is missing, with no default", StatsFunctions.defaultMethodCall("mean", a.call()));
            }
            if (a.get(0) instanceof flashr.lang.RComplex z) return flashr.base.math.ComplexSummary.mean(z, SummaryBuiltins.naRm(a, 2));
            if (a.has(1)) return StatsFunctions.trimmedMean(a.get(0), a.get(1), SummaryBuiltins.naRm(a, 2), a.interp(), a.call());
            return StatsFunctions.mean(a.get(0), SummaryBuiltins.naRm(a, 2), a.interp(), a.call());
        });
        r.builtin("median", "x, na.rm, ...", flashr.base.DefaultMethodCalls.reportedAsDefault("median", a -> {
            RValue x = SummaryBuiltins.required(a, 0, "x");
            if (x instanceof RVector v && v.type() == RType.CHARACTER) return MedianText.median(a, v, SummaryBuiltins.naRm(a, 1));
            if (x.getAttr("class") instanceof RVector k && (hasClass(k, "factor") || hasClass(k, "data.frame"))) throw new RError("need numeric data");
            return StatsFunctions.median(x, SummaryBuiltins.naRm(a, 1));
        }));
        r.builtin("var", "x, y, na.rm, use", a -> StatsFunctions.covariance(false,
                frameAsMatrix(a, SummaryBuiltins.required(a, 0, "x")), frameAsMatrix(a, a.get(1)), use(a, 3, SummaryBuiltins.naRm(a, 2)), StatsFunctions.Method.PEARSON, a.interp(), a.call()));
        r.builtin("sd", "x, na.rm", a -> StatsFunctions.sd(
                SummaryBuiltins.required(a, 0, "x"), SummaryBuiltins.naRm(a, 1), a.interp(), a.call()));
        r.builtin("cov", "x, y, use, method", a -> StatsFunctions.covariance(false,
                frameAsMatrix(a, SummaryBuiltins.required(a, 0, "x")), frameAsMatrix(a, a.get(1)), use(a, 2, false), method(a, 3), a.interp(), a.call()));
        r.builtin("cor", "x, y, use, method", a -> StatsFunctions.covariance(true,
                frameAsMatrix(a, SummaryBuiltins.required(a, 0, "x")), frameAsMatrix(a, a.get(1)), use(a, 2, false), method(a, 3), a.interp(), a.call()));
        r.builtin("quantile", "x, probs, na.rm, names, type, ...", a -> StatsQuantile.quantile(
                SummaryBuiltins.required(a, 0, "x"), a.get(1), SummaryBuiltins.naRm(a, 2),
                !a.has(3) || Coerce.flag(a.get(3), "names"), quantileType(a), a.call()));
        r.builtin("diff", "x, lag, differences, ...", flashr.base.DefaultMethodCalls.reportedAsDefault("diff", StatsBuiltins::diff));
        r.builtin("cut", "x, breaks, labels, include.lowest, right, dig.lab, ordered_result, ...",
                flashr.base.DefaultMethodCalls.reportedAsDefault("cut", a -> StatsCut.cut(
                SummaryBuiltins.required(a, 0, "x"), SummaryBuiltins.required(a, 1, "breaks"), a.get(2),
                flag(a, 3, "include.lowest", false), flag(a, 4, "right", true), a.has(5) ? Coerce.intScalar(a.get(5)) : 3,
                flag(a, 6, "ordered_result", false))));
        r.builtin("findInterval", "x, vec, rightmost.closed, all.inside, left.open", a -> StatsCut.findInterval(
                SummaryBuiltins.required(a, 0, "x"), SummaryBuiltins.required(a, 1, "vec"),
                flag(a, 2, "rightmost.closed", false), flag(a, 3, "all.inside", false), flag(a, 4, "left.open", false)));
        r.builtin("summary", "object, ...", a -> {
            RValue object = SummaryBuiltins.required(a, 0, "object");
            // R's summary dispatches on the implicit class too: a matrix is summarized as a data frame
            if (object.classAttr() == null && object instanceof RVector v && v.dim() != null && v.dim().length == 2) return summaryMatrix(a, object);
            return StatsSummary.summary(object, a.interp(), a.call());
        });
        r.builtin("fivenum", "x, na.rm", a -> StatsSummary.fivenum(SummaryBuiltins.required(a, 0, "x"),
                !a.has(1) || Coerce.flag(a.get(1), "na.rm")));
        r.builtin("IQR", "x, na.rm, type", a -> StatsSummary.iqr(SummaryBuiltins.required(a, 0, "x"), SummaryBuiltins.naRm(a, 1), a.call()));
        r.builtin("mad", "x, center, constant, na.rm, low, high", a -> StatsSummary.mad(SummaryBuiltins.required(a, 0, "x"),
                a.get(1), a.has(2) ? Coerce.doubleScalar(a.get(2)) : 1.4826, SummaryBuiltins.naRm(a, 3),
                a.has(4) && Coerce.flag(a.get(4), "low"), a.has(5) && Coerce.flag(a.get(5), "high")));
        r.builtin("weighted.mean", "x, w, ..., na.rm", a -> StatsSummary.weightedMean(SummaryBuiltins.required(a, 0, "x"),
                a.get(1), SummaryBuiltins.naRm(a, 3), a.interp(), a.call()));
        r.builtin("zapsmall", "x, digits", a -> StatsSummary.zapsmall(SummaryBuiltins.required(a, 0, "x"),
                a.has(1) ? Coerce.doubleScalar(a.get(1)) : Options.printOptions(a.interp()).digits()));
        r.builtin("tabulate", "bin, nbins", a -> TableCounts.tabulate(SummaryBuiltins.required(a, 0, "bin"), a.get(1)));
        r.builtin("table", "..., exclude, useNA, dnn, deparse.level", StatsBuiltins::table);
    }

    /** quantile's type: one of 1 to 9 (7 by default), or several, which R's quantile.default refuses. */
    private static int quantileType(Args a) {
        if (!a.has(4)) return 7;
        if (a.get(4) instanceof RVector t && t.length() > 1) return StatsQuantile.SEVERAL_TYPES;
        return Coerce.intScalar(a.get(4));
    }

    private static boolean flag(Args a, int i, String name, boolean absent) {
        return a.has(i) ? Coerce.flag(a.get(i), name) : absent;
    }

    /** cor's and cov's {@code method}, partially matched ("pearson" when absent or unmatched). */
    private static StatsFunctions.Method method(Args a, int i) {
        if (!a.has(i)) return StatsFunctions.Method.PEARSON;
        String m = Coerce.stringScalar(a.get(i));
        if (m != null && "spearman".startsWith(m) && !m.isEmpty()) return StatsFunctions.Method.SPEARMAN;
        if (m != null && "kendall".startsWith(m) && !m.isEmpty()) return StatsFunctions.Method.KENDALL;
        return StatsFunctions.Method.PEARSON;
    }

    /** cov's {@code use}; when absent, "na.or.complete" with {@code naRm} (var's na.rm), else "everything". */
    private static CovarianceUse use(Args a, int useIndex, boolean naRm) {
        if (!a.has(useIndex)) return naRm ? CovarianceUse.NA_OR_COMPLETE : CovarianceUse.EVERYTHING;
        return CovarianceUse.of(Coerce.stringScalar(a.get(useIndex)));
    }

    private static RValue diff(Args a) {
        RValue x = SummaryBuiltins.required(a, 0, "x");
        int lag = a.has(1) ? Coerce.intScalar(a.get(1)) : 1;
        int differences = a.has(2) ? Coerce.intScalar(a.get(2)) : 1;
        if (lag < 1 || differences < 1) throw new RError("'lag' and 'differences' must be integers >= 1");
        if (x == RNull.NULL) return RNull.NULL;   // x[0L]: diff.default's answer when x is too short
        if (!(x instanceof RVector v)) throw new RError("non-numeric argument to binary operator");
        int[] dim = v.dim();
        boolean matrix = dim != null && dim.length == 2;
        int len = matrix ? dim[0] : v.length();
        if ((long) lag * differences >= len) return matrix ? rows(v, 0, 0) : v.allocate(0);
        RValue r = v;
        for (int d = 0; d < differences; d++) {
            RVector cur = (RVector) r;
            int m = matrix ? cur.dim()[0] : cur.length();
            RValue later = matrix ? rows(cur, lag, m) : elements(cur, lag, m);
            RValue earlier = matrix ? rows(cur, 0, m - lag) : elements(cur, 0, m - lag);
            r = Arithmetic.binary(Arithmetic.SUB, later, earlier, a.interp(), a.call());
        }
        return r;
    }

    /** Elements from..to-1 with their names. */
    private static RVector elements(RVector v, int from, int to) {
        RVector r = v.allocate(to - from);
        for (int i = from; i < to; i++) v.copyElement(i, r, i - from);
        RString names = v.names();
        if (names != null) {
            String[] nm = new String[to - from];
            System.arraycopy(names.data(), from, nm, 0, nm.length);
            r.setAttr("names", new RString(nm));
        }
        return r;
    }

    /** Rows from..to-1 of a matrix, with dim and dimnames. */
    private static RVector rows(RVector v, int from, int to) {
        int[] dim = v.dim();
        int nr = dim[0], nc = dim[1], k = to - from;
        RVector r = v.allocate(k * nc);
        for (int j = 0; j < nc; j++) {
            for (int i = from; i < to; i++) v.copyElement(j * nr + i, r, j * k + i - from);
        }
        r.setAttr("dim", flashr.lang.RInt.of(k, nc));
        if (v.getAttr("dimnames") instanceof RList dn && dn.length() == 2) {
            RValue rn = dn.get(0);
            if (rn instanceof RString s) rn = elements(s, from, to);
            r.setAttr("dimnames", RList.of(rn, dn.get(1)));
        }
        return r;
    }

    private static RValue table(Args a) {
        RValue[] values = a.dots();
        String[] given = a.dotNames();
        // deparse.level = 1: the argument's name, else the symbol passed, else ""
        java.util.List<RValue> exprs = new java.util.ArrayList<>();
        RCall call = a.call();
        for (int i = 0; i < call.argCount(); i++) {
            String argName = call.argName(i);
            if (argName == null || !isTableFormal(argName)) exprs.add(call.arg(i));
        }
        boolean aligned = exprs.size() == values.length && !exprs.contains(RSymbol.of("..."));
        String[] names = new String[values.length];
        for (int i = 0; i < names.length; i++) {
            if (given != null && given[i] != null) names[i] = given[i];
            else names[i] = aligned && exprs.get(i) instanceof RSymbol s ? s.name() : "";
        }
        if (values.length == 1 && values[0] instanceof RList l) {
            // table(df) or table(list(...)): one list argument is the factors, named as its elements
            RString ln = l.names();
            values = new RValue[l.length()];
            names = new String[values.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = l.get(i);
                names[i] = ln == null || ln.get(i) == null ? "" : ln.get(i);
            }
        }
        if (a.has(3) && a.get(3) instanceof RVector dnn) {
            for (int i = 0; i < names.length && i < dnn.length(); i++) names[i] = dnn.getString(i);
        }
        String[] useNA = a.has(2) ? TableCounts.useNAArgument(a.get(2)) : null;
        return TableCounts.table(values, names, a.has(1) ? a.get(1) : null, useNA, a.interp(), a.call());
    }

    private static boolean isTableFormal(String name) {
        return name.equals("exclude") || name.equals("useNA") || name.equals("dnn") || name.equals("deparse.level");
    }

    /** {@code summary.matrix(object, ...)}, the R method. */
    private static RValue summaryMatrix(Args a, RValue object) {
        RValue[] dots = a.dots();
        String[] dotNames = a.dotNames();
        RValue[] values = new RValue[dots.length + 1];
        String[] names = new String[dots.length + 1];
        values[0] = object;
        for (int k = 0; k < dots.length; k++) {
            values[k + 1] = dots[k];
            names[k + 1] = dotNames == null ? null : dotNames[k];
        }
        RFunction f = a.interp().findFunction(RSymbol.of("summary.matrix"), a.interp().baseEnv(), a.call());
        return a.interp().apply(f, values, names, a.env(), null);
    }

    /** A data frame as R's var, cov and cor take it: {@code as.matrix(x)}; anything else as it is. */
    private static RValue frameAsMatrix(Args a, RValue x) {
        if (x != null && x.classAttr() != null && java.util.Arrays.asList(x.classAttr().data()).contains("data.frame")) {
            return DataFrames.asMatrix(a, x);
        }
        return x;
    }

    private static boolean hasClass(RVector k, String c) {
        for (int i = 0; i < k.length(); i++) if (c.equals(k.getString(i))) return true;
        return false;
    }
}
