package flashr.parse;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RValue;
import java.math.BigInteger;

/**
 * The values of numeric literals: {@code 1} and {@code 0x1F} are doubles, {@code 1L},
 * {@code 0x10L} and {@code 1e5L} integers; an {@code L} literal that is not a whole number in
 * integer range is a double, as R makes it (R also warns).
 */
final class NumberLiterals {
    private NumberLiterals() {}

    static RValue parse(String text, int line) {
        char last = text.charAt(text.length() - 1);
        if (last == 'i') throw new ParseError("complex numbers are not supported", line, 0, false);
        boolean integer = last == 'L';
        double value = toDouble(integer ? text.substring(0, text.length() - 1) : text);
        if (integer && value == Math.rint(value) && Math.abs(value) <= Integer.MAX_VALUE) {
            return RInt.of((int) value);
        }
        return RDouble.of(value);
    }

    private static double toDouble(String text) {
        if (text.length() > 1 && (text.charAt(1) == 'x' || text.charAt(1) == 'X')) {
            String digits = text.substring(2);
            if (digits.indexOf('p') >= 0 || digits.indexOf('P') >= 0) return Double.parseDouble(text);
            if (digits.indexOf('.') >= 0) return Double.parseDouble(text + "p0");
            return new BigInteger(digits, 16).doubleValue();
        }
        return Double.parseDouble(text);
    }
}
