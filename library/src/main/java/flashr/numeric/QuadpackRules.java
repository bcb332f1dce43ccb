package flashr.numeric;

/**
 * QUADPACK's local Gauss-Kronrod rules as R's {@code integrate} runs them: the 21-point rule on a
 * finite interval (qk21) and the 15-point rule on a piece of (0, 1) onto which an infinite range
 * is mapped (qk15i). The integrand is evaluated once per rule on all the points at once (R passes
 * them to f as one vector, in this order). Sums are formed in QUADPACK's order, so results match
 * R's bit for bit. Each rule fills {@code out} with {result, abserr, resabs, resasc}: the
 * Kronrod estimate, its error estimate, the integral of |f| and of |f - mean|.
 */
final class QuadpackRules {
    private QuadpackRules() {}

    static final double EPMACH = Math.ulp(1.0);
    static final double UFLOW = Double.MIN_NORMAL;

    // 21-point Kronrod abscissae (the even-numbered ones are the 10-point Gauss nodes) and weights
    private static final double[] XGK21 = {
        .995657163025808080735527280689003, .973906528517171720077964012084452,
        .930157491355708226001207180059508, .865063366688984510732096688423493,
        .780817726586416897063717578345042, .679409568299024406234327365114874,
        .562757134668604683339000099272694, .433395394129247190799265943165784,
        .294392862701460198131126603103866, .14887433898163121088482600112972, 0.};
    private static final double[] WGK21 = {
        .011694638867371874278064396062192, .03255816230796472747881897245939,
        .05475589657435199603138130024458, .07503967481091995276704314091619,
        .093125454583697605535065465083366, .109387158802297641899210590325805,
        .123491976262065851077958109831074, .134709217311473325928054001771707,
        .142775938577060080797094273138717, .147739104901338491374841515972068,
        .149445554002916905664936468389821};
    private static final double[] WG10 = {
        .066671344308688137593568809893332, .149451349150580593145776339657697,
        .219086362515982043995534934228163, .269266719309996355091226921569469,
        .295524224714752870173892994651338};

    // 15-point Kronrod abscissae and weights; the 7-point Gauss weights, zero at the added nodes
    private static final double[] XGK15 = {
        .991455371120812639206854697526329, .949107912342758524526189684047851,
        .864864423359769072789712788640926, .741531185599394439863864773280788,
        .58608723546769113029414483825873, .405845151377397166906606412076961,
        .207784955007898467600689403773245, 0.};
    private static final double[] WGK15 = {
        .02293532201052922496373200805897, .063092092629978553290700663189204,
        .104790010322250183839876322541518, .140653259715525918745189590510238,
        .16900472663926790282658342659855, .190350578064785409913256402421014,
        .204432940075298892414161999234649, .209482141084727828012999174891714};
    private static final double[] WG7 = {
        0., .129484966168869693270611432679082, 0., .27970539148927666790146777142378,
        0., .381830050505118944950369775488975, 0., .417959183673469387755102040816327};

    /** The 21-point rule on (a, b). */
    static void qk21(Quadpack.Integrand f, double a, double b, double[] out) {
        double centr = (a + b) * .5, hlgth = (b - a) * .5, dhlgth = Math.abs(hlgth);
        // points: the centre, the Gauss nodes in pairs, then the added Kronrod nodes in pairs
        double[] x = new double[21];
        x[0] = centr;
        for (int j = 1; j <= 5; j++) {
            double absc = hlgth * XGK21[2 * j - 1];
            x[2 * j - 1] = centr - absc;
            x[2 * j] = centr + absc;
        }
        for (int j = 1; j <= 5; j++) {
            double absc = hlgth * XGK21[2 * j - 2];
            x[2 * j + 9] = centr - absc;
            x[2 * j + 10] = centr + absc;
        }
        f.evaluate(x);
        double[] fv1 = new double[10], fv2 = new double[10];
        double fc = x[0], resg = 0., resk = WGK21[10] * fc, resabs = Math.abs(resk);
        for (int j = 1; j <= 5; j++) {
            int k = 2 * j - 1;   // a Gauss node: both sums
            double f1 = x[2 * j - 1], f2 = x[2 * j];
            fv1[k] = f1;
            fv2[k] = f2;
            double fsum = f1 + f2;
            resg += WG10[j - 1] * fsum;
            resk += WGK21[k] * fsum;
            resabs += WGK21[k] * (Math.abs(f1) + Math.abs(f2));
        }
        for (int j = 1; j <= 5; j++) {
            int k = 2 * j - 2;   // an added node: the Kronrod sum only
            double f1 = x[2 * j + 9], f2 = x[2 * j + 10];
            fv1[k] = f1;
            fv2[k] = f2;
            double fsum = f1 + f2;
            resk += WGK21[k] * fsum;
            resabs += WGK21[k] * (Math.abs(f1) + Math.abs(f2));
        }
        double reskh = resk * .5, resasc = WGK21[10] * Math.abs(fc - reskh);
        for (int j = 0; j < 10; j++) resasc += WGK21[j] * (Math.abs(fv1[j] - reskh) + Math.abs(fv2[j] - reskh));
        finish(out, resk * hlgth, resk, resg, hlgth, resabs * dhlgth, resasc * dhlgth);
    }

