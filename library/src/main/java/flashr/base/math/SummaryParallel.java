package flashr.base.math;

import flashr.base.arith.CompareOps;
import flashr.base.vectors.AttributeBuiltins;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Elementwise and positional summaries: pmax, pmin, which.max, which.min, ifelse. */
final class SummaryParallel {
    private SummaryParallel() {}

    /** {@code pmax} (max = true) or {@code pmin}: recycled, attributes of the first argument. */
    static RValue parallel(boolean max, RValue[] args, boolean naRm, Interpreter interp, RValue call) {
        if (args.length == 0) throw new RError("no arguments");
        RVector[] vs = new RVector[args.length];
        RType type = RType.LOGICAL;
        int n = 0;
        for (int k = 0; k < args.length; k++) {
            if (args[k] == RNull.NULL) {
                vs[k] = new RLogical(new int[0]);
            } else if (args[k] instanceof RVector v && v.type().isAtomic()) {
                vs[k] = v;
            } else {
                throw new RError("invalid input type");
            }
            type = RType.higher(type, vs[k].type());
            n = Math.max(n, vs[k].length());
        }
        for (RVector v : vs) {
            if (v.length() == 0) return Coerce.allocate(type == RType.LOGICAL ? RType.INTEGER : type, 0);
        }
        for (RVector v : vs) {
            if (n % v.length() != 0) {
                interp.warning(call, "an argument will be fractionally recycled");
                break;
            }
        }
        if (type == RType.LOGICAL) type = RType.INTEGER;
        RVector result = Coerce.allocate(type, n);
        // a loop of its own for each type: outside parallel() (no compile of it on stack) and
        // with no switch per element
        switch (type) {
            case INTEGER -> ints((RInt) result, max, vs, naRm);
            case DOUBLE -> doubles((RDouble) result, max, vs, naRm);
            default -> strings((RString) result, max, vs, naRm);
        }
        RVector first = vs[0];
        if (first.hasAttributes() && first.length() == n) result.setAttributes(first.attributes());
        return result;
    }

    private static void ints(RInt result, boolean max, RVector[] vs, boolean naRm) {
        for (int i = 0, n = result.length(); i < n; i++) result.set(i, intAt(max, vs, i, naRm));
    }

    private static void doubles(RDouble result, boolean max, RVector[] vs, boolean naRm) {
        for (int i = 0, n = result.length(); i < n; i++) result.set(i, doubleAt(max, vs, i, naRm));
    }

    private static void strings(RString result, boolean max, RVector[] vs, boolean naRm) {
        for (int i = 0, n = result.length(); i < n; i++) result.set(i, stringAt(max, vs, i, naRm));
    }

    private static int intAt(boolean max, RVector[] vs, int i, boolean naRm) {
        int best = RInt.NA;
        for (RVector v : vs) {
            int x = v.getInt(i % v.length());
            if (x == RInt.NA) {
                if (!naRm) return RInt.NA;
            } else if (best == RInt.NA || (max ? x > best : x < best)) {
                best = x;
            }
        }
        return best;
    }

    /**
     * R's rule for doubles: the first argument, then each later one replaces it when greater
     * (less); without na.rm a later NaN replaces it too (so the last NA or NaN wins), with na.rm
     * any later value replaces a NaN.
     */
    private static double doubleAt(boolean max, RVector[] vs, int i, boolean naRm) {
        double r = vs[0].getDouble(i % vs[0].length());
        for (int k = 1; k < vs.length; k++) {
            double x = vs[k].getDouble(i % vs[k].length());
            boolean nanX = Double.isNaN(x), nanR = Double.isNaN(r);
            if (naRm ? nanR || !nanX && (max ? x > r : x < r) : nanX || !nanR && (max ? x > r : x < r)) r = x;
        }
        return r;
    }

    private static String stringAt(boolean max, RVector[] vs, int i, boolean naRm) {
        String best = null;
        for (RVector v : vs) {
            String x = v.getString(i % v.length());
            if (x == null) {
                if (!naRm) return null;
            } else if (best == null || (max ? CompareOps.collate(x, best) > 0 : CompareOps.collate(x, best) < 0)) {
                best = x;
            }
        }
        return best;
    }

