package flashr.numeric;

import static flashr.numeric.QuadpackRules.EPMACH;
import static flashr.numeric.QuadpackRules.UFLOW;
import static flashr.numeric.QuadpackRules.fmax2;


/**
 * QUADPACK's globally adaptive integrators with extrapolation, as R's {@code integrate} runs them:
 * dqags on a finite interval (21-point rule) and dqagi on an infinite range mapped onto (0, 1)
 * (15-point rule). Each step bisects the subinterval with the largest error estimate; when the
 * smallest intervals carry the largest errors the sequence of totals is extrapolated with the
 * epsilon algorithm ({@link EpsilonTable}). The steps, tests and sums follow R's C translation
 * (src/appl/integrate.c) in order, so value, error and error code match R's bit for bit;
 * indices of the interval lists are 1-based as there. Error codes are R's: on a finite interval
 * R does not renumber the codes above 2 (its translation skips that step), on an infinite range
 * it does, and divergence is 5 on both.
 */
public final class Quadpack {
    private static final double OFLOW = Double.MAX_VALUE;

    /** The outcome: value, abs.error, subdivisions and ierr as R's C code returns them. */
    /** f over a vector of points, values written back in place (R's integr_fn). */
    public interface Integrand {
        void evaluate(double[] x);
    }

    public record Outcome(double value, double abserr, int subdivisions, int ier) {}

    /** A rule on a subinterval: {result, abserr, resabs, resasc} into out. */
    private interface Rule {
        void apply(double a, double b, double[] out);
    }

    private final int limit;
    private final boolean infinite;
    // the subintervals (1-based): ends, integrals, errors, and iord, the errors' order
    private final double[] alist, blist, rlist, elist;
    private final int[] iord;
    private int last, maxerr, nrmax;
    private double errmax;

    private Quadpack(int limit, boolean infinite) {
        this.limit = limit;
        this.infinite = infinite;
        alist = new double[limit + 1];
        blist = new double[limit + 1];
        rlist = new double[limit + 1];
        elist = new double[limit + 1];
        iord = new int[limit + 1];
    }

    /** dqags: f over (a, b). */
    public static Outcome finite(Integrand f, double a, double b, double epsabs, double epsrel, int limit) {
        if (limit < 1) return new Outcome(0, 0, 0, 6);
        return new Quadpack(limit, false).integrate((lo, hi, out) -> QuadpackRules.qk21(f, lo, hi, out), a, b, epsabs, epsrel);
    }

    /** dqagi: f over (bound, Inf) (inf = 1), (-Inf, bound) (inf = -1) or (-Inf, Inf) (inf = 2). */
    public static Outcome infinite(Integrand f, double bound, int inf, double epsabs, double epsrel, int limit) {
        if (limit < 1) return new Outcome(0, 0, 0, 6);
        double boun = inf == 2 ? 0. : bound;
        return new Quadpack(limit, true).integrate((lo, hi, out) -> QuadpackRules.qk15i(f, boun, inf, lo, hi, out), 0., 1., epsabs, epsrel);
    }

