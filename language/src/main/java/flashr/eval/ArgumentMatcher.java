package flashr.eval;

import flashr.lang.RError;
import flashr.lang.RMissing;
import flashr.lang.RPromise;
import flashr.lang.RValue;
import flashr.parse.Deparser;
import java.util.ArrayList;
import java.util.List;

/**
 * R's argument matching: exact names first, then partial names (only for formals before
 * {@code ...}), then positions; the rest go to {@code ...} or are "unused".
 */
final class ArgumentMatcher {
    private ArgumentMatcher() {}

    /**
     * Matches supplied arguments to formals.
     * @return per formal, the matched value; for {@code ...} an {@link RDots} (null when nothing matched)
     */
    static RValue[] match(String[] formals, RValue[] args, String[] names) {
        int nf = formals.length;
        int n = args.length;
        if (names == null && n <= nf && noDots(formals, n)) {
            // all positional, none reaching a ...: the common case of a call like f(x, 1)
            RValue[] matched = new RValue[nf];
            System.arraycopy(args, 0, matched, 0, n);
            return matched;
        }
        return matchInGeneral(formals, args, names); // apart, so that the JIT compiles the common case small
    }

    /**
     * {@link #match} for a closure call, whose result is only read: all-positional arguments that
     * fill the formals before {@code ...} (at {@code dotsAt}, -1 for none) come back as
     * {@code args} itself, without a copy.
     */
    static RValue[] matchForReading(String[] formals, int dotsAt, RValue[] args, String[] names) {
        int n = args.length;
        if (names == null && n <= formals.length && (dotsAt < 0 || dotsAt >= n)) {
            return n == formals.length ? args : java.util.Arrays.copyOf(args, formals.length);
        }
        return matchInGeneral(formals, args, names);
    }

    private static RValue[] matchInGeneral(String[] formals, RValue[] args, String[] names) {
        int nf = formals.length;
        int n = args.length;
        int dotsAt = -1;
        for (int f = 0; f < nf; f++) {
            if (formals[f].equals("...")) {
                dotsAt = f;
                break;
            }
        }
        int[] supplierOf = new int[nf];
        java.util.Arrays.fill(supplierOf, -1);
        int[] formalOf = new int[n];
        java.util.Arrays.fill(formalOf, -1);
        if (names != null) {
            for (int s = 0; s < n; s++) {
                String name = names[s];
                if (name == null || name.isEmpty()) continue;
                for (int f = 0; f < nf; f++) {
                    if (f != dotsAt && formals[f].equals(name)) {
                        if (supplierOf[f] >= 0) {
                            throw new RError("formal argument \"" + name + "\" matched by multiple actual arguments");
                        }
                        supplierOf[f] = s;
                        formalOf[s] = f;
                        break;
                    }
                }
            }
            boolean[] exact = new boolean[nf];
            for (int i = 0; i < nf; i++) exact[i] = supplierOf[i] >= 0;
            int partialLimit = dotsAt < 0 ? nf : dotsAt;
            for (int s = 0; s < n; s++) {
                String name = names[s];
                if (name == null || name.isEmpty() || formalOf[s] >= 0) continue;
                int found = -1;
                for (int f = 0; f < partialLimit; f++) {
                    if (!exact[f] && formals[f].startsWith(name)) {
                        if (supplierOf[f] >= 0) {
                            throw new RError("formal argument \"" + formals[f] + "\" matched by multiple actual arguments");
                        }
                        if (found >= 0) throw new RError("argument " + (s + 1) + " matches multiple formal arguments");
                        found = f;
                    }
                }
                if (found >= 0) {
                    supplierOf[found] = s;
                    formalOf[s] = found;
                }
            }
        }
        int f = 0;
        for (int s = 0; s < n; s++) {
            if (formalOf[s] >= 0 || (names != null && names[s] != null && !names[s].isEmpty())) continue;
            while (f < nf && f != dotsAt && supplierOf[f] >= 0) f++;
            if (f < nf && f != dotsAt) {
                supplierOf[f] = s;
                formalOf[s] = f++;
            }
        }
        RValue[] matched = new RValue[nf];
        for (int i = 0; i < nf; i++) {
            if (supplierOf[i] >= 0) matched[i] = args[supplierOf[i]];
        }
        List<Integer> rest = new ArrayList<>();
        for (int s = 0; s < n; s++) {
            if (formalOf[s] < 0) rest.add(s);
        }
        if (!rest.isEmpty()) {
            if (dotsAt < 0) throw unused(rest, args, names);
            RValue[] dv = new RValue[rest.size()];
            String[] dn = new String[rest.size()];
            for (int i = 0; i < dv.length; i++) {
                int s = rest.get(i);
                dv[i] = args[s];
                dn[i] = names == null ? null : names[s];
            }
            matched[dotsAt] = new RDots(dv, dn);
        }
        return matched;
    }

    private static boolean noDots(String[] formals, int n) {
        for (int f = 0; f < n; f++) {
            if (formals[f].equals("...")) return false;
        }
        return true;
    }

    private static RError unused(List<Integer> rest, RValue[] args, String[] names) {
        StringBuilder sb = new StringBuilder(rest.size() == 1 ? "unused argument (" : "unused arguments (");
        for (int i = 0; i < rest.size(); i++) {
            int s = rest.get(i);
            if (i > 0) sb.append(", ");
            String name = names == null ? null : names[s];
            if (name != null && !name.isEmpty()) sb.append(name).append(" = ");
            RValue a = args[s];
            if (a instanceof RPromise p) a = p.expr();
            if (a != RMissing.MISSING) sb.append(Deparser.simpleFirstLine(a)); // R's SIMPLEDEPARSE: 1L shows as 1
        }
        return new RError(sb.append(')').toString());
    }
}
