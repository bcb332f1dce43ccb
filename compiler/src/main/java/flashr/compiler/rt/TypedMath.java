package flashr.compiler.rt;

import flashr.base.math.Math1Functions;
import flashr.base.math.MathFunctions;
import flashr.base.math.MathGamma;
import flashr.engine.fn.ScalarFn;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;
import flashr.engine.fn.math.SinCos;
import flashr.engine.fn.math.Tan;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import java.util.function.DoubleUnaryOperator;

/**
 * The math functions of one number for typed loops and typed functions, by the very calls the
 * interpreter's builtins make ({@code MathBuiltins}: results bit for bit the same); a NaN from a
 * number, where R warns "NaNs produced" (a warning may run a handler), gives up
 * ({@link TypedCall.Fallback}) and the generic code computes it. An integer or logical operand
 * goes through {@link #fromInt}: the builtins turn NA into a double NA without calling the function.
 */
public final class TypedMath {
    private TypedMath() {}

    // the builtins' own functions where they are lambdas of Math1Functions (a static final field: the JIT inlines through it)
    private static final DoubleUnaryOperator TRUNC = math1("trunc");

    private static DoubleUnaryOperator math1(String name) {
        for (ScalarFn f : Math1Functions.ALL) if (f.name().equals(name)) return f.f();
        throw new IllegalStateException("no Math1Functions entry " + name);
    }

    /** What a function of an integer or logical NA is: a double NA (the function is not called). */
    public static double na() {
        return RDouble.NA;
    }

    public static double sqrt(double x) {
        return numberFrom(x, Math.sqrt(x));
    }

    public static double log(double x) {
        return numberFrom(x, ExpLog.log(x));
    }

    public static double exp(double x) {
        return ExpLog.exp(x);
    }

    public static double floor(double x) {
        return Math.floor(x);
    }

    public static double ceiling(double x) {
        return Math.ceil(x);
    }

    public static double abs(double x) {
        return Math.abs(x);
    }

    /** abs of an integer or logical: an integer, NA staying NA (the one int without a positive twin). */
    public static int absInt(int x) {
        return x == RInt.NA ? RInt.NA : Math.abs(x);
    }

    public static double sin(double x) {
        return numberFrom(x, SinCos.sin(x));   // the C library's, as the builtin
    }

    public static double cos(double x) {
        return numberFrom(x, SinCos.cos(x));
    }

    public static double tan(double x) {
        return numberFrom(x, Tan.tan(x));   // the C library's tan, as the builtin
    }

    public static double trunc(double x) {
        return TRUNC.applyAsDouble(x);
    }

    /** {@code round(x)}: digits 0, the builtin's default. */
    public static double round(double x) {
        return MathFunctions.round(x, 0);
    }

    public static double sign(double x) {
        return Math.signum(x);
    }

    /** {@code log2(x)}: the builtin's function, which {@code log(x, 2)} shares. */
    public static double log2(double x) {
        return numberFrom(x, MathFunctions.log(x, 2.0));
    }

    public static double log10(double x) {
        return numberFrom(x, ExpLog.log10(x));
    }

    public static double log1p(double x) {
        return numberFrom(x, Log1p.log1p(x));
    }

    public static double expm1(double x) {
        return Expm1.expm1(x);
    }

    public static double gamma(double x) {
        return numberFrom(x, MathGamma.gamma(x));
    }

    public static double lgamma(double x) {
        return numberFrom(x, MathGamma.lgamma(x));
    }

    private static double numberFrom(double x, double r) {
        if (Double.isNaN(r) && !Double.isNaN(x)) throw TypedCall.Fallback.INSTANCE;
        return r;
    }
}
