package flashr.base.math;

/**
 * R's nmath Chebyshev series for the gamma function (W. Fullerton's, as R's gamma.c and
 * lgammacor.c carry them), evaluated in R's order so that {@link MathGamma} gives R's bits:
 * gamma(1 + y) for y in [0, 1) from 22 terms, and the log gamma correction
 * {@code lgammacor(x) = log gamma(x) - (log(2 pi)/2 + (x - 1/2) log(x) - x)} for x >= 10 from 5.
 */
public final class LogGammaCorrection {
    private LogGammaCorrection() {}

    /** The first 22 of R's 42 gamcs coefficients: R's ngam = 22 for IEEE doubles. */
    private static final double[] GAMCS = {
        +.8571195590989331421920062399942e-2, +.4415381324841006757191315771652e-2,
        +.5685043681599363378632664588789e-1, -.4219835396418560501012500186624e-2,
        +.1326808181212460220584006796352e-2, -.1893024529798880432523947023886e-3,
        +.3606925327441245256578082217225e-4, -.6056761904460864218485548290365e-5,
        +.1055829546302283344731823509093e-5, -.1811967365542384048291855891166e-6,
        +.3117724964715322277790254593169e-7, -.5354219639019687140874081024347e-8,
        +.9193275519859588946887786825940e-9, -.1577941280288339761767423273953e-9,
        +.2707980622934954543266540433089e-10, -.4646818653825730144081661058933e-11,
        +.7973350192007419656460767175359e-12, -.1368078209830916025799499172309e-12,
        +.2347319486563800657233471771688e-13, -.4027432614949066932766570534699e-14,
        +.6910051747372100912138336975257e-15, -.1185584500221992907052387126192e-15,
    };

    /** The first 5 of R's algmcs coefficients (R's nalgm = 5). */
    private static final double[] ALGMCS = {
        +.1666389480451863247205729650822e+0, -.1384948176067563840732986059135e-4,
        +.9810825646924729426157171547487e-8, -.1809129475572494194263306266719e-10,
        +.6221098041892605227126015543416e-13,
    };

    private static final double XBIG = 94906265.62425156;

    /** gamma(1 + y) for y in [0, 1), as R's gammafn starts. */
    static double gammaOnePlus(double y) {
        return chebyshev(y * 2 - 1, GAMCS) + .9375;
    }

    /** R's lgammacor(x) for x >= 10 (NaN below). */
    public static double lgammacor(double x) {
        if (x < 10) return Double.NaN;
        if (x < XBIG) {
            double tmp = 10 / x;
            return chebyshev(tmp * tmp * 2 - 1, ALGMCS) / x;
        }
        return 1 / (x * 12);   // also past XMAX, where R lets it underflow
    }

    /** R's chebyshev_eval over all of a (Broucke's recurrence), NaN outside [-1.1, 1.1]. */
    private static double chebyshev(double x, double[] a) {
        if (x < -1.1 || x > 1.1) return Double.NaN;
        double twox = x * 2, b0 = 0, b1 = 0, b2 = 0;
        for (int i = a.length - 1; i >= 0; i--) {
            b2 = b1;
            b1 = b0;
            b0 = twox * b1 - b2 + a[i];
        }
        return (b0 - b2) * 0.5;
    }

    /** R's sinpi(x) (the builtin's), which gammafn and lgammafn reflect with. */
    static double sinpi(double x) {
        return Math1Functions.sinpi(x);
    }
}
