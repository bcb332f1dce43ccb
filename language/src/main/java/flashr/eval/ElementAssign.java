package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * {@code x[i] <- v} for one element of a plain double or integer vector: what base {@code [<-}
 * does to an unshared vector (set the element in place), without building its argument lists.
 */
final class ElementAssign {
    private ElementAssign() {}

    /**
     * Sets {@code x[i]} to {@code value} in place and returns true when {@code [<-} is base's,
     * x is bound in {@code env} itself to an unshared attribute-free double or integer vector,
     * i is a plain positive number (past the end x grows, as {@code [<-} grows it) and value a
     * plain scalar of a type that keeps x's;
     * false otherwise, with nothing evaluated (x and i are read, not evaluated).
     */
    static boolean inPlace(Interpreter in, CallSite site, RCall target, RValue value, REnvironment env) {
        if (!site.isBase(in, "[<-", env, target)) return false;
        REnvironment.Binding b = site.cell(0, env, ((RSymbol) target.arg(0)).name());
        if (b == null || !(b.value() instanceof flashr.lang.RVector x) || x.isShared() || x.hasAttributes()) return false;
        int k = index(site, target.arg(1), env);
        if (k < 1 || value.hasAttributes()) return false;
        if (x instanceof RDouble d) {
            boolean fits = value instanceof RDouble v && v.length() == 1 || value instanceof RInt w && w.length() == 1;
            if (!fits || k > x.length() && !x.growInPlace(k)) return false;
            if (value instanceof RDouble v) d.set(k - 1, v.get(0));
            else d.set(k - 1, ((RInt) value).get(0) == RInt.NA ? RDouble.NA : ((RInt) value).get(0));
            return true;
        }
        if (x instanceof RInt n) {
            boolean fits = value instanceof RInt v && v.length() == 1 || value instanceof RLogical w && w.length() == 1;
            if (!fits || k > x.length() && !x.growInPlace(k)) return false;
            n.set(k - 1, value instanceof RInt v ? v.get(0) : ((RLogical) value).get(0));
            return true;
        }
        return false;
    }

    /**
     * {@code x[i] <- a op b} where the right side is scalar double arithmetic that {@link
     * FastPaths#scalarValue} computes unboxed (it reads variables, evaluates nothing) and x is a
     * vector {@link #inPlace} may change: sets the element and returns the assignment's value;
     * null otherwise, with nothing evaluated or changed.
     */
    static RValue scalarInPlace(Interpreter in, CallSite site, RCall target, RCall rhs, REnvironment env) {
        if (!site.isBase(in, "[<-", env, target)) return null;
        REnvironment.Binding b = site.cell(0, env, ((RSymbol) target.arg(0)).name());
        if (b == null || !(b.value() instanceof RDouble x) || x.isShared() || x.hasAttributes()) return null;
        int k = index(site, target.arg(1), env);
        if (k < 1 || !FastPaths.scalarValue(in, rhs, env)) return null;
        double v = in.scalar;
        if (k > x.length()) x.growInPlace(k); // past the end: grows, padding with NA, as [<- does
        x.set(k - 1, v);
        return new RDouble(new double[] {v}); // the value of the assignment, should it be used
    }

    /** A positive whole index read from a variable bound to a plain number or a constant; 0 when there is none. */
    private static int index(CallSite site, RValue e, REnvironment env) {
        RValue v = e instanceof RSymbol s ? site.read(1, env, s.name()) : e;
        if (v == null || v.hasAttributes()) return 0;
        if (v instanceof RInt i && i.length() == 1) return i.get(0) == RInt.NA ? 0 : i.get(0);
        if (v instanceof RDouble d && d.length() == 1) {
            double x = d.get(0);
            return x >= 1 && x <= Integer.MAX_VALUE && x == Math.floor(x) ? (int) x : 0;
        }
        return 0;
    }
}
