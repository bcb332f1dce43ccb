package flashr.base.apply;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.EngineValue;
import flashr.lang.RCall;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** {@code mapply} and {@code Map}: FUN applied to the parallel elements of several vectors. */
final class ApplyMapply {
    private ApplyMapply() {}

    /**
     * {@code Map(f, ...)}: R's {@code mapply(FUN = f, ..., SIMPLIFY = FALSE)}, so a dots argument
     * named exactly MoreArgs or USE.NAMES is mapply's, not f's.
     */
    static RValue map(Args a) {
        RValue[] dots = a.dots();
        String[] dotNames = a.dotNames();
        RValue moreArgs = null, useNames = null;
        java.util.List<RValue> kept = new java.util.ArrayList<>();
        java.util.List<String> keptNames = new java.util.ArrayList<>();
        for (int j = 0; j < dots.length; j++) {
            String n = dotNames == null ? null : dotNames[j];
            if ("MoreArgs".equals(n)) moreArgs = dots[j];
            else if ("USE.NAMES".equals(n)) useNames = dots[j];
            else if ("SIMPLIFY".equals(n) || "FUN".equals(n)) {
                throw new flashr.lang.RError("formal argument \"" + n + "\" matched by multiple actual arguments");
            } else {
                kept.add(dots[j]);
                keptNames.add(n);
            }
        }
        if (moreArgs == null && useNames == null) return mapply(a, a.get(0), null, flashr.lang.RLogical.of(false), null);
        RValue[] matched = new RValue[a.formalCount()];
        for (int i = 0; i < matched.length; i++) matched[i] = a.get(i);
        Args inner = new Args(a.interp(), a.call(), a.env(), matched, kept.toArray(RValue[]::new),
                dotNames == null ? null : keptNames.toArray(String[]::new));
        return mapply(inner, a.get(0), moreArgs, flashr.lang.RLogical.of(false), useNames);
    }

    /**
     * @param simplify null for the default TRUE
     * @param useNames null for the default TRUE
     */
    static RValue mapply(Args a, RValue fun, RValue moreArgs, RValue simplify, RValue useNames) {
        RFunction f = ApplyCalls.matchFun(a, fun);
        RValue[] dots = a.dots();
        String[] dotNames = a.dotNames();
        int m = dots.length;
        RVector[] vectors = new RVector[m];
        int longest = 0;
        boolean zero = false;
        for (int j = 0; j < m; j++) {
            vectors[j] = ApplyCalls.elementsOf(a, dots[j]);
            int len = vectors[j].length();
            if (len == 0) zero = true;
            longest = Math.max(longest, len);
        }
        if (zero) longest = 0;
        RList more = moreArgs instanceof RList l ? l : null;
        int extra = more == null ? 0 : more.length();
        RVector mapped = m == 2 && !(moreArgs != null && more == null)
                ? ApplyCalls.typedMap2(a.interp(), f, vectors[0], vectors[1], dotNames, more) : null;
        if (mapped != null) return typedAnswer(mapped, vectors[0], simplify, useNames);
        RValue[] out = new RValue[longest];
        for (int i = 0; i < longest; i++) {
            RValue[] args = new RValue[m + extra];
            String[] names = new String[m + extra];
            for (int j = 0; j < m; j++) {
                args[j] = ApplyCalls.element(vectors[j], i % vectors[j].length());
                names[j] = dotNames == null || dotNames[j] == null || dotNames[j].isEmpty() ? null : dotNames[j];
            }
            RString mn = more == null ? null : more.names();
            for (int k = 0; k < extra; k++) {
                args[m + k] = more.get(k);
                names[m + k] = mn == null ? null : mn.get(k);
            }
            RValue typed = ApplyCalls.typed(a.interp(), f, args, names);
            if (typed != null) {
                out[i] = typed;
                continue;
            }
            // the call R shows: dots[[j]][[i]] and MoreArgs[[k]], made only for the general call
            RValue[] shown = new RValue[m + extra];
            for (int j = 0; j < m; j++) shown[j] = RCall.of("[[", RCall.of("[[", RSymbol.of("dots"), RInt.of(j + 1)), RInt.of(i + 1));
            for (int k = 0; k < extra; k++) shown[m + k] = RCall.of("[[", RSymbol.of("MoreArgs"), RInt.of(k + 1));
            RCall call = new RCall(f, shown, names, null);
            out[i] = EngineValue.localUnlessObject(a.interp().apply(f, args, names, a.env(), call));
        }
        for (int j = 0; j < m; j++) {
            int len = vectors[j].length();
            if (len > 0 && longest % len != 0) {
                a.interp().warning(a.call(), "longer argument not a multiple of length of shorter");
                break;
            }
        }
        RList answer = new RList(out);
        boolean names = useNames == null || Coerce.flag(useNames, "USE.NAMES");
        if (names && m > 0) {
            RString n1 = ApplyBuiltins.useNames(vectors[0]);
            if (n1 != null) answer.setAttr("names", n1.length() == longest ? n1 : (RString) n1.resized(longest, false));
        }
        return ApplyBuiltins.simplifyOption(simplify, answer);
    }

    /**
     * mapply's answer from the typed body's values (one plain number per element, x and y of one
     * length): named as R's USE.NAMES names it (x's names: x is a number vector), the vector itself
     * where SIMPLIFY is TRUE (what simplify2array makes of length-one numbers), else the list.
     */
    private static RValue typedAnswer(RVector mapped, RVector x, RValue simplify, RValue useNames) {
        RString names = useNames == null || Coerce.flag(useNames, "USE.NAMES") ? x.names() : null;
        if (simplify == null || simplify instanceof flashr.lang.RLogical l && l.length() == 1 && l.get(0) == 1 && !l.hasAttributes()) {
            if (names != null) mapped.setAttr("names", names);
            return mapped;
        }
        RValue[] out = new RValue[mapped.length()];
        for (int i = 0; i < out.length; i++) out[i] = mapped.getElement(i);
        RList answer = new RList(out);
        if (names != null) answer.setAttr("names", names);
        return ApplyBuiltins.simplifyOption(simplify, answer);
    }
}
