package flashr.base.math;

import flashr.engine.fn.ScalarFn;
import flashr.engine.fn.math.AsinAcos;
import flashr.engine.fn.math.Atan;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Hyperbolic;
import flashr.engine.fn.math.Log1p;
import flashr.engine.fn.math.SinCos;
import flashr.engine.fn.math.SinCosVectors;
import flashr.engine.fn.math.Tan;
import java.util.List;

/**
 * The Math group's functions of one double that the engine has no operator of its own for, each
 * with where it gives no NaN (so R would not warn) and the bounds of its results. The builtins
 * ({@link MathBuiltins}) and engine values ({@link EngineScalarFns}) compute them with these same
 * functions, so both give the same doubles.
 */
public final class Math1Functions {
    private Math1Functions() {}

    private static final double INF = Double.POSITIVE_INFINITY, MAX = Double.MAX_VALUE, HALF_PI = Math.PI / 2;

    public static final List<ScalarFn> ALL = List.of(
            new ScalarFn("expm1", Expm1::expm1, -INF, INF, -1, INF),
            new ScalarFn("log1p", Log1p::log1p, -1, INF, -INF, INF),
            // sin(Inf) and friends are NaN; sin, cos, tan and atan are the C library's, as R's (Java's
            // Math.sin and friends differ in the last bit on some arguments)
            new ScalarFn("sin", SinCos::sin, -MAX, MAX, -1, 1, SinCosVectors::sin),
            new ScalarFn("cos", SinCos::cos, -MAX, MAX, -1, 1, SinCosVectors::cos),
            new ScalarFn("tan", Tan::tan, -MAX, MAX, -INF, INF),
            // the C library's (Java's Math.asin/acos differ in the last bit on 4-5% of arguments)
            new ScalarFn("asin", AsinAcos::asin, -1, 1, -HALF_PI, HALF_PI),
            new ScalarFn("acos", AsinAcos::acos, -1, 1, 0, Math.PI),
            new ScalarFn("atan", Atan::atan, -INF, INF, -HALF_PI, HALF_PI),
            // the C library's, as R's (Java's differ in the last bit: its exp and expm1 are not glibc's)
            ScalarFn.total("sinh", Hyperbolic::sinh),
            new ScalarFn("cosh", Hyperbolic::cosh, -INF, INF, 1, INF),
            new ScalarFn("tanh", Hyperbolic::tanh, -INF, INF, -1, 1),
            ScalarFn.total("asinh", Hyperbolic::asinh),
            new ScalarFn("acosh", Hyperbolic::acosh, 1, INF, 0, INF),
            new ScalarFn("atanh", Hyperbolic::atanh, -1, 1, -INF, INF),
            ScalarFn.total("trunc", x -> x < 0 ? Math.ceil(x) : Math.floor(x)),
            new ScalarFn("sign", Math::signum, -INF, INF, -1, 1),
            // exact at the multiples of 1/2 (and 1/4 for tanpi), as R's
            new ScalarFn("cospi", Math1Functions::cospi, -MAX, MAX, -1, 1),
            new ScalarFn("sinpi", Math1Functions::sinpi, -MAX, MAX, -1, 1),
            new ScalarFn("tanpi", Math1Functions::tanpi, 1, 0, -INF, INF));   // NaN at every odd half: no NaN-free interval

    static double cospi(double x) {
        if (Double.isNaN(x)) return x;
        if (Double.isInfinite(x)) return Double.NaN;
        x = Math.abs(x) % 2;
        if (x % 1 == 0.5) return 0;
        if (x == 1) return -1;
        if (x == 0) return 1;
        return SinCos.cos(Math.PI * x);
    }

    static double sinpi(double x) {
        if (Double.isNaN(x)) return x;
        if (Double.isInfinite(x)) return Double.NaN;
        x = x % 2;
        if (x <= -1) x += 2;
        else if (x > 1) x -= 2;
        if (x == 0 || x == 1) return 0;
        if (x == 0.5) return 1;
        if (x == -0.5) return -1;
        return SinCos.sin(Math.PI * x);
    }

    public static double tanpi(double x) {
        if (Double.isNaN(x)) return x;
        if (Double.isInfinite(x)) return Double.NaN;
        x = x % 1;
        if (x <= -0.5) x++;
        else if (x > 0.5) x--;
        return x == 0 ? 0 : x == 0.5 ? Double.NaN : x == 0.25 ? 1 : x == -0.25 ? -1 : Tan.tan(Math.PI * x);
    }
}
