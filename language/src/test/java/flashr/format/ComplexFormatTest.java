package flashr.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.lang.RComplex;
import flashr.lang.RDouble;
import org.junit.jupiter.api.Test;

/** Complex numbers formatted as GNU R 4.2 prints them (values taken from R). */
class ComplexFormatTest {

    private static String[] printed(double[] re, double[] im) {
        ComplexFormat f = ComplexFormat.of(re, im, 0, re.length, 7, 0, 0, 2);
        String[] s = new String[re.length];
        for (int i = 0; i < s.length; i++) s[i] = f.encode(re[i], im[i], "NA");
        return s;
    }

    @Test
    void partsShareTheirFormatsAndTheSignSitsBetween() {
        assertEquals(java.util.List.of(" 1.0+2i", "-3.5-1i"), java.util.List.of(printed(new double[] {1, -3.5}, new double[] {2, -1})));
        assertEquals(java.util.List.of("1+10i", "1+ 2i"), java.util.List.of(printed(new double[] {1, 1}, new double[] {10, 2})));
    }

    @Test
    void roundingIsRelativeToTheLargerPart() {
        // 1e10+1i: the imaginary part is below 7 significant digits of the real one
        assertEquals("1e+10+0e+00i", printed(new double[] {1e10}, new double[] {1})[0]);
        assertEquals("0.3333333+0.1428571i", printed(new double[] {1.0 / 3}, new double[] {1.0 / 7})[0]);
    }

    @Test
    void naIsWrittenOnceAndPadded() {
        String[] s = printed(new double[] {1.5, RDouble.NA, 3}, new double[] {2, RDouble.NA, -1});
        assertEquals(java.util.List.of("1.5+2i", "    NA", "3.0-1i"), java.util.List.of(s));
    }

    @Test
    void asCharacterUsesFifteenDigits() {
        assertEquals("0.333333333333333+0i", ComplexFormat.asCharacter(1.0 / 3, 0));
        assertEquals("1+2i", RComplex.of(1, 2).getString(0));
        assertEquals(null, RComplex.na().getString(0));
    }
}