    private Outcome integrate(Rule rule, double a, double b, double epsabs, double epsrel) {
        alist[1] = a;
        blist[1] = b;
        if (epsabs <= 0. && epsrel < fmax2(EPMACH * 50., 5e-29)) return new Outcome(0, 0, 0, 6);

        // first approximation, and the test on its accuracy
        double[] q = new double[4];
        rule.apply(a, b, q);
        double result = q[0], abserr = q[1], defabs = q[2], resabs = q[3];
        double dres = Math.abs(result);
        double errbnd = fmax2(epsabs, epsrel * dres);
        last = 1;
        rlist[1] = result;
        elist[1] = abserr;
        iord[1] = 1;
        int ier = 0;
        if (abserr <= EPMACH * 100. * defabs && abserr > errbnd) ier = 2;
        if (limit == 1) ier = 1;
        if (ier != 0 || (abserr <= errbnd && abserr != resabs) || abserr == 0.) return outcome(result, abserr, ier);

        EpsilonTable table = new EpsilonTable();
        table.tab[1] = result;
        table.n = 2;   // the second element, the total after the first bisection, comes at last = 2
        errmax = abserr;
        maxerr = 1;
        double area = result, errsum = abserr;
        abserr = OFLOW;
        nrmax = 1;
        int ktmin = 0, ierro = 0, iroff1 = 0, iroff2 = 0, iroff3 = 0;
        boolean extrap = false, noext = false;
        int ksgn = dres >= (1. - EPMACH * 50.) * defabs ? 1 : -1;
        double small = 0., erlarg = 0., ertest = 0., correc = 0.;
        boolean sumUp = false;   // leave through QUADPACK's label 115: the plain sum of the pieces

        bisect:
        for (last = 2; last <= limit; last++) {
            // bisect the subinterval with the nrmax-th largest error estimate
            double a1 = alist[maxerr], b1 = (alist[maxerr] + blist[maxerr]) * .5, a2 = b1, b2 = blist[maxerr];
            double erlast = errmax;
            rule.apply(a1, b1, q);
            double area1 = q[0], error1 = q[1], defab1 = q[3];
            rule.apply(a2, b2, q);
            double area2 = q[0], error2 = q[1], defab2 = q[3];

            // improve the totals; count signs of roundoff
            double area12 = area1 + area2, erro12 = error1 + error2;
            errsum = errsum + erro12 - errmax;
            area = area + area12 - rlist[maxerr];
            if (!(defab1 == error1 || defab2 == error2)) {
                if (Math.abs(rlist[maxerr] - area12) <= Math.abs(area12) * 1e-5 && erro12 >= errmax * .99) {
                    if (extrap) iroff2++;
                    else iroff1++;
                }
                if (last > 10 && erro12 > errmax) iroff3++;
            }
            rlist[maxerr] = area1;
            rlist[last] = area2;
            errbnd = fmax2(epsabs, epsrel * Math.abs(area));
            if (iroff1 + iroff2 >= 10 || iroff3 >= 20) ier = 2;
            if (iroff2 >= 5) ierro = 3;
            if (last == limit) ier = 1;
            // bad integrand behaviour: the interval cannot be halved any more
            if (fmax2(Math.abs(a1), Math.abs(b2)) <= (EPMACH * 100. + 1.) * (Math.abs(a2) + UFLOW * 1e3)) ier = 4;

            // the larger error stays at maxerr, the other piece is appended
            if (error2 > error1) {
                alist[maxerr] = a2;
                alist[last] = a1;
                blist[last] = b1;
                rlist[maxerr] = area2;
                rlist[last] = area1;
                elist[maxerr] = error2;
                elist[last] = error1;
            } else {
                alist[last] = a2;
                blist[maxerr] = b1;
                blist[last] = b2;
                elist[maxerr] = error1;
                elist[last] = error2;
            }
            sortErrors();
            if (errsum <= errbnd) {
                sumUp = true;
                break;
            }
            if (ier != 0) break;
            if (last == 2) {
                small = Math.abs(b - a) * .375;
                erlarg = errsum;
                ertest = errbnd;
                table.tab[2] = area;
                continue;
            }
            if (noext) continue;
            erlarg -= erlast;
            if (Math.abs(b1 - a1) > small) erlarg += erro12;
            if (!extrap) {
                // go on bisecting until the interval to bisect next is the smallest
                if (Math.abs(blist[maxerr] - alist[maxerr]) > small) continue;
                extrap = true;
                nrmax = 2;
            }
            if (ierro != 3 && erlarg > ertest) {
                // the smallest interval has the largest error: first bisect the larger intervals
                // that still have large errors (decreasing erlarg), extrapolate later
                int jupbnd = last > limit / 2 + 2 ? limit + 3 - last : last;
                for (int k = nrmax; k <= jupbnd; k++) {
                    maxerr = iord[nrmax];
                    errmax = elist[maxerr];
                    if (Math.abs(blist[maxerr] - alist[maxerr]) > small) continue bisect;
                    nrmax++;
                }
            }
            // extrapolate
            table.add(area);
            ktmin++;
            if (ktmin > 5 && abserr < errsum * .001) ier = 5;
            if (table.abserr < abserr) {
                ktmin = 0;
                abserr = table.abserr;
                result = table.result;
                correc = erlarg;
                ertest = fmax2(epsabs, epsrel * Math.abs(table.result));
                if (abserr <= ertest) break;
            }
            // prepare bisection of the smallest interval
            if (table.n == 1) noext = true;
            if (ier == 5) break;
            maxerr = iord[1];
            errmax = elist[maxerr];
            nrmax = 1;
            extrap = false;
            small *= .5;
            erlarg = errsum;
        }
        if (last > limit) last = limit;   // not reached: the loop always leaves by a break

        // the final result and error estimate
        if (!sumUp) {
            if (abserr == OFLOW) {
                sumUp = true;
            } else {
                boolean divergenceTest = true;
                if (ier + ierro != 0) {
                    if (ierro == 3) abserr += correc;
                    if (ier == 0) ier = 3;
                    if (result == 0. || area == 0.) {
                        if (abserr > errsum) sumUp = true;
                        else if (area == 0.) divergenceTest = false;
                    } else if (abserr / Math.abs(result) > errsum / Math.abs(area)) {
                        sumUp = true;
                    }
                }
                if (!sumUp && divergenceTest
                        && !(ksgn == -1 && fmax2(Math.abs(result), Math.abs(area)) <= defabs * .01)) {
                    if (.01 > result / area || result / area > 100. || errsum > Math.abs(area)) ier = infinite ? 6 : 5;
                }
            }
        }
        if (sumUp) {
            result = 0.;
            for (int k = 1; k <= last; k++) result += rlist[k];
            abserr = errsum;
        }
        return outcome(result, abserr, ier);
    }

