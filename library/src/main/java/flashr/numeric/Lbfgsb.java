package flashr.numeric;

import static flashr.numeric.LbfgsbLinalg.dcopy;
import static flashr.numeric.LbfgsbLinalg.ddot;
import static flashr.numeric.LbfgsbLinalg.dscal;

import flashr.format.DecimalText;

/**
 * {@code optim(method = "L-BFGS-B")}: Byrd, Lu, Nocedal and Zhu's limited-memory quasi-Newton
 * method for bound constraints, version 2.3 as R translated it (lbfgsb.c) and drives it (optim's
 * lbfgsb). Each iteration finds the generalized Cauchy point ({@link LbfgsbCauchy}), minimizes the
 * model over the variables left free ({@link LbfgsbSubspace}), searches along the result
 * ({@link LbfgsbLineSearch}) and stores the new correction pair. The state the C code keeps in
 * statics and its work array lives in the fields; arrays are 1-based (element 0 unused), as in
 * the Fortran original, and the arithmetic is in its order, so iterates are R's.
 */
public final class Lbfgsb {
    final int n, m, iprint;
    final double[] x, l, u, g;
    final int[] nbd;
    // the limited-memory matrices (column-major, 1-based) and work vectors
    final double[] ws, wy, sy, ss, wt, wn, snd, z, r, d, t, wa;
    final int[] indx, iwhere, indx2;
    private final OptimTrace trace;
    private final LbfgsbLineSearch lineSearch = new LbfgsbLineSearch();
    // mainlb's state between calls
    boolean cnstnd, updatd;
    private boolean boxed;
    int nfree, nenter, ileave, col, head, itail, iupdat, nint, iword;
    private int nintol, iback, nskip, iter, nfgv, info, ifun, nact;
    double theta, sbgnrm, epsmch, stp, dtd;
    private double fold, tol, dnorm, gd, stpmx, gdold, xstep;
    private final double factr, pgtol;
    private String csave = "";
    private int errorIndex;   // the variable errclb found wrong
    double f;

    private Lbfgsb(int n, int m, double[] x0, double[] lower, double[] upper, int[] bounds, double factr, double pgtol,
                   int iprint, OptimTrace trace) {
        this.n = n;
        this.m = m;
        this.factr = factr;
        this.pgtol = pgtol;
        this.iprint = iprint;
        this.trace = trace;
        x = oneBased(x0);
        l = oneBased(lower);
        u = oneBased(upper);
        nbd = new int[n + 1];
        System.arraycopy(bounds, 0, nbd, 1, n);
        g = new double[n + 1];
        int mm = Math.max(m, 1);   // room even for an m that errclb will refuse
        ws = new double[mm * n + 1];
        wy = new double[mm * n + 1];
        sy = new double[mm * mm + 1];
        ss = new double[mm * mm + 1];
        wt = new double[mm * mm + 1];
        wn = new double[4 * mm * mm + 1];
        snd = new double[4 * mm * mm + 1];
        z = new double[n + 1];
        r = new double[n + 1];
        d = new double[n + 1];
        t = new double[n + 1];
        wa = new double[8 * mm + 1];
        indx = new int[n + 1];
        iwhere = new int[n + 1];
        indx2 = new int[n + 1];
    }

