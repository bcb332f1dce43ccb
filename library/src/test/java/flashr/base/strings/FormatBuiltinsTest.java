package flashr.base.strings;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import org.junit.jupiter.api.Test;

/** format, formatC, prettyNum and toString; expected values from GNU R 4.2. */
class FormatBuiltinsTest {
    private final BuiltinCalls r = new BuiltinCalls();

    private String[] str(String name, Object... args) {
        return ((RString) r.call(name, args)).data();
    }

    private static RString s(String... x) {
        return RString.of(x);
    }

    @Test
    void formatNumbersToCommonWidth() {
        assertArrayEquals(new String[] {"  1", " 10", "100"}, str("format", RDouble.of(1, 10, 100)));
        assertArrayEquals(new String[] {"3.14159"}, str("format", RDouble.of(3.14159), "nsmall=", RInt.of(2)));
        assertArrayEquals(new String[] {"2.00"}, str("format", RDouble.of(2), "nsmall=", RInt.of(2)));
        assertArrayEquals(new String[] {"0.333"}, str("format", RDouble.of(1.0 / 3), "digits=", RInt.of(3)));
        assertArrayEquals(new String[] {"1.5", " NA"}, str("format", RDouble.of(1.5, RDouble.NA)));
        assertArrayEquals(new String[] {"   123.456"}, str("format", RDouble.of(123.456), "width=", RInt.of(10)));
        assertArrayEquals(new String[] {"1,234,567"}, str("format", RDouble.of(1234567), "big.mark=", s(",")));
        assertArrayEquals(new String[] {"1e+06"}, str("format", RDouble.of(1e6), "big.mark=", s(",")));
        assertArrayEquals(new String[] {"1", "NA", "3"}, str("format", RDouble.of(1, RDouble.NA, 3), "trim=", RLogical.of(true)));
        assertArrayEquals(new String[] {"100000"}, str("format", RDouble.of(1e5), "scientific=", RLogical.of(false)));
        assertArrayEquals(new String[] {"1.23456e+05"}, str("format", RDouble.of(123456), "scientific=", RLogical.of(true)));
        assertArrayEquals(new String[] {"1e-03", "1e-04"}, str("format", RDouble.of(0.001, 0.0001)));
        assertArrayEquals(new String[] {"2147483648"}, str("format", RDouble.of(2147483648.0)));
    }

    @Test
    void formatLogicalsAndStrings() {
        assertArrayEquals(new String[] {" TRUE", "FALSE", "   NA"}, str("format", new RLogical(new int[] {1, 0, RLogical.NA})));
        assertArrayEquals(new String[] {"a  ", "bbb", "NA "}, str("format", s("a", "bbb", null)));
        assertArrayEquals(new String[] {"a    "}, str("format", s("a"), "width=", RInt.of(5)));
        assertArrayEquals(new String[] {"   a"}, str("format", s("a"), "justify=", s("right"), "width=", RInt.of(4)));
        assertArrayEquals(new String[] {" a ", "bbb"}, str("format", s("a", "bbb"), "justify=", s("centre")));
    }

    @Test
    void formatC() {
        assertArrayEquals(new String[] {"3.142"}, str("formatC", RDouble.of(3.14159)));
        assertArrayEquals(new String[] {"3.142"}, str("formatC", RDouble.of(3.14159), "digits=", RInt.of(3), "format=", s("f")));
        assertArrayEquals(new String[] {"00000042"}, str("formatC", RInt.of(42), "width=", RInt.of(8), "flag=", s("0")));
        assertArrayEquals(new String[] {"42      "}, str("formatC", RDouble.of(42), "width=", RInt.of(8), "flag=", s("-")));
        assertArrayEquals(new String[] {"    1", "   10", "  100"}, str("formatC", RDouble.of(1, 10, 100), "width=", RInt.of(5)));
        assertArrayEquals(new String[] {"123,456,789"},
                str("formatC", RDouble.of(123456789), "big.mark=", s(","), "format=", s("d")));
        assertArrayEquals(new String[] {"0.0000123"}, str("formatC", RDouble.of(0.000012345), "digits=", RInt.of(3), "format=", s("fg")));
        assertArrayEquals(new String[] {"3.14"}, str("formatC", RDouble.of(3.14159), "digits=", RInt.of(3), "format=", s("fg")));
        assertArrayEquals(new String[] {"   a", "  bb"}, str("formatC", s("a", "bb"), "width=", RInt.of(4)));
        assertArrayEquals(new String[] {"a   ", "bb  "}, str("formatC", s("a", "bb"), "width=", RInt.of(-4)));
        assertArrayEquals(new String[] {"1.00e+06"}, str("formatC", RDouble.of(1e6), "format=", s("e"), "digits=", RInt.of(2)));
        assertArrayEquals(new String[] {"1.2e+02"}, str("formatC", RDouble.of(123.456), "format=", s("g"), "digits=", RInt.of(2)));
        assertArrayEquals(new String[] {"    -5"}, str("formatC", RDouble.of(-5), "width=", RInt.of(6), "flag=", s(" ")));
        assertArrayEquals(new String[] {"-1", "+1"}, str("formatC", RDouble.of(-1, 1), "flag=", s("+")));
        assertArrayEquals(new String[] {"  Inf"}, str("formatC", RDouble.of(Double.POSITIVE_INFINITY), "width=", RInt.of(5)));
        assertArrayEquals(new String[] {" 0.1"}, str("formatC", RDouble.of(0.1), "digits=", RInt.of(3)));
    }

    @Test
    void prettyNumAndToString() {
        assertArrayEquals(new String[] {"1,234,567"}, str("prettyNum", RDouble.of(1234567), "big.mark=", s(",")));
        assertArrayEquals(new String[] {"123,456", "1,234"}, str("prettyNum", RDouble.of(123456, 1234), "big.mark=", s(",")));
        assertArrayEquals(new String[] {"1, 2, 3, 4, 5"}, str("toString", RInt.range(1, 5)));
        assertArrayEquals(new String[] {"a, b"}, str("toString", s("a", "b")));
    }
}
