package flashr.stats.timeseries;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RString;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The ARIMA builtins read their double arguments in place: they must leave the series and the
 * model's vectors as they were, and give the same answer whether or not those carry attributes
 * (a dim, as the series has after {@code x - xreg \%*\% par}). Random series of lengths 0 to 200,
 * with NA, NaN and Inf, through ARMA and differenced models.
 */
class ArimaArgumentsTest {
    private final BuiltinCalls b = new BuiltinCalls();
    private final Random random = new Random(22);

    @Test
    void likelihoodLeavesItsArgumentsAndIgnoresTheirAttributes() {
        for (int n : new int[] {0, 1, 2, 30, 200}) {
            for (double[][] pt : new double[][][] {{{0.5, -0.3}, {0.4}}, {{}, {-0.6}}, {{0.2}, {}}}) {
                for (double[] delta : new double[][] {{}, {1}, {2, -1}}) {
                    double[] y = series(n);
                    RList withDim = model(pt[0], pt[1], delta, true);
                    RList plain = withoutAttributes(withDim);
                    RDouble x = new RDouble(y.clone());
                    x.setAttr("dim", new RInt(new int[] {n, 1}));
                    double[][] before = snapshot(withDim);
                    RList got = (RList) b.call(".arima_like", x, withDim, RInt.of(0), RLogical.of(true));
                    RList want = (RList) b.call(".arima_like", new RDouble(y.clone()), plain, RInt.of(0), RLogical.of(true));
                    String what = "n " + n + " p " + pt[0].length + " q " + pt[1].length + " d " + delta.length;
                    assertArrayEquals(y, x.data(), what);
                    double[][] after = snapshot(withDim);
                    for (int i = 0; i < before.length; i++) assertArrayEquals(before[i], after[i], what);
                    assertEquals(want.length(), got.length());
                    for (int i = 0; i < got.length(); i++) {
                        if (got.get(i) instanceof RDouble g) assertArrayEquals(((RDouble) want.get(i)).data(), g.data(), what);
                    }
                }
            }
        }
    }

    @Test
    void cssAndForecastLeaveTheirArguments() {
        double[] y = series(120);
        RDouble x = new RDouble(y.clone());
        x.setAttr("dim", new RInt(new int[] {120, 1}));
        RDouble phi = RDouble.of(0.5, -0.3);
        RDouble theta = RDouble.of(0.4);
        b.call(".arima_css", x, RInt.of(2, 1, 0, 0, 1, 1, 0), phi, theta, RInt.of(3), RLogical.of(true));
        assertArrayEquals(y, x.data());
        assertArrayEquals(new double[] {0.5, -0.3}, phi.data());
        RList mod = model(new double[] {0.5, -0.3}, new double[] {0.4}, new double[] {1}, true);
        double[][] before = snapshot(mod);
        b.call(".kalman_fore", RInt.of(5), mod);
        double[][] after = snapshot(mod);
        for (int i = 0; i < before.length; i++) assertArrayEquals(before[i], after[i]);
    }

    /** R's makeARIMA for (phi, theta, Delta), state and covariances random; P and Pn with or without dim. */
    private RList model(double[] phi, double[] theta, double[] delta, boolean dims) {
        int r = Math.max(phi.length, theta.length + 1), rd = r + delta.length;
        double[] z = new double[rd];
        z[0] = 1;
        System.arraycopy(delta, 0, z, r, delta.length);
        double[] pn = new double[rd * rd];
        double[] q0 = ArimaStateSpace.initialCovariance(phi, theta);
        for (int i = 0; i < r; i++) for (int j = 0; j < r; j++) pn[i + rd * j] = q0[i + r * j];
        for (int i = r; i < rd; i++) pn[i + rd * i] = 1e6;
        double[] t = new double[rd * rd];
        for (int i = 0; i < phi.length; i++) t[i] = phi[i];
        for (int i = 1; i < r; i++) t[i - 1 + rd * i] = 1;
        RDouble p = new RDouble(new double[rd * rd]);
        RDouble pnew = new RDouble(pn);
        RDouble tm = new RDouble(t);
        RDouble v = new RDouble(new double[rd * rd]);
        if (dims) for (RDouble m : new RDouble[] {p, pnew, tm, v}) m.setAttr("dim", new RInt(new int[] {rd, rd}));
        RList mod = RList.of(new RDouble(phi.clone()), new RDouble(theta.clone()), new RDouble(delta.clone()),
                new RDouble(z), new RDouble(series(rd)), p, tm, v, RDouble.of(0), pnew);
        mod.setAttr("names", RString.of("phi", "theta", "Delta", "Z", "a", "P", "T", "V", "h", "Pn"));
        return mod;
    }

    /** The same model with every element a fresh copy of its values and nothing else. */
    private static RList withoutAttributes(RList mod) {
        RDouble[] parts = new RDouble[mod.length()];
        for (int i = 0; i < parts.length; i++) parts[i] = new RDouble(((RDouble) mod.get(i)).data().clone());
        RList out = RList.of(parts);
        out.setAttr("names", mod.getAttr("names"));
        return out;
    }

    private static double[][] snapshot(RList mod) {
        double[][] out = new double[mod.length()][];
        for (int i = 0; i < out.length; i++) out[i] = ((RDouble) mod.get(i)).data().clone();
        return out;
    }

    private double[] series(int n) {
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            int k = random.nextInt(40);
            y[i] = k == 0 ? RDouble.NA : k == 1 ? Double.NaN : k == 2 ? Double.POSITIVE_INFINITY : random.nextGaussian();
        }
        return y;
    }
}