    /**
     * Minimizes fn over the box (bounds kind per variable: 0 none, 1 lower, 2 both, 3 upper), as
     * R's lbfgsb does: stops after maxit iterations (code 1), on a warning of the line search (51)
     * or an error (52); the message is the final task.
     */
    public static Result minimize(OptimFunction fn, double[] x0, double[] lower, double[] upper, int[] bounds, int m,
                           double factr, double pgtol, int maxit, int trace, int nReport, OptimTrace out) {
        int n = x0.length;
        if (n == 0) return new Result(x0, fn.value(upper), 1, 0, 0, "NOTHING TO DO");
        if (nReport <= 0) throw fn.error("REPORT must be > 0 (method = \"L-BFGS-B\")");
        int iprint = switch (trace) {
            case 2 -> 0;
            case 3 -> nReport;
            case 4 -> 99;
            case 5 -> 100;
            case 6 -> 101;
            default -> -1;
        };
        Lbfgsb s = new Lbfgsb(n, m, x0, lower, upper, bounds, factr, pgtol, iprint, out);
        int fail = 0, iter = 0;
        double[] p = new double[n], grad = new double[n];
        String task = "START";
        while (true) {
            task = s.mainlb(task);
            if (task.startsWith("FG")) {
                System.arraycopy(s.x, 1, p, 0, n);
                s.f = fn.value(p);
                if (!Double.isFinite(s.f)) throw fn.error("L-BFGS-B needs finite values of 'fn'");
                fn.gradient(p, grad);
                System.arraycopy(grad, 0, s.g, 1, n);
            } else if (task.startsWith("NEW_X")) {
                iter++;
                if (trace == 1 && iter % nReport == 0) out.print("iter " + String.format("%4d", iter) + " value " + OptimTrace.f(s.f) + "\n");
                if (iter > maxit) {
                    fail = 1;
                    break;
                }
            } else if (task.startsWith("WARN")) {
                fail = 51;
                break;
            } else if (task.startsWith("CONV")) {
                break;
            } else {
                fail = 52;
                break;
            }
        }
        if (trace != 0) {
            out.print("final  value " + OptimTrace.f(s.f) + " \n");
            out.print(iter < maxit && fail == 0 ? "converged\n" : "stopped after " + iter + " iterations\n");
        }
        double[] xOut = new double[n];
        System.arraycopy(s.x, 1, xOut, 0, n);
        return new Result(xOut, s.f, s.nfgv, s.nfgv, fail, task);
    }

    public record Result(double[] par, double value, int fnCount, int grCount, int fail, String message) {}

