package flashr.engine.fn.math;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.FileInputStream;
import java.io.IOException;

/**
 * Compares {@link AsinAcos} with this machine's libm over the file bench/libm/asin-acos-harness.c
 * writes (little-endian triples x, asin(x), acos(x)): every bit, NaN's sign and payload included.
 * Run by hand (the build has no C compiler to rely on): java -cp runtime's classes and test classes
 * flashr.engine.fn.math.AsinAcosHarnessCheck FILE. Prints the first differences and the counts,
 * with how many Java's StrictMath would have differed on (NaN's bits aside).
 */
public final class AsinAcosHarnessCheck {
    private AsinAcosHarnessCheck() {}

    public static void main(String[] args) throws IOException {
        long n = 0, asin = 0, acos = 0, javaAsin = 0, javaAcos = 0;
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(args[0]), 1 << 20))) {
            while (true) {
                double x, s, c;
                try {
                    x = Double.longBitsToDouble(Long.reverseBytes(in.readLong()));
                } catch (EOFException e) {
                    break;
                }
                s = Double.longBitsToDouble(Long.reverseBytes(in.readLong()));
                c = Double.longBitsToDouble(Long.reverseBytes(in.readLong()));
                n++;
                if (differ(s, AsinAcos.asin(x)) && asin++ < 10) report("asin", x, s, AsinAcos.asin(x));
                if (differ(c, AsinAcos.acos(x)) && acos++ < 10) report("acos", x, c, AsinAcos.acos(x));
                if (differ(s, StrictMath.asin(x)) && s == s) javaAsin++;
                if (differ(c, StrictMath.acos(x)) && c == c) javaAcos++;
            }
        }
        System.out.printf("%d arguments: asin differs on %d, acos on %d (StrictMath: %d, %d)%n", n, asin, acos, javaAsin, javaAcos);
    }

    private static boolean differ(double expected, double got) {
        return Double.doubleToRawLongBits(expected) != Double.doubleToRawLongBits(got);
    }

    private static void report(String fn, double x, double expected, double got) {
        System.out.println(fn + "(" + Double.toHexString(x) + "): libm " + Double.toHexString(expected) + " got " + Double.toHexString(got));
    }
}
