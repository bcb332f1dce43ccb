package flashr.stats.optim;

import flashr.eval.Args;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.numeric.Uncmin;

/**
 * nlm's objective as R's C code wraps the R function for the optimizer: each new point is
 * evaluated once and kept, with its "gradient" and "hessian" attributes, in a table of the
 * last five points (R's FT_store/FT_lookup), so the optimizer's gradient and Hessian requests
 * read the table; a value that is NA or infinite becomes the largest double with R's warning.
 */
final class NlmObjective implements Uncmin.Problem {
    private static final int TABLE_SIZE = 5;

    private final Args args;
    private final flashr.lang.RFunction f;
    private final int n;
    private final boolean haveGradient, haveHessian;
    private final double[][] xs = new double[TABLE_SIZE][];
    private final double[] values = new double[TABLE_SIZE];
    private final double[][] grads = new double[TABLE_SIZE][], hessians = new double[TABLE_SIZE][];
    private int last = -1;

    NlmObjective(Args args, flashr.lang.RFunction f, int n, boolean haveGradient, boolean haveHessian) {
        this.args = args;
        this.f = f;
        this.n = n;
        this.haveGradient = haveGradient;
        this.haveHessian = haveHessian;
        for (int i = 0; i < TABLE_SIZE; i++) {
            xs[i] = new double[n];
            java.util.Arrays.fill(xs[i], Double.MAX_VALUE);   // points no one asks for
        }
    }

    /** f(x) as R returns it, for the first look at its attributes. */
    RValue call(double[] x) {
        RValue s = args.interp().apply(f, new RValue[] {new RDouble(x.clone())}, null, args.env(), null);
        return s instanceof EngineValue e && s.attributes() == null ? e.materialize() : s;
    }

    @Override
    public double value(double[] x) {
        int at = lookup(x);
        if (at >= 0) return values[at];
        for (double v : x) if (!Double.isFinite(v)) throw args.interp().errorHere("non-finite value supplied by 'nlm'");
        RValue s = call(x);
        double value;
        if (s instanceof RInt i && i.length() == 1) {
            if (i.getInt(0) == RInt.NA) {
                warn("NA replaced by maximum positive value");
                value = Double.MAX_VALUE;
            } else value = i.getInt(0);
        } else if (s instanceof RDouble d && d.length() == 1) {
            if (!Double.isFinite(d.getDouble(0))) {
                warn("NA/Inf replaced by maximum positive value");
                value = Double.MAX_VALUE;
            } else value = d.getDouble(0);
        } else {
            throw args.interp().errorHere("invalid function value in 'nlm' optimizer");
        }
        int slot = (++last) % TABLE_SIZE;
        values[slot] = value;
        System.arraycopy(x, 0, xs[slot], 0, n);
        if (haveGradient) {
            grads[slot] = doubles(s.getAttr("gradient"), n);
            if (haveHessian) hessians[slot] = doubles(s.getAttr("hessian"), n * n);
        }
        return value;
    }

    @Override
    public void gradient(double[] x, double[] g) {
        System.arraycopy(grads[entry(x)], 0, g, 0, n);
    }

    @Override
    public void hessian(double[] x, double[] a) {
        double[] h = hessians[entry(x)];
        for (int j = 0; j < n; j++) System.arraycopy(h, j * (n + 1), a, j * (n + 1), n - j);   // lower triangle
    }

    private int entry(double[] x) {
        int at = lookup(x);
        if (at < 0) {
            value(x);
            at = lookup(x);
            if (at < 0) throw args.interp().errorHere("function value caching for optimization is seriously confused");
        }
        return at;
    }

    private int lookup(double[] x) {
        for (int i = 0; i < TABLE_SIZE; i++) {
            int at = (last - i) % TABLE_SIZE;
            if (at < 0) at += TABLE_SIZE;
            if (samePoint(xs[at], x)) return at;
        }
        return -1;
    }

    /** Equal coordinates as C's == compares them (0 and -0 alike, NaN never). */
    private boolean samePoint(double[] a, double[] b) {
        for (int j = 0; j < n; j++) if (a[j] != b[j]) return false;
        return true;
    }

    private static double[] doubles(RValue v, int len) {
        double[] out = new double[len];
        if (v instanceof RVector vec) {
            for (int i = 0; i < len && i < vec.length(); i++) out[i] = vec.getDouble(i);
        }
        return out;
    }

    private void warn(String message) {
        args.interp().warning(args.interp().errorHere("").call(), message);
    }
}
