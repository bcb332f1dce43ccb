package flashr.graphics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A page replayed from its display list on another device (dev.copy, replayPlot) is the page drawn on
 * that device directly: the layout is computed again for the device's size and its text metrics.
 */
class DisplayListTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
    private final Session session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    private String run(String code) {
        out.reset();
        int status = session.runScript("setwd('" + dir.toString().replace("\\", "/") + "')\n" + code, "test.R");
        assertEquals(0, status, () -> "script failed: " + err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    private BufferedImage image(String file) throws Exception {
        return ImageIO.read(dir.resolve(file).toFile());
    }

    private static int differing(BufferedImage a, BufferedImage b) {
        assertEquals(a.getWidth(), b.getWidth());
        assertEquals(a.getHeight(), b.getHeight());
        int n = 0;
        for (int y = 0; y < a.getHeight(); y++) for (int x = 0; x < a.getWidth(); x++) if (a.getRGB(x, y) != b.getRGB(x, y)) n++;
        return n;
    }

    private static final String PAGE = "layout(matrix(c(1, 1, 2, 3), 2), widths = c(2, 1))\n"
            + "plot(c(3, 1, 4, 1, 5, 9, 2, 6), type = 'b', main = 'Pi digits', col = 'blue', las = 1)\n"
            + "abline(h = 4, lty = 2); text(4, 8, 'label', adj = 0, srt = 30); mtext('margin', side = 4)\n"
            + "barplot(c(a = 3, b = 5, c = 2), col = 2:4)\n"
            + "par(mar = c(2, 2, 1, 1)); image(matrix(1:12, 3)); box(lwd = 2)\n";

    @Test
    void devCopyAndReplayPlotDrawThePageAsTheDeviceDrawsItDirectly() throws Exception {
        // the pdf device's page is transparent, and so is its copy, as R's is
        run("png('direct.png', width = 360, height = 240, bg = 'transparent')\n" + PAGE + "invisible(dev.off())");
        run("pdf(NULL); dev.control('enable')\n" + PAGE
                + "p <- recordPlot()\n"
                + "invisible(dev.copy(png, 'copied.png', width = 360, height = 240)); invisible(dev.off())\n"
                + "png('replayed.png', width = 360, height = 240); plot(1:3); replayPlot(p); invisible(dev.off())\n"
                + "invisible(dev.off())");
        BufferedImage direct = image("direct.png");
        assertEquals(0, differing(direct, image("copied.png")), "dev.copy's page");
        assertEquals(0, differing(direct, image("replayed.png")), "replayPlot's page");
        int drawn = 0;
        for (int y = 0; y < 240; y++) for (int x = 0; x < 360; x++) if ((direct.getRGB(x, y) >>> 24) != 0) drawn++;
        assertTrue(drawn > 5000, "the page was drawn: " + drawn);
    }

    @Test
    void aPageAddedToAfterTheCopyIsAddedToOnTheCopyToo() throws Exception {
        run("png('direct.png', width = 300, height = 300, bg = 'transparent'); plot(1:10); points(5, 5, pch = 19, cex = 3); invisible(dev.off())");
        run("pdf(NULL); dev.control('enable'); plot(1:10); invisible(dev.copy(png, 'copied.png', width = 300, height = 300))\n"
                + "points(5, 5, pch = 19, cex = 3); invisible(dev.off()); invisible(dev.off())");
        assertEquals(0, differing(image("direct.png"), image("copied.png")));
    }

    @Test
    void aDeviceThatRecordsNothingCopiesNothing() {
        assertEquals("FALSE FALSE", run("pdf(NULL); plot(1:10); invisible(dev.copy(png, 'blank.png')); invisible(dev.off())\n"
                + "cat(file.exists('blank.png'), dev.displaylist()); invisible(dev.off())"));
    }
}
