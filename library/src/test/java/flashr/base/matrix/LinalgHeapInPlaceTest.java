package flashr.base.matrix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import flashr.base.BuiltinCalls;
import flashr.bind.FmEngines;
import flashr.lang.RDouble;
import flashr.lang.RList;
import flashr.lang.RValue;
import flashr.linalg.Linalg;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * R's dense linear algebra on matrices large enough for the library to stage them in native
 * scratch while engine work runs, and to pass them in place while every engine is idle: the same bits
 * either way, for products (with NaN and Inf operands, which take R's plain loop, and with 1-row
 * and odd shapes), crossprod, chol, solve, eigen, svd and qr(LAPACK = TRUE).
 */
class LinalgHeapInPlaceTest {
    private final BuiltinCalls b = new BuiltinCalls();
    private final Random r = new Random(61);

    @BeforeEach
    void needsNative() {
        assumeTrue(Linalg.nativeBackend().isPresent() && LinalgMode.of(null) == LinalgMode.NATIVE, "no native library");
        b.call("%*%", RDouble.of(1), RDouble.of(1)); // the backend's first use sets its own quiet check
    }

    @AfterEach
    void asTheBindingHasIt() {
        Linalg.holdSafepointsWhen(FmEngines::idle);
    }

    private RValue matrix(int nrow, int ncol, boolean specials) {
        double[] v = new double[nrow * ncol];
        for (int i = 0; i < v.length; i++) v[i] = r.nextGaussian();
        if (specials && v.length > 2) {
            v[r.nextInt(v.length)] = Double.NaN;
            v[r.nextInt(v.length)] = Double.NEGATIVE_INFINITY;
        }
        return b.call("matrix", RDouble.of(v), "nrow=", RDouble.of(nrow));
    }

    /** The doubles of a result, or of each double component of a list, in order. */
    private static List<double[]> parts(RValue v) {
        List<double[]> out = new ArrayList<>();
        if (v instanceof RDouble d) out.add(d.data());
        if (v instanceof RList l) for (int i = 0; i < l.length(); i++) out.addAll(parts(l.get(i)));
        return out;
    }

    private static void sameBits(String what, Supplier<RValue> call) {
        Linalg.holdSafepointsWhen(() -> false);
        List<double[]> staged = parts(call.get());
        Linalg.holdSafepointsWhen(() -> true);
        List<double[]> inPlace = parts(call.get());
        assertEquals(staged.size(), inPlace.size(), what);
        for (int i = 0; i < staged.size(); i++) assertArrayEquals(staged.get(i), inPlace.get(i), what + ", part " + i);
    }

    @Test
    void productsGiveTheSameBits() {
        int[][] shapes = {{301, 297, 333}, {1, 300, 2000}, {350, 1, 350}, {257, 256, 255}};
        for (int[] s : shapes) {
            for (boolean specials : new boolean[] {false, true}) {
                RValue x = matrix(s[0], s[2], specials), y = matrix(s[2], s[1], false), z = matrix(s[0], s[2], false);
                String what = s[0] + "x" + s[2] + " by " + s[2] + "x" + s[1] + (specials ? " with NaN/-Inf" : "");
                sameBits("%*% " + what, () -> b.call("%*%", x, y));
                sameBits("crossprod " + what, () -> b.call("crossprod", x));
                sameBits("crossprod(x, z) " + what, () -> b.call("crossprod", x, z));
                sameBits("tcrossprod " + what, () -> b.call("tcrossprod", x));
            }
        }
    }

    @Test
    void factorizationsGiveTheSameBits() {
        for (int n : new int[] {333, 420}) {
            RValue a = matrix(n, n, false);
            RValue s = b.call("+", b.call("crossprod", a), b.call("diag", RDouble.of(n), RDouble.of(n)));
            sameBits("chol " + n, () -> b.call("chol", s));
            sameBits("solve " + n, () -> b.call("solve", a));
            sameBits("eigen " + n, () -> b.call("eigen", s, "symmetric=", flashr.lang.RLogical.of(true)));
            sameBits("svd " + n, () -> b.call("svd", a));
            sameBits("qr LAPACK " + n, () -> b.call("qr", a, "LAPACK=", flashr.lang.RLogical.of(true)));
        }
    }
}
