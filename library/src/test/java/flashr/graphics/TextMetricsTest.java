package flashr.graphics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import flashr.eval.Session;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.awt.font.FontRenderContext;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Text measured on the png and svg devices as GNU R 4.2.2's cairo devices measure it (widths in whole
 * pixels of kerned, ligated glyph advances), compared with R's figures on a Linux machine whose
 * "sans" font is DejaVu Sans. Where the JDK's sans font is another the figures cannot agree, and the
 * tests are skipped. The pdf device's figures are in the golden script graphics/text-widths.R.
 */
class TextMetricsTest {
    @TempDir
    Path dir;

    private static final String STRINGS = "c('Alabama', 'Hello World', 'AV', 'To', 'Wa', 'x', 'fi', '1.5e+10', 'Yo, ff', "
            + "'Mississippi', '0.0', 'WWWWWWWWWW', 'iiiiiiiiii')";

    /** Runs R code in the temporary directory; what it prints. */
    private String run(String code) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        Session s = new Session(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        int status = s.runScript("setwd('" + dir.toString().replace("\\", "/") + "')\n" + code, "test.R");
        assertEquals(0, status, () -> "script failed: " + err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The numbers a script's cat() wrote. */
    private double[] numbers(String code) {
        return Arrays.stream(run(code).trim().split("\\s+")).mapToDouble(Double::parseDouble).toArray();
    }

    /** Whether the JDK's logical sans font is DejaVu Sans (their advances agree). */
    private static boolean sansIsDejaVu() {
        if (!Arrays.asList(GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames()).contains("DejaVu Sans")) return false;
        FontRenderContext frc = new FontRenderContext(null, true, true);
        String probe = "Alabama Wavy 1.5e+10";
        return new Font(Font.SANS_SERIF, Font.PLAIN, 100).getStringBounds(probe, frc).getWidth()
                == new Font("DejaVu Sans", Font.PLAIN, 100).getStringBounds(probe, frc).getWidth();
    }

    private void assertPixels(double[] expected, String device, double pixelsPerInch, String what) {
        double[] got = numbers(device + "; plot.new(); cat(" + what + " * " + pixelsPerInch + "); invisible(dev.off())");
        assertEquals(Arrays.toString(expected), Arrays.toString(Arrays.stream(got).map(Math::rint).toArray()), what);
        for (double g : got) assertEquals(Math.rint(g), g, 1e-9, "a whole number of pixels");
    }

    @Test
    void pngWidthsInEachFaceAreRsToThePixel() {
        assumeTrue(sansIsDejaVu(), "the JDK's sans font is not DejaVu Sans");
        double[][] byFace = {
            {52, 67, 15, 12, 18, 7, 8, 53, 29, 62, 20, 120, 30},
            {59, 78, 17, 15, 21, 8, 9, 55, 35, 74, 21, 130, 40},
            {52, 68, 16, 13, 18, 7, 8, 53, 30, 62, 20, 120, 30},
            {59, 78, 17, 15, 20, 8, 9, 55, 34, 74, 21, 130, 40}};
        for (int face = 1; face <= 4; face++) {
            assertPixels(byFace[face - 1], "png('a.png')", 72, "strwidth(" + STRINGS + ", 'inches', font = " + face + ")");
        }
    }

    @Test
    void pngWidthsAtOtherSizesAndResolutions() {
        assumeTrue(sansIsDejaVu(), "the JDK's sans font is not DejaVu Sans");
        assertPixels(new double[] {44, 56, 13, 10, 15, 6, 6, 41, 24, 53, 15, 100, 30}, "png('a.png')", 72,
                "strwidth(" + STRINGS + ", 'inches', cex = 0.83)");
        // at 20.4 pixels a glyph's advance sits near half a pixel: shaping at an exact size keeps R's rounding
        assertPixels(new double[] {92, 116, 27, 21, 32, 12, 13, 88, 48, 112, 32, 200, 60}, "png('a.png')", 72,
                "strwidth(" + STRINGS + ", 'inches', cex = 1.7)");
        assertPixels(new double[] {109, 142, 33, 26, 38, 15, 16, 108, 60, 134, 40, 250, 70},
                "png('a.png', width = 800, height = 800, res = 150)", 150, "strwidth(" + STRINGS + ", 'inches')");
        assertPixels(new double[] {9, 9}, "png('a.png')", 72, "strheight(c('Alabama', 'x'), 'inches')");
        assertPixels(new double[] {0}, "png('a.png')", 72, "strwidth('', 'inches')");
    }

    @Test
    void svgMeasuresInWholePoints() {
        assumeTrue(sansIsDejaVu(), "the JDK's sans font is not DejaVu Sans");
        assertPixels(new double[] {52, 67, 15, 12, 18, 7, 8, 53, 29, 62, 20, 120, 30}, "svg('a.svg')", 72,
                "strwidth(" + STRINGS + ", 'inches')");
        assertPixels(new double[] {9}, "svg('a.svg')", 72, "strheight('M', 'inches')");
    }
}
