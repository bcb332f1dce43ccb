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
 * unique abbreviation, as pmatch); the uniform generators Wichmann-Hill, Marsaglia-Multicarry,
 * Super-Duper, Mersenne-Twister and L'Ecuyer-CMRG are implemented (not Knuth's), normals by
 * inversion only; the sampler may be "Rejection" (R >= 3.6) or "Rounding" (older R).
 */
final class RandomKinds {
    private RandomKinds() {}

    private static final String[] KINDS = {"Wichmann-Hill", "Marsaglia-Multicarry", "Super-Duper", "Mersenne-Twister",
        "Knuth-TAOCP", "user-supplied", "Knuth-TAOCP-2002", "L'Ecuyer-CMRG", "default"};
    private static final String[] NORMAL_KINDS = {"Buggy Kinderman-Ramage", "Ahrens-Dieter", "Box-Muller", "Inversion",
        "Kinderman-Ramage", "user-supplied", "default"};
    private static final String[] SAMPLE_KINDS = {"Rounding", "Rejection", "default"};

    /** The current kinds, as {@code RNGkind()} returns them. */
    static RString current(RandomState s) {
        return RString.of(KINDS[s.generator().kind()], "Inversion", s.isRounding() ? "Rounding" : "Rejection");
    }

    /**
     * Applies the kind arguments (null or NULL: unchanged) in R's order: the generator (which
     * reseeds it from a draw, as R does), the normal kind, the sample kind.
     */
    static void apply(Args a, RandomState s, RValue kind, RValue normalKind, RValue sampleKind) {
        apply(a, s, kind, normalKind, sampleKind, a.call());
    }

    /** As {@link #apply(Args, RandomState, RValue, RValue, RValue)}, warning in {@code warningCall}. */
    static void apply(Args a, RandomState s, RValue kind, RValue normalKind, RValue sampleKind, RValue warningCall) {
        if (given(kind)) {
            String k = choice(kind, "kind", KINDS);
            if (k == null) throw new RError("'" + Coerce.stringScalar(kind) + "' is not a valid abbreviation of an RNG");
            int code = k.equals("default") ? 3 : java.util.Arrays.asList(KINDS).indexOf(k);
            if (code == 1) a.interp().warning(warningCall, "RNGkind: Marsaglia-Multicarry has poor statistical properties");
            if (!s.switchKind(code)) {
                throw new RError("RNG kind \"" + k + "\" is not supported: flashr has Wichmann-Hill, Marsaglia-Multicarry, "
                        + "Super-Duper, Mersenne-Twister and L'Ecuyer-CMRG");
            }
        }
        if (given(normalKind)) {
            String k = choice(normalKind, "normal.kind", NORMAL_KINDS);
            if (k == null) throw new RError("'NA' is not a valid choice");
            if (k.equals("Buggy Kinderman-Ramage")) throw new RError("buggy version of Kinderman-Ramage generator is not allowed");
            if (!k.equals("Inversion") && !k.equals("default")) {
                throw new RError("normal.kind \"" + k + "\" is not supported: only \"Inversion\" is");
            }
        }
        if (given(sampleKind)) {
            String k = choice(sampleKind, "sample.kind", SAMPLE_KINDS);
            if (k == null) throw new RError("'NA' is not a valid choice");
            s.setRounding(k.equals("Rounding"));
            if (s.isRounding()) a.interp().warning(warningCall, "non-uniform 'Rounding' sampler used");
        }
    }

    /**
     * {@code RNGversion(vstr)}: the kinds of an R version; versions before 1.7 (other
     * generators) are not supported. Returns the previous kinds, invisibly.
     */
    static RValue version(Args a) {
        String v = Coerce.stringScalar(a.has(0) ? a.get(0) : RNull.NULL);
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
        if (major == 0 || major == 1 && minor <= 6) {
            throw new RError("RNGversion(\"" + v + "\"): the generators of R before 1.7.0 are not supported");
        }
        String sampler = major <= 2 || major == 3 && minor <= 5 ? "Rounding" : "Rejection";
        RandomState s = RandomSession.get(a);
        RString previous = current(s);
        RString kind = RString.of("Mersenne-Twister");
        RString normal = RString.of("Inversion");
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
