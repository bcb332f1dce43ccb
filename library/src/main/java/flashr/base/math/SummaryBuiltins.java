package flashr.base.math;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RNull;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Builtins: the Summary group (sum, prod, max, min, range, all, any) and pmax, pmin, which.max, ifelse. */
public final class SummaryBuiltins {
    private SummaryBuiltins() {}

    public static void register(Registry r) {
        r.builtin("sum", "..., na.rm", a -> ComplexSummary.applies(a.dots()) ? ComplexSummary.sumOrProd(true, a.dots(), naRm(a, 1))
                : SummaryFunctions.sum(a.dots(), naRm(a, 1)));
        r.builtin("prod", "..., na.rm", a -> ComplexSummary.applies(a.dots()) ? ComplexSummary.sumOrProd(false, a.dots(), naRm(a, 1))
                : SummaryFunctions.prod(a.dots(), naRm(a, 1)));
        r.builtin("max", "..., na.rm", a -> {
            if (ComplexSummary.applies(a.dots())) throw ComplexSummary.unordered();
            return SummaryFunctions.extreme(true, a.dots(), naRm(a, 1), a.interp(), a.call());
        });
        r.builtin("min", "..., na.rm", a -> {
            if (ComplexSummary.applies(a.dots())) throw ComplexSummary.unordered();
            return SummaryFunctions.extreme(false, a.dots(), naRm(a, 1), a.interp(), a.call());
        });
        r.builtin("all", "..., na.rm", a -> SummaryFunctions.allAny(true, a.dots(), naRm(a, 1), a.interp(), a.call()));
        r.builtin("any", "..., na.rm", a -> SummaryFunctions.allAny(false, a.dots(), naRm(a, 1), a.interp(), a.call()));
        r.builtin("range", "..., na.rm, finite", SummaryBuiltins::range);
        r.builtin("pmax", "..., na.rm", a -> SummaryParallel.parallel(true, a.dots(), naRm(a, 1), a.interp(), a.call()));
        r.builtin("pmin", "..., na.rm", a -> SummaryParallel.parallel(false, a.dots(), naRm(a, 1), a.interp(), a.call()));
        r.builtin("which.max", "x", a -> SummaryParallel.whichExtreme(true, required(a, 0, "x")));
        r.builtin("which.min", "x", a -> SummaryParallel.whichExtreme(false, required(a, 0, "x")));
        r.builtin(".ifelse", "test, yes, no", a ->
                SummaryParallel.ifelse(required(a, 0, "test"), required(a, 1, "yes"), required(a, 2, "no")));
        r.builtin(".engine_data", "x", a -> flashr.lang.RLogical.of(a.get(0) instanceof flashr.lang.EngineValue e && !e.isLocal()));
        r.takesEngineValues(".engine_data");
        RSource.define(r, "base/ifelse.R");
    }

    public static boolean naRm(Args a, int i) {
        return a.has(i) && Coerce.flag(a.get(i), "na.rm");
    }

    public static RValue required(Args a, int i, String name) {
        if (!a.has(i)) throw new RError("argument \"" + name + "\" is missing, with no default");
        return a.get(i);
    }

    /**
     * {@code range}: R's closure computes {@code c(min(x), max(x))} (passing na.rm on for
     * non-numbers); its warnings name those inner calls, so they are reported with the same calls.
     */
    private static RValue range(Args a) {
        boolean naRm = naRm(a, 1);
        boolean finite = a.has(2) && Coerce.flag(a.get(2), "finite");
        RValue[] values = a.dots();
        if (finite) {
            naRm = true;
            values = finiteOnly(values);
        }
        boolean numeric = true;
        for (RValue v : values) numeric &= !(v instanceof RVector vec) || vec.type().isNumeric();
        RValue min = SummaryFunctions.extreme(false, values, naRm, a.interp(), innerCall("min", !numeric));
        RValue max = SummaryFunctions.extreme(true, values, naRm, a.interp(), innerCall("max", !numeric));
        RVector lo = (RVector) min, hi = (RVector) max;
        RType type = RType.higher(lo.type(), hi.type());
        RVector result = Coerce.allocate(type, 2);
        Coerce.to(lo, type).copyElement(0, result, 0);
        Coerce.to(hi, type).copyElement(0, result, 1);
        return result;
    }

    /** {@code min(x)} as range.default calls it on numbers, {@code min(x, na.rm = na.rm)} otherwise. */
    private static RCall innerCall(String f, boolean withNaRm) {
        if (!withNaRm) return new RCall(RSymbol.of(f), new RValue[] {RSymbol.of("x")}, null, null);
        return new RCall(RSymbol.of(f), new RValue[] {RSymbol.of("x"), RSymbol.of("na.rm")},
                new String[] {null, "na.rm"}, null);
    }

    private static RValue[] finiteOnly(RValue[] values) {
        RValue[] r = new RValue[values.length];
        for (int k = 0; k < values.length; k++) {
            if (values[k] instanceof RVector v && v.type().isNumeric()) {
                RVector d = Coerce.to(v, v.type() == RType.DOUBLE ? RType.DOUBLE : RType.INTEGER);
                int kept = 0;
                for (int i = 0; i < d.length(); i++) if (Double.isFinite(d.getDouble(i))) kept++;
                RVector out = d.allocate(kept);
                for (int i = 0, j = 0; i < d.length(); i++) {
                    if (Double.isFinite(d.getDouble(i))) d.copyElement(i, out, j++);
                }
                r[k] = out;
            } else {
                r[k] = values[k] == null ? RNull.NULL : values[k];
            }
        }
        return r;
    }
}
