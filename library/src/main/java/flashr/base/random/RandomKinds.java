package flashr.base.random;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.RandomState;

/**
 * The generator kinds of {@code RNGkind} and {@code set.seed}: R's names are accepted (by
 * unique abbreviation, as pmatch); every uniform generator and normal kind of R but the
 * user-supplied ones; the sampler may be "Rejection" (R >= 3.6) or "Rounding" (older R).
 */
final class RandomKinds {
    private RandomKinds() {}

    private static final String[] KINDS = {"Wichmann-Hill", "Marsaglia-Multicarry", "Super-Duper", "Mersenne-Twister",
        "Knuth-TAOCP", "user-supplied", "Knuth-TAOCP-2002", "L'Ecuyer-CMRG", "default"};
    /** In R's N01type order: the index is the normal kind's number. */
    private static final String[] NORMAL_KINDS = {"Buggy Kinderman-Ramage", "Ahrens-Dieter", "Box-Muller", "user-supplied",
        "Inversion", "Kinderman-Ramage", "default"};
    private static final String[] SAMPLE_KINDS = {"Rounding", "Rejection", "default"};

    /** The current kinds, as {@code RNGkind()} returns them. */
    static RString current(RandomState s) {
        return RString.of(KINDS[s.generator().kind()], NORMAL_KINDS[s.normalKind()], s.isRounding() ? "Rounding" : "Rejection");
    }

    /**
     * Applies the kind arguments (null or NULL: unchanged) in R's order: the generator (which
     * reseeds it from a draw, as R does), the normal kind, the sample kind.
     */
    static void apply(Args a, RandomState s, RValue kind, RValue normalKind, RValue sampleKind) {
        apply(a, s, kind, normalKind, sampleKind, a.call());
    }

    /** As {@code apply} for {@code set.seed}, which refuses the buggy Kinderman-Ramage that RNGkind only warns of. */
    static void applyForSeed(Args a, RandomState s, RValue kind, RValue normalKind, RValue sampleKind) {
        if (given(normalKind) && "Buggy Kinderman-Ramage".equals(choice(normalKind, "normal.kind", NORMAL_KINDS))) {
            throw new RError("buggy version of Kinderman-Ramage generator is not allowed");
        }
        apply(a, s, kind, normalKind, sampleKind, a.call());
    }

    /**
     * As {@link #apply(Args, RandomState, RValue, RValue, RValue)}, warning in {@code warningCall}.
     * R checks all three names (warning of the buggy normals and the rounding sampler) before it
     * switches anything; the warnings of the switch itself come after.
     */
    static void apply(Args a, RandomState s, RValue kind, RValue normalKind, RValue sampleKind, RValue warningCall) {
        int kindCode = -1;
        if (given(kind)) {
            String k = choice(kind, "kind", KINDS);
            if (k == null) throw new RError("'" + Coerce.stringScalar(kind) + "' is not a valid abbreviation of an RNG");
            kindCode = k.equals("default") ? 3 : java.util.Arrays.asList(KINDS).indexOf(k);
        }
        int normalCode = -1;
        if (given(normalKind)) {
            String k = choice(normalKind, "normal.kind", NORMAL_KINDS);
            if (k == null) throw new RError("'NA' is not a valid choice");
            normalCode = k.equals("default") ? 4 : java.util.Arrays.asList(NORMAL_KINDS).indexOf(k);
            if (normalCode == 0) a.interp().warning(warningCall, "buggy version of Kinderman-Ramage generator used");
        }
        String sample = null;
        if (given(sampleKind)) {
            sample = choice(sampleKind, "sample.kind", SAMPLE_KINDS);
            if (sample == null) throw new RError("'NA' is not a valid choice");
            if (sample.equals("Rounding")) a.interp().warning(warningCall, "non-uniform 'Rounding' sampler used");
        }
        if (kindCode >= 0) {
            if (kindCode == 1) a.interp().warning(warningCall, "RNGkind: Marsaglia-Multicarry has poor statistical properties");
            if (!s.switchKind(kindCode)) {
                throw new RError("RNG kind \"" + KINDS[kindCode] + "\" is not supported: flashr has no user-supplied generators");
            }
        }
        if (normalCode >= 0) {
            boolean multicarry = s.generator().kind() == 1;
            if (normalCode == 5 && multicarry) {
                a.interp().warning(warningCall, "RNGkind: severe deviations from normality for Kinderman-Ramage + Marsaglia-Multicarry");
            }
            if (normalCode == 1 && multicarry) {
                a.interp().warning(warningCall, "RNGkind: deviations from normality for Ahrens-Dieter + Marsaglia-Multicarry");
            }
            if (normalCode == 3) throw new RError("'user_norm_rand' not in load table");
            s.setNormalKind(normalCode);
        }
        if (sample != null) s.setRounding(sample.equals("Rounding"));
    }

    /**
     * {@code RNGversion(vstr)}: the kinds of an R version (before 0.99 Wichmann-Hill, before 1.7
     * Marsaglia-Multicarry, both with the buggy Kinderman-Ramage). Returns the previous kinds, invisibly.
     */
    /** RNGversion's as.character(vstr): a numeric_version (getRversion()) as its dotted numbers. */
    private static String versionText(RValue x) {
        if (x instanceof flashr.lang.RList l && l.length() >= 1 && l.get(0) instanceof flashr.lang.RVector parts) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < parts.length(); i++) sb.append(i == 0 ? "" : ".").append(parts.getString(i));
            return sb.toString();
        }
        return Coerce.stringScalar(x);
    }

    static RValue version(Args a) {
        String v = a.has(0) ? versionText(a.get(0)) : Coerce.stringScalar(RNull.NULL);
        String[] parts = v == null ? new String[0] : v.split("\\.");
        double major;
        double minor;
        try {
            major = parts.length < 2 ? Double.NaN : Double.parseDouble(parts[0]);
            minor = parts.length < 2 ? Double.NaN : Double.parseDouble(parts[1]);
        } catch (NumberFormatException e) {
            major = minor = Double.NaN;
        }
        if (Double.isNaN(major) || Double.isNaN(minor)) throw new RError("malformed version string");
        String generator = "Mersenne-Twister";
        String normalKind = "Inversion";
        if (major == 0 || major == 1 && minor <= 6) {
            generator = major == 0 && minor < 99 ? "Wichmann-Hill" : "Marsaglia-Multicarry";
            normalKind = "Buggy Kinderman-Ramage";
        }
        String sampler = major <= 2 || major == 3 && minor <= 5 ? "Rounding" : "Rejection";
        RandomState s = RandomSession.get(a);
        RString previous = current(s);
        RString kind = RString.of(generator);
        RString normal = RString.of(normalKind);
        RString sample = RString.of(sampler);
        apply(a, s, kind, normal, sample, RCall.of("RNGkind", kind, normal, sample));
        RandomSession.put(a, s);
        a.interp().setVisible(false);
        return previous;
    }

    private static boolean given(RValue v) {
        return v != null && v != RNull.NULL;
    }

    /** R's {@code pmatch(x, table)}: an exact match, else the one entry it abbreviates; null when none or ambiguous. */
    private static String choice(RValue v, String what, String[] table) {
        if (!(v instanceof RVector vec) || vec.type() != RType.CHARACTER || vec.length() != 1) {
            throw new RError("'" + what + "' must be a character string of length 1");
        }
        String s = vec.getString(0);
        if (s == null || s.isEmpty()) return null;
        String found = null;
        for (String k : table) {
            if (k.equals(s)) return k;
            if (k.startsWith(s)) {
                if (found != null) return null;
                found = k;
            }
        }
        return found;
    }
}
