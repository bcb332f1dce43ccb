package flashr.parse;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RValue;
import java.math.BigInteger;
import java.util.function.Consumer;

/**
 * The values of numeric literals: {@code 1} and {@code 0x1F} are doubles, {@code 1L},
 * {@code 0x10L} and {@code 1e5L} integers; an {@code L} literal that is not a whole number in
 * integer range is a double, as R makes it, with R's warning.
 */
final class NumberLiterals {
    private NumberLiterals() {}

    /** The value of literal {@code text}; R's parse-time warnings about L literals go to {@code warnings}. */
    static RValue parse(String text, int line, Consumer<String> warnings) {
        char last = text.charAt(text.length() - 1);
        if (last == 'i') return flashr.lang.RComplex.of(0, toDouble(text.substring(0, text.length() - 1)));
        boolean integer = last == 'L';
        String digits = integer ? text.substring(0, text.length() - 1) : text;
        double value = toDouble(digits);
        if (!integer) return RDouble.of(value);
        boolean hex = digits.length() > 1 && (digits.charAt(1) == 'x' || digits.charAt(1) == 'X');
        boolean dot = digits.indexOf('.') >= 0;
        boolean exponent = !hex && (digits.indexOf('e') >= 0 || digits.indexOf('E') >= 0);
        if (value == Math.rint(value) && Math.abs(value) <= Integer.MAX_VALUE) {
            if (dot && !exponent) warnings.accept("integer literal " + text + " contains unnecessary decimal point");
            return RInt.of((int) value);
        }
        warnings.accept(dot && !exponent ? "integer literal " + text + " contains decimal; using numeric value"
                : "non-integer value " + text + " qualified with L; using numeric value");
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