    /** One call of mainlb: runs until f and g are wanted at x, a new iterate is made, or the end. */
    private String mainlb(String task) {
        int at;
        if (task.startsWith("START")) {
            epsmch = Math.ulp(1.0);
            fold = 0.;
            dnorm = 0.;
            gd = 0.;
            sbgnrm = 0.;
            stp = 0.;
            xstep = 0.;
            stpmx = 0.;
            gdold = 0.;
            dtd = 0.;
            col = 0;
            head = 1;
            theta = 1.;
            iupdat = 0;
            updatd = false;
            iback = itail = ifun = iword = nact = ileave = nenter = 0;
            iter = nfgv = nint = nintol = nskip = 0;
            nfree = n;
            tol = factr * epsmch;
            info = 0;
            task = errclb(task);
            if (task.startsWith("ERROR")) return finish(task);
            if (iprint >= 0) print("N = " + n + ", M = " + m + " machine precision = " + OptimTrace.g(epsmch) + "\n");
            if (iprint >= 100) {
                printVector("L =", l, n);
                printVector("X0 =", x, n);
                printVector("U =", u, n);
            }
            active();
            return finish("FG_START");
        } else if (task.startsWith("FG_LN")) {
            at = 666;
        } else if (task.startsWith("NEW_X")) {
            at = 777;
        } else if (task.startsWith("FG_ST")) {
            at = 111;
        } else {
            return finish(task);
        }
        boolean wrk = false;
        while (true) {
            switch (at) {
                case 111 -> {   // f and g at the start
                    nfgv = 1;
                    sbgnrm = projgr();
                    if (iprint >= 1) print("At iterate " + String.format("%5d", iter) + "  f= " + g12(f) + "  |proj g|= " + g12(sbgnrm) + "\n");
                    if (sbgnrm <= pgtol) return finish("CONVERGENCE: NORM OF PROJECTED GRADIENT <= PGTOL");
                    at = 222;
                }
                case 222 -> {   // a new iteration: the Cauchy point, then the subspace step
                    if (iprint >= 99) print("Iteration " + String.format("%5d", iter) + "\n");
                    iword = -1;
                    if (!cnstnd && col > 0) {
                        dcopy(n, x, 1, z, 1);
                        wrk = updatd;
                        nint = 0;
                        at = 333;
                        continue;
                    }
                    info = LbfgsbCauchy.cauchy(this);
                    if (info != 0) {
                        if (iprint >= 1) print("Singular triangular system detected;\n   refresh the lbfgs memory and restart the iteration.\n");
                        resetMemory();
                        continue;
                    }
                    nintol += nint;
                    wrk = freev();
                    nact = n - nfree;
                    at = 333;
                }
                case 333 -> {
                    if (nfree == 0 || col == 0) {
                        at = 555;
                        continue;
                    }
                    if (wrk) info = LbfgsbSubspace.formk(this);
                    if (info != 0) {
                        if (iprint >= 0) print("Nonpositive definiteness in Cholesky factorization in formk;\n   refresh the lbfgs memory and restart the iteration.\n");
                        resetMemory();
                        at = 222;
                        continue;
                    }
                    info = LbfgsbSubspace.cmprlb(this);
                    if (info == 0) info = LbfgsbSubspace.subsm(this);
                    if (info != 0) {
                        if (iprint >= 1) print("Singular triangular system detected;\n   refresh the lbfgs memory and restart the iteration.\n");
                        resetMemory();
                        at = 222;
                        continue;
                    }
                    at = 555;
                }
                case 555 -> {
                    for (int i = 1; i <= n; ++i) d[i] = z[i] - x[i];
                    task = "";
                    at = 666;
                }
                case 666 -> {   // the line search
                    task = lnsrlb(task);
                    if (info != 0 || iback >= 20) {   // restore the previous iterate
                        dcopy(n, t, 1, x, 1);
                        dcopy(n, r, 1, g, 1);
                        f = fold;
                        if (col == 0) {
                            if (info == 0) {
                                info = -9;
                                --nfgv;
                                --ifun;
                                --iback;
                            }
                            ++iter;
                            return finish("ERROR: ABNORMAL_TERMINATION_IN_LNSRCH");
                        }
                        if (iprint >= 1) print("Bad direction in the line search;\n   refresh the lbfgs memory and restart the iteration.\n");
                        if (info == 0) --nfgv;
                        resetMemory();
                        task = "RESTART_FROM_LNSRCH";
                        at = 222;
                        continue;
                    }
                    if (task.startsWith("FG_LN")) return finish(task);
                    ++iter;
                    sbgnrm = projgr();
                    if (iprint >= 99) {
                        print("LINE SEARCH " + iback + " times; norm of step = " + OptimTrace.g(xstep) + "\n");
                        if (iprint > 100) {
                            printVector("X =", x, n);
                            printVector("G =", g, n);
                        }
                    } else if (iprint > 0 && iter % iprint == 0) {
                        print("At iterate " + String.format("%5d", iter) + "  f = " + g12(f) + "  |proj g|=  " + g12(sbgnrm) + "\n");
                    }
                    return finish(task);
                }
                case 777 -> {   // tests for convergence, then the update of the memory
                    if (sbgnrm <= pgtol) return finish("CONVERGENCE: NORM OF PROJECTED GRADIENT <= PGTOL");
                    double d1 = Math.abs(fold), d2 = Math.abs(f);
                    d1 = d1 < d2 ? d2 : d1;
                    double ddum = d1 < 1. ? 1. : d1;
                    if (fold - f <= tol * ddum) {
                        if (iback >= 10) info = -5;
                        return finish("CONVERGENCE: REL_REDUCTION_OF_F <= FACTR*EPSMCH");
                    }
                    for (int i = 1; i <= n; ++i) r[i] = g[i] - r[i];
                    double rr = ddot(n, r, 1, r, 1);
                    double dr;
                    if (stp == 1.) {
                        dr = gd - gdold;
                        ddum = -gdold;
                    } else {
                        dr = (gd - gdold) * stp;
                        dscal(n, stp, d, 1);
                        ddum = -gdold * stp;
                    }
                    if (dr <= epsmch * ddum) {   // the curvature condition fails: skip the update
                        ++nskip;
                        updatd = false;
                        if (iprint >= 1) print("ys=" + e(dr, 10, 3) + "  -gs=" + e(ddum, 10, 3) + ", BFGS update SKIPPED\n");
                        at = 222;
                        continue;
                    }
                    updatd = true;
                    ++iupdat;
                    LbfgsbSubspace.matupd(this, rr, dr);
                    info = LbfgsbSubspace.formt(this);
                    if (info != 0) {
                        if (iprint >= 0) print("Nonpositive definiteness in Cholesky factorization in formt();\n   refresh the lbfgs memory and restart the iteration.\n");
                        resetMemory();
                    }
                    at = 222;
                }
                default -> throw new IllegalStateException("lbfgsb: label " + at);
            }
        }
    }

    /** Forgets the correction pairs (info too), as each of mainlb's restarts does. */
    private void resetMemory() {
        info = 0;
        col = 0;
        head = 1;
        theta = 1.;
        iupdat = 0;
        updatd = false;
    }