    /** R's codes: on an infinite range those above 2 move down by one (see the class comment). */
    private Outcome outcome(double result, double abserr, int ier) {
        if (infinite && ier > 2) ier--;
        return new Outcome(result, abserr, last, ier);
    }

    /**
     * qpsrt: keeps iord, the pointers to the error estimates, in decreasing order of error after a
     * bisection put a new estimate at maxerr and one at last (only as many as later bisections can
     * reach), then points maxerr at the nrmax-th largest.
     */
    private void sortErrors() {
        if (last <= 2) {
            iord[1] = 1;
            iord[2] = 2;
        } else {
            double emax = elist[maxerr];
            if (nrmax > 1) {
                // the error at maxerr grew: move it up past the entries it now exceeds
                int ido = nrmax - 1;
                for (int i = 1; i <= ido; i++) {
                    int isucc = iord[nrmax - 1];
                    if (emax <= elist[isucc]) break;
                    iord[nrmax] = isucc;
                    nrmax--;
                }
            }
            int jupbn = last > limit / 2 + 2 ? limit + 3 - last : last;
            double emin = elist[last];
            int jbnd = jupbn - 1;
            insert:
            {
                // insert emax top-down from nrmax + 1, then emin bottom-up
                for (int i = nrmax + 1; i <= jbnd; i++) {
                    int isucc = iord[i];
                    if (emax >= elist[isucc]) {
                        iord[i - 1] = maxerr;
                        for (int k = jbnd; k >= i; k--) {
                            isucc = iord[k];
                            if (emin < elist[isucc]) {
                                iord[k + 1] = last;
                                break insert;
                            }
                            iord[k + 1] = isucc;
                        }
                        iord[i] = last;
                        break insert;
                    }
                    iord[i - 1] = isucc;
                }
                iord[jbnd] = maxerr;
                iord[jupbn] = last;
            }
        }
        maxerr = iord[nrmax];
        errmax = elist[maxerr];
    }
}