    /**
     * The 15-point rule on (a, b) within (0, 1), for f over (bound, Inf) (inf = 1), (-Inf, bound)
     * (inf = -1) or (-Inf, Inf) (inf = 2: f(t) + f(-t) over (0, Inf)), by x = bound + (1 - t) / t.
     */
    static void qk15i(Quadpack.Integrand f, double boun, int inf, double a, double b, double[] out) {
        double dinf = Math.min(1, inf);
        double centr = (a + b) * .5, hlgth = (b - a) * .5;
        double[] x = new double[15], x2 = inf == 2 ? new double[15] : null;
        x[0] = boun + dinf * (1. - centr) / centr;
        for (int j = 1; j <= 7; j++) {
            double absc = hlgth * XGK15[j - 1], absc1 = centr - absc, absc2 = centr + absc;
            x[2 * j - 1] = boun + dinf * (1. - absc1) / absc1;
            x[2 * j] = boun + dinf * (1. - absc2) / absc2;
        }
        if (x2 != null) for (int i = 0; i < 15; i++) x2[i] = -x[i];
        f.evaluate(x);
        if (x2 != null) f.evaluate(x2);
        double fval = x[0];
        if (x2 != null) fval += x2[0];
        double fc = fval / centr / centr;   // times dx/dt = 1/t^2
        double resg = WG7[7] * fc, resk = WGK15[7] * fc, resabs = Math.abs(resk);
        double[] fv1 = new double[7], fv2 = new double[7];
        for (int j = 1; j <= 7; j++) {
            double absc = hlgth * XGK15[j - 1], absc1 = centr - absc, absc2 = centr + absc;
            double f1 = x[2 * j - 1], f2 = x[2 * j];
            if (x2 != null) {
                f1 += x2[2 * j - 1];
                f2 += x2[2 * j];
            }
            f1 = f1 / absc1 / absc1;
            f2 = f2 / absc2 / absc2;
            fv1[j - 1] = f1;
            fv2[j - 1] = f2;
            double fsum = f1 + f2;
            resg += WG7[j - 1] * fsum;
            resk += WGK15[j - 1] * fsum;
            resabs += WGK15[j - 1] * (Math.abs(f1) + Math.abs(f2));
        }
        double reskh = resk * .5, resasc = WGK15[7] * Math.abs(fc - reskh);
        for (int j = 0; j < 7; j++) resasc += WGK15[j] * (Math.abs(fv1[j] - reskh) + Math.abs(fv2[j] - reskh));
        finish(out, resk * hlgth, resk, resg, hlgth, resabs * hlgth, resasc * hlgth);
    }

    /** The error estimate from the Kronrod-Gauss difference, scaled as QUADPACK does, and the outputs. */
    private static void finish(double[] out, double result, double resk, double resg, double hlgth,
                               double resabs, double resasc) {
        double abserr = Math.abs((resk - resg) * hlgth);
        if (resasc != 0. && abserr != 0.) abserr = resasc * fmin2(1., pow15(abserr * 200. / resasc));
        if (resabs > UFLOW / (EPMACH * 50.)) abserr = fmax2(EPMACH * 50. * resabs, abserr);
        out[0] = result;
        out[1] = abserr;
        out[2] = resabs;
        out[3] = resasc;
    }

    /**
     * x^1.5 for x >= 0, correctly rounded (as C's pow is in practice; Math.pow may differ in the last
     * bit): x * sqrt(x) carried in double-double, sqrt's rounding error recovered with a fused multiply-add.
     */
    static double pow15(double x) {
        if (!(x > 0x1p-900 && x < 0x1p600)) return Math.pow(x, 1.5);   // zero, extremes, NaN: no scaling worries
        double s = Math.sqrt(x);
        double sLo = Math.fma(-s, s, x) / (2 * s);   // sqrt(x) = s + sLo to about 2^-106
        double hi = x * s;
        double lo = Math.fma(x, s, -hi) + x * sLo;
        return hi + lo;
    }

    /** R's fmin2 and fmax2: NaN propagates, otherwise the smaller (larger) value. */
    static double fmin2(double x, double y) {
        if (Double.isNaN(x) || Double.isNaN(y)) return x + y;
        return x < y ? x : y;
    }

    static double fmax2(double x, double y) {
        if (Double.isNaN(x) || Double.isNaN(y)) return x + y;
        return x < y ? y : x;
    }
}
