package flashr.stats.optim;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Options;
import flashr.format.Printer;
import flashr.lang.RDouble;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.numeric.Uncmin;

/**
 * {@code .nlm(f, p, hessian, typsize, fscale, msg, ndigit, gradtol, stepmax, steptol, iterlim)},
 * standing where R's nlm calls its C routine: the argument checks and messages of R's C code, one
 * first call of f to see whether it returns "gradient" (and "hessian") attributes, the
 * minimization ({@link Uncmin}), R's reports and termination messages for print.level 1 and 2,
 * and the result list (with the finite-difference Hessian for hessian = TRUE).
 */
public final class StatsNlm {
    private StatsNlm() {}

    public static void register(Registry r) {
        r.builtin(".nlm", "f, p, hessian, typsize, fscale, msg, ndigit, gradtol, stepmax, steptol, iterlim", StatsNlm::nlm);
        RSource.define(r, "stats/nlm.R");
        RSource.define(r, "stats/nlminb.R");
    }

    private static RValue nlm(Args a) {
        if (!(a.get(0) instanceof RFunction f)) throw a.interp().errorHere("attempt to minimize non-function");
        double[] x = parameters(a, a.get(1), -1);
        int n = x.length;
        int wantHessian = logical(a.get(2));
        double[] typsiz = parameters(a, a.get(3), n);
        double fscale = real(a, a.get(4));
        int msg = integer(a, a.get(5));
        int omsg = msg;
        int ndigit = integer(a, a.get(6));
        double gradtl = real(a, a.get(7));
        double stepmx = real(a, a.get(8));
        double steptol = real(a, a.get(9));
        int itnlim = integer(a, a.get(10));
        NlmObjective probe = new NlmObjective(a, f, n, false, false);
        RValue first = probe.call(x);
        boolean gradient = false, hessian = false;
        RValue g = first.getAttr("gradient");
        if (g != null) {
            if (g instanceof RVector gv && gv.length() == n && isNumber(gv)) {
                gradient = true;
                RValue h = first.getAttr("hessian");
                if (h != null) {
                    if (h instanceof RVector hv && hv.length() == n * n && isNumber(hv)) hessian = true;
                    else warn(a, "hessian supplied is of the wrong length or mode, so ignored");
                }
            } else {
                warn(a, "gradient supplied is of the wrong length or mode, so ignored");
            }
        }
        if ((msg / 4) % 2 == 1 && !hessian) msg -= 4;   // no analytic Hessian to check
        if ((msg / 2) % 2 == 1 && !gradient) msg -= 2;
        NlmObjective objective = new NlmObjective(a, f, n, gradient, hessian);
        java.io.PrintStream out = a.interp().out();
        Uncmin.Monitor monitor = (px, fx, gx, p, iteration, withStep) -> {
            out.print("iteration = " + iteration + "\n");
            if (withStep) {
                out.print("Step:\n");
                print(a, p);
            }
            out.print("Parameter:\n");
            print(a, px);
            out.print("Function Value\n");
            print(a, new double[] {fx});
            out.print("Gradient:\n");
            print(a, gx);
            out.print("\n");
        };
        Uncmin.Outcome o = Uncmin.minimize(objective, x, typsiz, fscale, msg, ndigit, itnlim, gradient, hessian,
                gradtl, stepmx, steptol, monitor);
        if (o.msg() < 0) throw a.interp().errorHere(errorMessage(o.msg()));
        if (o.code() != 0 && (omsg & 8) == 0) out.print(terminationMessage(o.code()) + "\n");
        double[] est = o.estimate();
        RValue hess = null;
        if (wantHessian == 1) {
            double[] h = new double[n * n];
            Uncmin.finiteDifferenceHessian(objective, est.clone(), o.minimum(), h, ndigit, typsiz);
            for (int i = 0; i < n; i++) for (int j = 0; j < i; j++) h[i + j * n] = h[j + i * n];
            RDouble hm = new RDouble(h);
            hm.setAttr("dim", new RInt(new int[] {n, n}));
            hess = hm;
        }
        java.util.List<RValue> parts = new java.util.ArrayList<>(java.util.List.of(
                RDouble.of(o.minimum()), new RDouble(est), new RDouble(o.gradient())));
        java.util.List<String> names = new java.util.ArrayList<>(java.util.List.of("minimum", "estimate", "gradient"));
        if (hess != null) {
            parts.add(hess);
            names.add("hessian");
        }
        parts.add(RInt.of(o.code()));
        names.add("code");
        parts.add(RInt.of(o.iterations()));
        names.add("iterations");
        RList result = new RList(parts.toArray(new RValue[0]));
        result.setAttr("names", RString.of(names.toArray(new String[0])));
        return result;
    }

