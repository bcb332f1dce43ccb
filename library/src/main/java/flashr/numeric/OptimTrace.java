package flashr.numeric;

import flashr.format.DecimalText;
import java.io.PrintStream;

/** The progress lines {@code optim} prints when control$trace is positive, in C printf's number formats. */
public final class OptimTrace {
    private final PrintStream out;

    /** A trace printing to out, or none (null) when tracing is off. */
    public OptimTrace(PrintStream out) {
        this.out = out;
    }

    boolean on() {
        return out != null;
    }

    public void print(String text) {
        if (out != null) out.print(text);
    }

    /** C's {@code %f}. */
    public static String f(double x) {
        return Double.isFinite(x) ? DecimalText.fixed(x, 6) : special(x);
    }

    /** C's {@code %.5f}. */
    static String f5(double x) {
        return Double.isFinite(x) ? DecimalText.fixed(x, 5) : special(x);
    }

    /** C's {@code %g}. */
    public static String g(double x) {
        return Double.isFinite(x) ? DecimalText.general(x, 6, false, false) : special(x);
    }

    private static String special(double x) {
        if (Double.isNaN(x)) return "nan";
        return x > 0 ? "inf" : "-inf";
    }
}
