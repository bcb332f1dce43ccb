package flashr.graphics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import flashr.eval.Session;
import flashr.graphics.devices.ScreenDevice;
import flashr.graphics.devices.ScreenWindow;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The window device: what its component paints is what the png device writes for the same plot (the
 * component painted into an image, so no display is needed), a page started after a resize takes the
 * window's size, and the default device is a window only for a person at a display.
 */
class ScreenDeviceTest {
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

    /** A window device (never shown) opened in the session as x11() would open it. */
    private ScreenDevice openScreen(int width, int height) {
        run("invisible(dev.cur())");   // the first script's end closes the devices open then
        ScreenDevice d = new ScreenDevice(width, height);
        GraphicsSession.of(session.interpreter()).open(d, GraphicsSession.SCREEN, 12, 0xFFFFFFFF, "white");
        return d;
    }

    private static BufferedImage painted(ScreenDevice d, int width, int height) {
        d.canvas().setSize(width, height);
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        d.canvas().paint(g);
        g.dispose();
        return img;
    }

    private static final String PLOT = "plot(c(3, 1, 4, 1, 5, 9, 2, 6), type = 'b', main = 'Pi digits', col = 'blue')\n"
            + "abline(h = 4, lty = 2); text(4, 8, 'label', adj = 0)\n"
            + "legend('topleft', legend = c('digits', 'mean'), lty = 1:2, pch = c(1, NA), bg = 'grey90')\n";

    @Test
    void theWindowPaintsWhatThePngDeviceWrites() throws Exception {
        run("png('p.png', width = 480, height = 400)\n" + PLOT + "invisible(dev.off())");
        BufferedImage png = ImageIO.read(dir.resolve("p.png").toFile());
        ScreenDevice d = openScreen(480, 400);
        run(PLOT);
        assertEquals("X11cairo", run("cat(names(dev.cur()))"));
        BufferedImage shown = painted(d, 480, 400);
        int differing = 0, nonWhite = 0;
        for (int y = 0; y < 400; y++) {
            for (int x = 0; x < 480; x++) {
                if (shown.getRGB(x, y) != png.getRGB(x, y)) differing++;
                if (shown.getRGB(x, y) != 0xFFFFFFFF) nonWhite++;
            }
        }
        assertEquals(0, differing, "pixels differing from the png device's");
        assertTrue(nonWhite > 2000, "the plot was painted: " + nonWhite + " pixels drawn");
        run("invisible(dev.off())");
        assertTrue(!d.isOpen());
    }

    @Test
    void aNewPageAfterAResizeTakesTheWindowsSize() {
        ScreenDevice d = openScreen(504, 504);
        assertEquals("7 7", run("plot(1); cat(round(par('din'), 4))"));
        painted(d, 720, 360);   // the window was resized: it shows the page laid out again (ScreenReplayTest)
        assertEquals("10 5", run("plot(2); cat(round(par('din'), 4))"));
        BufferedImage img = painted(d, 720, 360);
        assertEquals(0xFFFFFFFF, img.getRGB(2, 2));   // the page's background fills the resized window
        run("invisible(dev.off())");
    }

    @Test
    void closingTheWindowClosesTheDevice() {
        ScreenDevice d = openScreen(300, 300);
        assertEquals("X11cairo png \n", run("png('a.png'); invisible(dev.set(2)); plot(1); cat(names(dev.list()), '\\n')"));
        d.windowClosed();   // as the window's close button does
        assertEquals("png 3 \n", run("cat(names(dev.list()), dev.cur(), '\\n')"));
        assertTrue(!d.isOpen());
        run("invisible(dev.off())");
    }

    @Test
    void theDefaultDeviceIsAWindowOnlyForAPersonAtADisplay() {
        assertEquals(GraphicsSession.SCREEN, GraphicsSession.defaultDeviceKind(true, false));
        assertEquals("pdf", GraphicsSession.defaultDeviceKind(true, true));
        assertEquals("pdf", GraphicsSession.defaultDeviceKind(false, false));
        assertEquals("pdf", GraphicsSession.defaultDeviceKind(false, true));
    }

    @Test
    void headlessKeepsDrawingToFiles() {
        assumeTrue(GraphicsEnvironment.isHeadless(), "a display is available");
        assertTrue(!ScreenWindow.available());
        GraphicsSession.of(session.interpreter()).interactive();
        assertEquals("pdf 2 \nFALSE FALSE \n", run("plot(1); cat(names(dev.cur()), dev.cur(), '\\n')\n"
                + "cat(dev.interactive(), dev.interactive(orNone = TRUE), '\\n'); invisible(dev.off())"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("Plotting to "), "the prompt is told which file");
        assertEquals("unable to start device X11cairo|unable to start device X11cairo|pdf",
                run("cat(tryCatch(x11(), error = conditionMessage), tryCatch(X11(width = 5), error = conditionMessage),"
                        + " sep = '|'); dev.new(); cat('|', names(dev.cur()), sep = ''); invisible(dev.off())"));
    }
}
