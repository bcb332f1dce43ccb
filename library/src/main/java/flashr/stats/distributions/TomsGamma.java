package flashr.stats.distributions;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.SinCos;

/**
 * The gamma-function helpers of ACM TOMS 708, as R's toms708.c has them: 1/gamma(a + 1) - 1,
 * log gamma near 1 and for positive arguments, digamma, log beta and the Stirling corrections.
 * They are not R's gammafn/lgammafn: the incomplete beta ratio uses these rational
 * approximations, whose last bits R's pbeta inherits.
 */
final class TomsGamma {
    private TomsGamma() {}

    private static final double C0 = .0833333333333333, C1 = -.00277777777760991, C2 = 7.9365066682539e-4,
            C3 = -5.9520293135187e-4, C4 = 8.37308034031215e-4, C5 = -.00165322962780713;

    /** 1/gamma(a + 1) - 1 for -0.5 <= a <= 1.5 (gam1). */
    static double gam1(double a) {
        double t = a, d = a - 0.5;
        if (d > 0.) t = d - 0.5;
        if (t < 0.) {
            double top = (((((((-1.32674909766242e-4 * t + 2.66505979058923e-4) * t + .00223047661158249) * t
                    + -.0118290993445146) * t + 9.30357293360349e-4) * t + .118378989872749) * t
                    + -.244757765222226) * t + -.771330383816272) * t + -.422784335098468;
            double bot = (.0559398236957378 * t + .273076135303957) * t + 1.;
            double w = top / bot;
            return d > 0. ? t * w / a : a * (w + 0.5 + 0.5);
        }
        if (t == 0) return 0.;
        double top = (((((5.89597428611429e-4 * t + -.00514889771323592) * t + .0076696818164949) * t
                + .0597275330452234) * t + -.230975380857675) * t + -.409078193005776) * t + .577215664901533;
        double bot = (((.00423244297896961 * t + .0261132021441447) * t + .158451672430138) * t + .427569613095214) * t + 1.;
        double w = top / bot;
        return d > 0. ? t / a * (w - 0.5 - 0.5) : a * w;
    }

    /** log gamma(1 + a) for -0.2 <= a <= 1.25 (gamln1). */
    static double gamln1(double a) {
        if (a < 0.6) {
            double w = ((((((-.00271935708322958 * a + -.0673562214325671) * a + -.402055799310489) * a
                    + -.780427615533591) * a + -.168860593646662) * a + .844203922187225) * a + .577215664901533)
                    / ((((((6.67465618796164e-4 * a + .0325038868253937) * a + .361951990101499) * a
                    + 1.56875193295039) * a + 3.12755088914843) * a + 2.88743195473681) * a + 1.);
            return -a * w;
        }
        double x = a - 0.5 - 0.5;
        double w = (((((4.97958207639485e-4 * x + .017050248402265) * x + .156513060486551) * x + .565221050691933) * x
                + .848044614534529) * x + .422784335098467)
                / (((((1.16165475989616e-4 * x + .00713309612391) * x + .10155218743983) * x + .548042109832463) * x
                + 1.24313399877507) * x + 1.);
        return x * w;
    }

    /** log gamma(a) for positive a (gamln). */
    static double gamln(double a) {
        if (a <= 0.8) return gamln1(a) - ExpLog.log(a);
        if (a <= 2.25) return gamln1(a - 0.5 - 0.5);
        if (a < 10.) {
            int n = (int) (a - 1.25);
            double t = a, w = 1.;
            for (int i = 1; i <= n; ++i) {
                t += -1.;
                w *= t;
            }
            return gamln1(t - 1.) + ExpLog.log(w);
        }
        double t = 1. / (a * a);
        double w = (((((C5 * t + C4) * t + C3) * t + C2) * t + C1) * t + C0) / a;
        return .418938533204673 + w + (a - 0.5) * (ExpLog.log(a) - 1.);
    }

    private static final double[] PSI_P1 = {.0089538502298197, 4.77762828042627, 142.441585084029, 1186.45200713425,
        3633.51846806499, 4138.10161269013, 1305.60269827897};
    private static final double[] PSI_Q1 = {44.8452573429826, 520.752771467162, 2210.0079924783, 3641.27349079381,
        1908.310765963, 6.91091682714533e-6};
    private static final double[] PSI_P2 = {-2.12940445131011, -7.01677227766759, -4.48616543918019, -.648157123766197};
    private static final double[] PSI_Q2 = {32.2703493791143, 89.2920700481861, 54.6117738103215, 7.77788548522962};