    /** mainlb's common exit: the counts R reads, and prn3lb's report. */
    private String finish(String task) {
        if (task.startsWith("CONV")) {
            if (iprint >= 0) {
                print("\niterations " + iter + "\nfunction evaluations " + nfgv + "\nsegments explored during Cauchy searches "
                        + nintol + "\nBFGS updates skipped " + nskip + "\nactive bounds at final generalized Cauchy point "
                        + nact + "\nnorm of the final projected gradient " + OptimTrace.g(sbgnrm) + "\nfinal function value "
                        + OptimTrace.g(f) + "\n\n");
            }
            if (iprint >= 100) printVector("X =", x, n);
            if (iprint >= 1) print("F = " + OptimTrace.g(f) + "\n");
        }
        if (iprint >= 0) {
            switch (info) {
                case -1 -> print("Matrix in 1st Cholesky factorization in formk is not Pos. Def.");
                case -2 -> print("Matrix in 2st Cholesky factorization in formk is not Pos. Def.");
                case -3 -> print("Matrix in the Cholesky factorization in formt is not Pos. Def.");
                case -4 -> print("Derivative >= 0, backtracking line search impossible.");
                case -5 -> print("Warning:  more than 10 function and gradient evaluations\n   in the last line search\n");
                case -6 -> print("Input nbd(" + errorIndex + ") is invalid");
                case -7 -> print("l(" + errorIndex + ") > u(" + errorIndex + ").  No feasible solution");
                case -8 -> print("The triangular system is singular.");
                case -9 -> print("Line search cannot locate an adequate point after 20 function\nand gradient evaluations\n");
                default -> { }
            }
        }
        return task;
    }

    /** errclb: the checks of the input. */
    private String errclb(String task) {
        if (n <= 0) task = "ERROR: N .LE. 0";
        if (m <= 0) task = "ERROR: M .LE. 0";
        if (factr < 0.) task = "ERROR: FACTR .LT. 0";
        for (int i = 1; i <= n; ++i) {
            if (nbd[i] < 0 || nbd[i] > 3) {
                task = "ERROR: INVALID NBD";
                info = -6;
                errorIndex = i;
            }
            if (nbd[i] == 2 && l[i] > u[i]) {
                task = "ERROR: NO FEASIBLE SOLUTION";
                info = -7;
                errorIndex = i;
            }
        }
        return task;
    }

    /** active: projects x into the box and classifies the variables (iwhere). */
    private void active() {
        int nbdd = 0;
        boolean prjctd = false;
        cnstnd = false;
        boxed = true;
        for (int i = 1; i <= n; ++i) {
            if (nbd[i] > 0) {
                if (nbd[i] <= 2 && x[i] <= l[i]) {
                    if (x[i] < l[i]) {
                        prjctd = true;
                        x[i] = l[i];
                    }
                    ++nbdd;
                } else if (nbd[i] >= 2 && x[i] >= u[i]) {
                    if (x[i] > u[i]) {
                        prjctd = true;
                        x[i] = u[i];
                    }
                    ++nbdd;
                }
            }
        }
        for (int i = 1; i <= n; ++i) {
            if (nbd[i] != 2) boxed = false;
            if (nbd[i] == 0) {
                iwhere[i] = -1;
            } else {
                cnstnd = true;
                iwhere[i] = nbd[i] == 2 && u[i] - l[i] <= 0. ? 3 : 0;
            }
        }
        if (iprint >= 0) {
            if (prjctd) print("The initial X is infeasible.  Restart with its projection.\n");
            if (!cnstnd) print("This problem is unconstrained.\n");
        }
        if (iprint > 0) print("At X0, " + nbdd + " variables are exactly at the bounds\n");
    }

    /** projgr: the infinity norm of the projected gradient. */
    private double projgr() {
        double norm = 0.;
        for (int i = 1; i <= n; ++i) {
            double gi = g[i];
            if (nbd[i] != 0) {
                if (gi < 0.) {
                    if (nbd[i] >= 2 && gi < x[i] - u[i]) gi = x[i] - u[i];
                } else {
                    if (nbd[i] <= 2 && gi > x[i] - l[i]) gi = x[i] - l[i];
                }
            }
            if (norm < Math.abs(gi)) norm = Math.abs(gi);
        }
        return norm;
    }

