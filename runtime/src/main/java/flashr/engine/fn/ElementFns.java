package flashr.engine.fn;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log2;
import flashr.engine.type.NA;

/**
 * Every unary and binary function of the catalogue as a static method on one element, named
 * {@code <op><Storage>} (e.g. {@code sqrtDouble}, {@code addInt}, {@code gtDouble}): the per-element
 * forms of {@link UnaryOp} and {@link BinaryOp} delegate here, and generated fused kernels call
 * these methods directly, so R's rules live in one place. The double forms compute exactly what
 * the interpreting kernel's whole-block loops compute per element (e.g. {@code -x} and
 * {@code sqrt} let NaN payloads through the hardware, {@code exp} returns a NaN operand as it is,
 * {@code + - * /} of two NaNs give the first one, as {@link FirstNaNLoops}).
 */
public final class ElementFns {
    private ElementFns() {}

    // ---- unary, double storage ----
    public static double negDouble(double x) { return -x; }
    public static double sqrtDouble(double x) { return Math.sqrt(x); }
    public static double absDouble(double x) { return Math.abs(x); }
    public static double ceilingDouble(double x) { return x != x ? x : Math.ceil(x); }
    public static double floorDouble(double x) { return x != x ? x : Math.floor(x); }
    /** Half to even (IEC 60559), as R. */
    public static double roundDouble(double x) { return x != x ? x : Math.rint(x); }
    public static double logDouble(double x) { return ExpLog.log(x); }
    public static double log2Double(double x) { return Log2.log2(x); }
    public static double log10Double(double x) { return ExpLog.log10(x); }
    public static double expDouble(double x) { return ExpLog.exp(x); }
    public static double asDoubleDouble(double x) { return x; }

    /** Predicates on doubles: logical, never NA; NA and NaN are both NA to is.na. */
    public static int isNaDouble(double x) { return x != x ? 1 : 0; }
    public static int isNanDouble(double x) { return Double.isNaN(x) && !NA.isNA(x) ? 1 : 0; }
    public static int isFiniteDouble(double x) { return Double.isFinite(x) ? 1 : 0; }
    public static int isInfiniteDouble(double x) { return Double.isInfinite(x) ? 1 : 0; }

    // ---- unary, int storage (integer or logical; NA is Integer.MIN_VALUE) ----
    public static int negInt(int x) { return x == NA.INT ? NA.INT : -x; }
    public static int absInt(int x) { return x == NA.INT ? NA.INT : Math.abs(x); }
    public static int asIntegerInt(int x) { return x; }
    public static int asLogicalInt(int x) { return x; }
    public static int notInt(int x) { return x == NA.INT ? NA.INT : x == 0 ? 1 : 0; }
    public static int isNaInt(int x) { return x == NA.INT ? 1 : 0; }
    public static int isNanInt(int x) { return 0; }
    public static int isFiniteInt(int x) { return x == NA.INT ? 0 : 1; }
    public static int isInfiniteInt(int x) { return 0; }

    // ---- binary, double storage, double result ----
    /** R's + - * / (RMath): of two NaN operands the first one's payload, whatever order the JIT gives the hardware. */
    public static double addDouble(double a, double b) { return RMath.add(a, b); }
    public static double subDouble(double a, double b) { return RMath.sub(a, b); }
    public static double mulDouble(double a, double b) { return RMath.mul(a, b); }
    public static double divDouble(double a, double b) { return RMath.div(a, b); }
    public static double modDouble(double a, double b) { return RMath.fmod(a, b); }
    public static double idivDouble(double a, double b) { return RMath.fdiv(a, b); }
    public static double powDouble(double a, double b) { return RMath.pow(a, b); }
    /** x ^ s with s a scalar on the right: x^2 is x * x, as R_pow computes it (NaN and NA pass through). */
    public static double powScalarDouble(double a, double s) { return s == 2.0 ? a * a : RMath.pow(a, s); }
    /** pmin/pmax keep the left NaN (the binding swaps operands to get R's later-NA rule). */
    public static double minDouble(double a, double b) { return Double.isNaN(a) ? a : Double.isNaN(b) ? b : (a <= b ? a : b); }
    public static double maxDouble(double a, double b) { return Double.isNaN(a) ? a : Double.isNaN(b) ? b : (a >= b ? a : b); }
    public static double euclideanDouble(double a, double b) { double d = RMath.sub(a, b); return d * d; }