    /**
     * The digamma function (psi, Cody, Strecok and Thacher's approximations); 0 where it cannot
     * be computed. Below 1/2 the reflection's cotangent uses the C library's sin and cos
     * ({@link SinCos}), as R's does.
     */
    static double psi(double x) {
        final double piov4 = .785398163397448, dx0 = 1.461632144968362341262659542325721325;
        double xmax1 = Math.min((double) Integer.MAX_VALUE, 0.5 / (0.5 * Math.ulp(1.0)));
        double aug = 0.;
        if (x < 0.5) {
            if (Math.abs(x) <= 1e-9) {
                if (x == 0.) return 0.;
                aug = -1. / x;
            } else {
                double w = -x, sgn = piov4;
                if (w <= 0.) {
                    w = -w;
                    sgn = -sgn;
                }
                if (w >= xmax1) return 0.;
                int nq = (int) w;
                w -= nq;
                nq = (int) (w * 4.);
                w = (w - nq * 0.25) * 4.;
                int n = nq / 2;
                if (n + n != nq) w = 1. - w;
                double z = piov4 * w;
                int m = n / 2;
                if (m + m != n) sgn = -sgn;
                n = (nq + 1) / 2;
                m = n / 2;
                m += m;
                if (m == n) {
                    if (z == 0.) return 0.;
                    aug = sgn * (SinCos.cos(z) / SinCos.sin(z) * 4.);
                } else {
                    aug = sgn * (SinCos.sin(z) / SinCos.cos(z) * 4.);
                }
            }
            x = 1. - x;
        }
        if (x <= 3.) {
            double den = x, upper = PSI_P1[0] * x;
            for (int i = 1; i <= 5; ++i) {
                den = (den + PSI_Q1[i - 1]) * x;
                upper = (upper + PSI_P1[i]) * x;
            }
            den = (upper + PSI_P1[6]) / (den + PSI_Q1[5]);
            return den * (x - dx0) + aug;
        }
        if (x < xmax1) {
            double w = 1. / (x * x), den = w, upper = PSI_P2[0] * w;
            for (int i = 1; i <= 3; ++i) {
                den = (den + PSI_Q2[i - 1]) * w;
                upper = (upper + PSI_P2[i]) * w;
            }
            aug = upper / (den + PSI_Q2[3]) - 0.5 / x + aug;
        }
        return aug + ExpLog.log(x);
    }

    /** log beta(a0, b0) (betaln). */
    static double betaln(double a0, double b0) {
        double a = Math.min(a0, b0), b = Math.max(a0, b0);
        if (a >= 8.) {
            double w = bcorr(a, b), h = a / b;
            double u = -(a - 0.5) * ExpLog.log(h / (h + 1.)), v = b * TomsElementary.alnrel(h);
            return u > v ? ExpLog.log(b) * -0.5 + .918938533204673 + w - v - u
                    : ExpLog.log(b) * -0.5 + .918938533204673 + w - u - v;
        }
        if (a < 1.) {
            return b < 8. ? gamln(a) + (gamln(b) - gamln(a + b)) : gamln(a) + algdiv(a, b);
        }
        double w;
        if (a < 2.) {
            if (b <= 2.) return gamln(a) + gamln(b) - gsumln(a, b);
            if (b >= 8.) return gamln(a) + algdiv(a, b);
            w = 0.;
        } else if (b <= 1e3) {
            int n = (int) (a - 1.);
            w = 1.;
            for (int i = 1; i <= n; ++i) {
                a += -1.;
                double h = a / b;
                w *= h / (h + 1.);
            }
            w = ExpLog.log(w);
            if (b >= 8.) return w + gamln(a) + algdiv(a, b);
        } else {
            int n = (int) (a - 1.);
            w = 1.;
            for (int i = 1; i <= n; ++i) {
                a += -1.;
                w *= a / (a / b + 1.);
            }
            return ExpLog.log(w) - n * ExpLog.log(b) + (gamln(a) + algdiv(a, b));
        }
        // 1 < a <= b < 8: reduction of b
        int n = (int) (b - 1.);
        double z = 1.;
        for (int i = 1; i <= n; ++i) {
            b += -1.;
            z *= b / (a + b);
        }
        return w + ExpLog.log(z) + (gamln(a) + (gamln(b) - gsumln(a, b)));
    }

    /** log gamma(a + b) for 1 <= a, b <= 2 (gsumln). */
    static double gsumln(double a, double b) {
        double x = a + b - 2.;
        if (x <= 0.25) return gamln1(x + 1.);
        if (x <= 1.25) return gamln1(x) + TomsElementary.alnrel(x);
        return gamln1(x - 1.) + ExpLog.log(x * (x + 1.));
    }

    /** The series for del(b) - del(a + b), before its factor c / b, shared by bcorr and algdiv; t = 1/b^2. */
    private static double deltaDifference(double x, double t) {
        double x2 = x * x;
        double s3 = x + x2 + 1.;
        double s5 = x + x2 * s3 + 1.;
        double s7 = x + x2 * s5 + 1.;
        double s9 = x + x2 * s7 + 1.;
        double s11 = x + x2 * s9 + 1.;
        return ((((C5 * s11 * t + C4 * s9) * t + C3 * s7) * t + C2 * s5) * t + C1 * s3) * t + C0;
    }

    /** del(a0) + del(b0) - del(a0 + b0), with log gamma(a) = (a - 1/2) log a - a + log sqrt(2 pi) + del(a); a0, b0 >= 8. */
    static double bcorr(double a0, double b0) {
        double a = Math.min(a0, b0), b = Math.max(a0, b0);
        double h = a / b, c = h / (h + 1.), x = 1. / (h + 1.);
        double rb = 1. / b;
        double w = deltaDifference(x, rb * rb) * (c / b);
        double r1 = 1. / a, t = r1 * r1;
        return (((((C5 * t + C4) * t + C3) * t + C2) * t + C1) * t + C0) / a + w;
    }

    /** log(gamma(b) / gamma(a + b)) for b >= 8 (algdiv). */
    static double algdiv(double a, double b) {
        double h, c, x, d;
        if (a > b) {
            h = b / a;
            c = 1. / (h + 1.);
            x = h / (h + 1.);
            d = a + (b - 0.5);
        } else {
            h = a / b;
            c = h / (h + 1.);
            x = 1. / (h + 1.);
            d = b + (a - 0.5);
        }
        double w = deltaDifference(x, 1. / (b * b)) * (c / b);
        double u = d * TomsElementary.alnrel(a / b), v = a * (ExpLog.log(b) - 1.);
        return u > v ? w - v - u : w - u - v;
    }
}