    private static void print(Args a, double[] v) {
        Printer.print(new RDouble(v.clone()), a.interp(), a.interp().globalEnv(), Options.printOptions(a.interp()));
    }

    /** R's fixparam: a numeric vector without NA, of length n when n >= 0. */
    private static double[] parameters(Args a, RValue p, int n) {
        if (p instanceof flashr.lang.EngineValue e) p = e.materialize();
        if (!(p instanceof RVector v) || !(v instanceof RDouble || v instanceof RInt || v instanceof RLogical)
                || p.classAttr() != null && java.util.Arrays.asList(p.classAttr().data()).contains("factor")) {
            throw a.interp().errorHere("numeric parameter expected");
        }
        if (n >= 0) {
            if (v.length() != n) throw a.interp().errorHere("conflicting parameter lengths");
        } else if (v.length() <= 0) {
            throw a.interp().errorHere("invalid parameter length");
        }
        double[] x = new double[v.length()];
        for (int i = 0; i < x.length; i++) {
            double d = v.getDouble(i);
            if (!Double.isFinite(d)) throw a.interp().errorHere("missing value in parameter");
            x[i] = d;
        }
        return x;
    }

    private static boolean isNumber(RVector v) {
        return v instanceof RDouble || v instanceof RInt;
    }

    private static int logical(RValue v) {
        if (!(v instanceof RVector vec) || vec.length() == 0) return 0;
        double d = vec.getDouble(0);
        return Double.isNaN(d) ? 0 : d != 0 ? 1 : 0;
    }

    private static double real(Args a, RValue v) {
        double d = v instanceof RVector vec && vec.length() > 0 ? vec.getDouble(0) : RDouble.NA;
        if (RDouble.isNAValue(d)) throw a.interp().errorHere("invalid NA value in parameter");
        return d;
    }

    private static int integer(Args a, RValue v) {
        double d = v instanceof RVector vec && vec.length() > 0 ? vec.getDouble(0) : Double.NaN;
        if (Double.isNaN(d) || Math.abs(d) > Integer.MAX_VALUE) throw a.interp().errorHere("invalid NA value in parameter");
        return (int) d;
    }

    private static void warn(Args a, String message) {
        a.interp().warning(a.interp().errorHere("").call(), message);
    }

    /** R's opterror. */
    private static String errorMessage(int msg) {
        return switch (msg) {
            case -1 -> "non-positive number of parameters in nlm";
            case -2 -> "nlm is inefficient for 1-d problems";
            case -3 -> "invalid gradient tolerance in nlm";
            case -4 -> "invalid iteration limit in nlm";
            case -5 -> "minimization function has no good digits in nlm";
            case -6 -> "no analytic gradient to check in nlm!";
            case -7 -> "no analytic Hessian to check in nlm!";
            case -21 -> "probable coding error in analytic gradient";
            case -22 -> "probable coding error in analytic Hessian";
            default -> "*** unknown error message (msg = " + msg + ") in nlm()\n*** should not happen!";
        };
    }

    /** R's optcode: what the termination code means (print.level > 0). */
    private static String terminationMessage(int code) {
        return switch (code) {
            case 1 -> "Relative gradient close to zero.\nCurrent iterate is probably solution.\n";
            case 2 -> "Successive iterates within tolerance.\nCurrent iterate is probably solution.\n";
            case 3 -> "Last global step failed to locate a point lower than x.\n"
                    + "Either x is an approximate local minimum of the function,\n"
                    + "the function is too non-linear for this algorithm,\nor steptol is too large.\n";
            case 4 -> "Iteration limit exceeded.  Algorithm failed.\n";
            case 5 -> "Maximum step size exceeded 5 consecutive times.\nEither the function is unbounded below,\n"
                    + "becomes asymptotic to a finite value\nfrom above in some direction,\nor stepmx is too small.\n";
            default -> "";
        };
    }
}
