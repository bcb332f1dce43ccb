package flashr.base.arith;

import flashr.eval.Interpreter;
import flashr.lang.RError;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The shape rules R's binary operators share: result length, the recycling warning, and which
 * operand lends its dim, dimnames and names to the result (R's arithmetic.c and relop.c).
 */
public final class Recycling {
    private Recycling() {}

    /** The result length of an elementwise operation: 0 when either operand is empty, else the longer. */
    public static int length(int nx, int ny) {
        return nx == 0 || ny == 0 ? 0 : Math.max(nx, ny);
    }

    /** Warns, as R does, when the longer length is not a multiple of the shorter. */
    static void checkMultiple(int nx, int ny, Interpreter interp, RValue call) {
        if (nx != ny && nx > 1 && ny > 1 && (nx > ny ? nx % ny : ny % nx) != 0) {
            interp.warning(call, "longer object length is not a multiple of shorter object length");
        }
    }

    /** Two arrays must have equal dims. */
    static void checkConformable(RVector x, RVector y) {
        if (!x.hasAttributes() || !y.hasAttributes()) return;
        int[] dx = x.dim(), dy = y.dim();
        if (dx != null && dy != null && !java.util.Arrays.equals(dx, dy)) throw new RError("non-conformable arrays");
    }

    /**
     * An array's length must not be shorter than the other operand's: R finds this when it
     * sets the result's dim, after the recycling warning, and reports it without a call.
     */
    static void checkArrayLength(RVector x, RVector y) {
        int[] dx = x.hasAttributes() ? x.dim() : null;
        int[] dy = y.hasAttributes() ? y.dim() : null;
        if (dx != null && dy == null) {
            checkArrayLength(x.length(), y.length());
        } else if (dy != null && dx == null) {
            checkArrayLength(y.length(), x.length());
        }
    }

    private static void checkArrayLength(int arrayLength, int otherLength) {
        if (otherLength > arrayLength && arrayLength > 1) {
            throw new RError("dims [product " + arrayLength + "] do not match the length of object ["
                    + otherLength + "]").withoutCall();
        }
    }

    /**
     * Gives {@code result} the dim and dimnames of the array operand, or else the names of the
     * first operand whose length equals the result's. With {@code most}, other attributes
     * (class and the like) are copied too, the longer operand's winning, x's on a tie, as
     * arithmetic does; comparison and logic keep only the structural ones.
     */
    static void copyAttributes(RVector result, RVector x, RVector y, boolean most) {
        boolean xa = x.hasAttributes(), ya = y.hasAttributes();
        if (!xa && !ya) return;
        int n = result.length(), nx = x.length(), ny = y.length();
        if (most) {
            if (ya && ny == n) copyMost(y, result);
            if (xa && nx == n) copyMost(x, result);
        }
        // an array of length one meeting a longer vector is treated as a plain vector
        boolean xArray = xa && x.dim() != null && !(nx == 1 && ny != 1);
        boolean yArray = ya && y.dim() != null && !(ny == 1 && nx != 1);
        RVector from = xArray && (yArray || ny != 0 || nx == 0) ? x
                : yArray && (nx != 0 || ny == 0) ? y : null;
        if (from != null) {
            result.setAttr("dim", from.getAttr("dim"));
            RValue dn = xArray ? x.getAttr("dimnames") : null;
            if (dn == null && yArray) dn = y.getAttr("dimnames");
            if (dn != null) result.setAttr("dimnames", dn);
            return;
        }
        RString xn = xa && nx == n ? x.names() : null;
        RString yn = ya && ny == n ? y.names() : null;
        if (xn != null) result.setAttr("names", xn);
        else if (yn != null) result.setAttr("names", yn);
    }

    /** Copies the attributes other than names, dim and dimnames (R's copyMostAttrib). */
    private static void copyMost(RVector from, RVector to) {
        var a = from.attributes();
        for (int i = 0; i < a.size(); i++) {
            String name = a.name(i);
            if (!name.equals("names") && !name.equals("dim") && !name.equals("dimnames")) to.setAttr(name, a.value(i));
        }
    }
}