    // ---- comparisons of doubles: logical, NA when an operand is NA or NaN ----
    public static int eqDouble(double a, double b) { return a != a || b != b ? NA.LOGICAL : a == b ? 1 : 0; }
    public static int neDouble(double a, double b) { return a != a || b != b ? NA.LOGICAL : a != b ? 1 : 0; }
    public static int gtDouble(double a, double b) { return a != a || b != b ? NA.LOGICAL : a > b ? 1 : 0; }
    public static int geDouble(double a, double b) { return a != a || b != b ? NA.LOGICAL : a >= b ? 1 : 0; }
    public static int ltDouble(double a, double b) { return a != a || b != b ? NA.LOGICAL : a < b ? 1 : 0; }
    public static int leDouble(double a, double b) { return a != a || b != b ? NA.LOGICAL : a <= b ? 1 : 0; }

    // ---- binary, int storage: integer arithmetic (overflow gives NA), comparisons, three-valued & | ----
    public static int addInt(int a, int b) { return a == NA.INT || b == NA.INT ? NA.INT : RMath.narrow((long) a + b); }
    public static int subInt(int a, int b) { return a == NA.INT || b == NA.INT ? NA.INT : RMath.narrow((long) a - b); }
    public static int mulInt(int a, int b) { return a == NA.INT || b == NA.INT ? NA.INT : RMath.narrow((long) a * b); }
    /** The sign of the divisor; x %% 0L is NA. */
    public static int modInt(int a, int b) {
        if (a == NA.INT || b == NA.INT || b == 0) return NA.INT;
        int r = a % b;
        return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
    }
    public static int idivInt(int a, int b) { return a == NA.INT || b == NA.INT || b == 0 ? NA.INT : Math.floorDiv(a, b); }
    public static int minInt(int a, int b) { return a == NA.INT || b == NA.INT ? NA.INT : Math.min(a, b); }
    public static int maxInt(int a, int b) { return a == NA.INT || b == NA.INT ? NA.INT : Math.max(a, b); }
    public static int eqInt(int a, int b) { return a == NA.INT || b == NA.INT ? NA.LOGICAL : a == b ? 1 : 0; }
    public static int neInt(int a, int b) { return a == NA.INT || b == NA.INT ? NA.LOGICAL : a != b ? 1 : 0; }
    public static int gtInt(int a, int b) { return a == NA.INT || b == NA.INT ? NA.LOGICAL : a > b ? 1 : 0; }
    public static int geInt(int a, int b) { return a == NA.INT || b == NA.INT ? NA.LOGICAL : a >= b ? 1 : 0; }
    public static int ltInt(int a, int b) { return a == NA.INT || b == NA.INT ? NA.LOGICAL : a < b ? 1 : 0; }
    public static int leInt(int a, int b) { return a == NA.INT || b == NA.INT ? NA.LOGICAL : a <= b ? 1 : 0; }
    /** FALSE & NA is FALSE. */
    public static int andInt(int a, int b) {
        if (a == 0 || b == 0) return 0;
        return (a == NA.INT || b == NA.INT) ? NA.LOGICAL : 1;
    }
    /** TRUE | NA is TRUE. */
    public static int orInt(int a, int b) {
        if (a == 1 || b == 1) return 1;
        return (a == NA.INT || b == NA.INT) ? NA.LOGICAL : 0;
    }

    // ---- ifelse: the branch the logical test selects, NA where the test is NA ----
    public static double ifElseDouble(int test, double yes, double no) { return test == NA.INT ? NA.REAL : test != 0 ? yes : no; }
    public static int ifElseInt(int test, int yes, int no) { return test == NA.INT ? NA.INT : test != 0 ? yes : no; }
}