    /** {@code which.max} / {@code which.min}: the first position of the extreme, ignoring NA, named. */
    static RValue whichExtreme(boolean max, RValue x) {
        if (!(x instanceof RVector v) || !(v.type().isAtomic())) throw new RError("invalid 'x' argument");
        int best = -1;
        double bestValue = 0;
        for (int i = 0, n = v.length(); i < n; i++) {
            double d = v.getDouble(i);
            if (Double.isNaN(d)) continue;
            if (best < 0 || (max ? d > bestValue : d < bestValue)) {
                best = i;
                bestValue = d;
            }
        }
        if (best < 0) return new RInt(new int[0]);
        RInt r = RInt.of(best + 1);
        // names(x): a table's (1-d array's) dimnames too
        if (AttributeBuiltins.names(v) instanceof RString names) r.setAttr("names", RString.of(names.get(best)));
        return r;
    }

    /**
     * {@code ifelse(test, yes, no)} as R's closure does it: the result starts as the logical
     * test (keeping its attributes; a list keeps its names only) and takes yes/no values where test is TRUE/FALSE,
     * rising to their type only when some are used.
     */
    static RValue ifelse(RValue test, RValue yes, RValue no) {
        if (!(test instanceof RVector t) || !(t.type().isAtomic() || t.type() == RType.LIST)) {
            throw new RError("argument is not interpretable as logical");
        }
        int n = t.length();
        int[] tv = new int[n];
        if (t instanceof RLogical l) System.arraycopy(l.data(), 0, tv, 0, n);
        else for (int i = 0; i < n; i++) tv[i] = t.getLogical(i);
        int seen = seen(tv);
        boolean anyYes = (seen & 1) != 0, anyNo = (seen & 2) != 0;
        RType type = RType.LOGICAL;
        if (anyYes) type = RType.higher(type, branch(yes, "yes").type());
        if (anyNo) type = RType.higher(type, branch(no, "no").type());
        RVector result = Coerce.to(new RLogical(tv), type);
        RVector y = anyYes ? ofType(branch(yes, "yes"), type) : null;
        RVector f = anyNo ? ofType(branch(no, "no"), type) : null;
        if ((anyYes && y.length() == 0) || (anyNo && f.length() == 0)) throw new RError("replacement has length zero");
        if (result instanceof RDouble rd) {
            chooseDoubles(tv, rd.data(), anyYes ? ((RDouble) y).data() : null, anyNo ? ((RDouble) f).data() : null);
        } else {
            chooseElements(tv, result, y, f);
        }
        // R's ans[ypos] <- yes: a list branch makes the logical test a list with its names only
        if (t.hasAttributes()) {
            if (type == RType.LIST) AttributeBuiltins.keepNamesOnly(t, result);
            else result.setAttributes(t.attributes());
        }
        return result;
    }

    // ifelse's loops are small methods of their own, compiled apart from its argument handling.

    /** Bit 1: some test is TRUE; bit 2: some is FALSE. */
    private static int seen(int[] tv) {
        boolean anyYes = false, anyNo = false;
        for (int v : tv) {
            if (v == 1) anyYes = true;
            else if (v == 0) anyNo = true;
        }
        return (anyYes ? 1 : 0) | (anyNo ? 2 : 0);
    }

    /** Doubles array to array; a branch as long as the test is read without a division per element. */
    private static void chooseDoubles(int[] tv, double[] r, double[] yd, double[] fd) {
        int n = tv.length, ny = yd == null ? 0 : yd.length, nf = fd == null ? 0 : fd.length;
        for (int i = 0; i < n; i++) {
            if (tv[i] == 1) r[i] = yd[ny == n ? i : i % ny];
            else if (tv[i] == 0) r[i] = fd[nf == n ? i : i % nf];
        }
    }

    private static void chooseElements(int[] tv, RVector result, RVector y, RVector f) {
        int n = tv.length, ny = y == null ? 0 : y.length(), nf = f == null ? 0 : f.length();
        for (int i = 0; i < n; i++) {
            if (tv[i] == 1) y.copyElement(ny == n ? i : i % ny, result, i);
            else if (tv[i] == 0) f.copyElement(nf == n ? i : i % nf, result, i);
        }
    }

    /**
     * v itself when of the type already: its elements are only read, so its attributes may stay
     * (Coerce.to copied a named vector to drop them: residuals.glm's ifelse(y > mu, d.res,
     * -d.res) copied both n-vectors).
     */
    private static RVector ofType(RVector v, RType type) {
        return v.type() == type ? v : Coerce.to(v, type);
    }

    private static RVector branch(RValue v, String name) {
        if (v == RNull.NULL) return new RLogical(new int[0]);
        if (v instanceof RVector vec) return vec;
        throw new RError("cannot coerce type '" + v.typeName() + "' to vector of type 'logical'");
    }
}