    /** freev: the free variables at the Cauchy point (indx), those that entered and left (indx2); whether K must be remade. */
    private boolean freev() {
        nenter = 0;
        ileave = n + 1;
        if (iter > 0 && cnstnd) {
            for (int i = 1; i <= nfree; ++i) {
                int k = indx[i];
                if (iwhere[k] > 0) {
                    --ileave;
                    indx2[ileave] = k;
                    if (iprint >= 100) print("Variable " + k + " leaves the set of free variables\n");
                }
            }
            for (int i = nfree + 1; i <= n; ++i) {
                int k = indx[i];
                if (iwhere[k] <= 0) {
                    ++nenter;
                    indx2[nenter] = k;
                    if (iprint >= 100) print("Variable " + k + " enters the set of free variables\n");
                }
                if (iprint >= 100) print((n + 1 - ileave) + " variables leave; " + nenter + " variables enter\n");
            }
        }
        boolean wrk = ileave < n + 1 || nenter > 0 || updatd;
        nfree = 0;
        int iact = n + 1;
        for (int i = 1; i <= n; ++i) {
            if (iwhere[i] <= 0) {
                ++nfree;
                indx[nfree] = i;
            } else {
                --iact;
                indx[iact] = i;
            }
        }
        if (iprint >= 99) print(nfree + "  variables are free at GCP on iteration " + (iter + 1) + "\n");
        return wrk;
    }

    /** lnsrlb: one step of the line search along d from t (the last iterate); the new task. */
    private String lnsrlb(String task) {
        final double ftol = .001, gtol = .9, xtol = .1, stpmin = 0.;
        if (!task.startsWith("FG_LN")) {
            dtd = ddot(n, d, 1, d, 1);
            dnorm = Math.sqrt(dtd);
            stpmx = 1e10;   // the largest step that stays in the box
            if (cnstnd) {
                if (iter == 0) {
                    stpmx = 1.;
                } else {
                    for (int i = 1; i <= n; ++i) {
                        double a1 = d[i];
                        if (nbd[i] != 0) {
                            if (a1 < 0. && nbd[i] <= 2) {
                                double a2 = l[i] - x[i];
                                if (a2 >= 0.) stpmx = 0.;
                                else if (a1 * stpmx < a2) stpmx = a2 / a1;
                            } else if (a1 > 0. && nbd[i] >= 2) {
                                double a2 = u[i] - x[i];
                                if (a2 <= 0.) stpmx = 0.;
                                else if (a1 * stpmx > a2) stpmx = a2 / a1;
                            }
                        }
                    }
                }
            }
            if (iter == 0 && !boxed) {
                double d1 = 1. / dnorm;
                stp = d1 > stpmx ? stpmx : d1;
            } else {
                stp = 1.;
            }
            dcopy(n, x, 1, t, 1);
            dcopy(n, g, 1, r, 1);
            fold = f;
            ifun = 0;
            iback = 0;
            csave = "START";
        }
        gd = ddot(n, g, 1, d, 1);
        if (ifun == 0) {
            gdold = gd;
            if (gd >= 0.) {   // not a descent direction
                info = -4;
                return task;
            }
        }
        double[] step = {stp};
        csave = lineSearch.search(f, gd, step, ftol, gtol, xtol, stpmin, stpmx, csave);
        stp = step[0];
        xstep = stp * dnorm;
        if (!csave.startsWith("CONV") && !csave.startsWith("WARN")) {
            ++ifun;
            ++nfgv;
            iback = ifun - 1;
            if (stp == 1.) dcopy(n, z, 1, x, 1);
            else for (int i = 1; i <= n; ++i) x[i] = stp * d[i] + t[i];
            return "FG_LNSRCH";
        }
        return "NEW_X";
    }

    /** The index of a(i, j) in a 1-based column-major array with leading dimension dim. */
    static int at(int i, int j, int dim) {
        return i + (j - 1) * dim;
    }

    void print(String text) {
        trace.print(text);
    }

    void printVector(String title, double[] v, int count) {
        StringBuilder sb = new StringBuilder(title).append(' ');
        for (int i = 1; i <= count; i++) sb.append(OptimTrace.g(v[i])).append(' ');
        print(sb.append('\n').toString());
    }

    /** C's {@code %12.5g}. */
    private static String g12(double v) {
        String s = Double.isFinite(v) ? DecimalText.general(v, 5, false, false) : OptimTrace.g(v);
        return " ".repeat(Math.max(0, 12 - s.length())) + s;
    }

    /** C's {@code %<width>.<decimals>e}. */
    static String e(double v, int width, int decimals) {
        String s = Double.isFinite(v) ? DecimalText.scientific(v, decimals, false, false) : OptimTrace.g(v);
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }

    private static double[] oneBased(double[] v) {
        double[] a = new double[v.length + 1];
        System.arraycopy(v, 0, a, 1, v.length);
        return a;
    }
}
