package flashr.graphics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import flashr.graphics.devices.ScreenDevice;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A resized window lays its page out again by replaying the page's display list, as R's window device
 * does: a page drawn at size A and shown at size B paints as the same page drawn at B directly, both
 * as the window's own replay (before the interpreter draws again) and once the interpreter has taken
 * the new size, when what it adds is laid out for B. The component is painted into an image, so no
 * display is needed.
 */
class ScreenReplayTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
    private final Session session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    private String run(String code) {
        out.reset();
        int status = session.runScript(code, "test.R");
        assertEquals(0, status, () -> "script failed: " + err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    /** A window device (never shown) opened in the session as x11() would open it, shown at its size. */
    private ScreenDevice openScreen(int width, int height) {
        run("invisible(dev.cur())");   // the first script's end closes the devices open then
        ScreenDevice d = new ScreenDevice(width, height);
        GraphicsSession.of(session.interpreter()).open(d, GraphicsSession.SCREEN, 12, 0xFFFFFFFF, "white");
        d.canvas().setSize(width, height);
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

    private static int differing(BufferedImage a, BufferedImage b) {
        return differingOutside(a, b, new double[0]);
    }

    /** Pixels differing outside the boxes, each {x0, x1, y0, y1} in pixels (a pixel's margin for smoothing). */
    private static int differingOutside(BufferedImage a, BufferedImage b, double[] boxes) {
        int n = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) == b.getRGB(x, y)) continue;
                boolean inside = false;
                for (int k = 0; k + 3 < boxes.length; k += 4) {
                    inside |= x >= Math.min(boxes[k], boxes[k + 1]) - 2 && x <= Math.max(boxes[k], boxes[k + 1]) + 2
                            && y >= Math.min(boxes[k + 2], boxes[k + 3]) - 2 && y <= Math.max(boxes[k + 2], boxes[k + 3]) + 2;
                }
                if (!inside) n++;
            }
        }
        return n;
    }

    private static int nonWhite(BufferedImage a) {
        int n = 0;
        for (int y = 0; y < a.getHeight(); y++) for (int x = 0; x < a.getWidth(); x++) if (a.getRGB(x, y) != 0xFFFFFFFF) n++;
        return n;
    }

    private static final String PLOT = "par(mfrow = c(1, 2), mar = c(4, 4, 2, 1))\n"
            + "plot(c(3, 1, 4, 1, 5, 9, 2, 6), type = 'b', main = 'Pi digits', col = 'blue')\n"
            + "abline(h = 4, lty = 2); text(4, 8, 'label', adj = 0); mtext('margin', side = 4)\n"
            + "hist(c(1, 2, 2, 3, 3, 3, 4, 4, 5), col = 'grey80', main = NULL)\n";

    /** The same page drawn directly at width by height. */
    private BufferedImage drawnAt(int width, int height, String code) {
        ScreenDevice d = openScreen(width, height);
        run(code);
        BufferedImage img = painted(d, width, height);
        run("invisible(dev.off())");
        return img;
    }

    @Test
    void aResizedWindowPaintsThePageLaidOutForItsNewSize() {
        BufferedImage direct = drawnAt(720, 360, PLOT);
        ScreenDevice d = openScreen(480, 480);
        run(PLOT);
        BufferedImage before = painted(d, 480, 480);
        BufferedImage replayed = painted(d, 720, 360);   // the window's own replay, the interpreter idle
        assertTrue(nonWhite(replayed) > 5000, "the page was painted: " + nonWhite(replayed));
        assertEquals(0, differing(direct, replayed), "pixels differing from the page drawn at 720 x 360");
        assertEquals(0, differing(replayed, painted(d, 720, 360)), "painted again from the replay kept");
        // the interpreter takes the new size at its next graphics call: R's par reports the replayed layout
        assertEquals("10 5 | 1 2", run("cat(par('din'), '|', par('mfrow'))"));
        assertEquals(0, differing(direct, painted(d, 720, 360)), "the interpreter's replay paints the same");
        painted(d, 480, 480);
        assertEquals("6.6667 6.6667", run("cat(round(par('din'), 4))"));
        assertEquals(0, differing(before, painted(d, 480, 480)), "back to the first size, the first picture");
        run("invisible(dev.off())");
    }

    private static double[] numbers(String s) {
        return java.util.Arrays.stream(s.trim().split("\\s+")).mapToDouble(Double::parseDouble).toArray();
    }

    /** A legend's box (R's legend()$rect) in device pixels, as the plot is laid out now. */
    private static final String BOX_IN_PIXELS = "cat(grconvertX(c(r$left, r$left + r$w), 'user', 'device'),"
            + " grconvertY(c(r$top, r$top - r$h), 'user', 'device'))";
    private static final String LEGEND = "plot(1:10); r <- legend('topright', legend = c('one', 'two'), lty = 1:2, bg = 'grey90')$rect\n";

    @Test
    void aLegendKeepsTheBoxItWasSizedFor() {
        // legend() sizes its box in user coordinates from the text's width then: R's replay draws that box
        // at the new size, so the replayed legend differs from one drawn at that size, and only there
        ScreenDevice direct = openScreen(720, 360);
        double[] boxes = numbers(run(LEGEND + BOX_IN_PIXELS) + " " + "0 0 0 0");
        BufferedImage drawn = painted(direct, 720, 360);
        run("invisible(dev.off())");
        ScreenDevice d = openScreen(480, 480);
        run(LEGEND);
        BufferedImage replayed = painted(d, 720, 360);
        double[] recorded = numbers(run(BOX_IN_PIXELS));   // the box recorded at 480 x 480, laid out at 720 x 360
        System.arraycopy(recorded, 0, boxes, 4, 4);
        assertTrue(differing(drawn, replayed) > 0, "the legend's box was sized for 480 x 480");
        assertEquals(0, differingOutside(drawn, replayed, boxes), "pixels differing outside the legends");
        run("invisible(dev.off())");
    }

    @Test
    void whatIsAddedAfterAResizeIsLaidOutForTheNewSize() {
        String more = "points(c(2, 4), c(2, 4), pch = 19, col = 'red'); title(sub = 'added')\n";
        BufferedImage direct = drawnAt(600, 400, "plot(1:10)\n" + more);
        ScreenDevice d = openScreen(400, 400);
        run("plot(1:10)");
        painted(d, 600, 400);
        run(more);
        assertEquals(0, differing(direct, painted(d, 600, 400)));
        run("invisible(dev.off())");
    }

    @Test
    void aWindowTooSmallForTheMarginsShowsABlankPageAndRecovers() {
        ScreenDevice d = openScreen(400, 400);
        run("plot(1:10)");
        BufferedImage before = painted(d, 400, 400);
        assertEquals(0, nonWhite(painted(d, 40, 40)), "figure margins too large at 40 x 40: R's replay stops there");
        assertEquals(0, differing(before, painted(d, 400, 400)));
        painted(d, 40, 40);
        assertEquals("0.5556 0.5556", run("cat(round(par('din'), 4))"));   // the interpreter's replay stopped too
        painted(d, 400, 400);
        assertEquals("5.5556 5.5556", run("cat(round(par('din'), 4))"));   // and the whole list replays again
        assertEquals(0, differing(before, painted(d, 400, 400)));
        run("invisible(dev.off())");
    }

    @Test
    void theWindowReplaysWhileTheInterpreterDrawsWithoutRacingIt() throws Exception {
        String pages = "for (i in 1:15) { plot(sin(1:200 / (5 + i)), type = 'l', main = i); points(1:20, cos(1:20), col = i) }\n";
        BufferedImage direct = drawnAt(400, 400, pages);
        ScreenDevice d = openScreen(400, 400);
        java.util.concurrent.atomic.AtomicReference<Throwable> failure = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicBoolean done = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.concurrent.atomic.AtomicInteger paints = new java.util.concurrent.atomic.AtomicInteger();
        // Swing's painting at other sizes than the canvas's (so the interpreter sees no resize): replays only
        java.lang.reflect.Method paint = ScreenDevice.class.getDeclaredMethod("paint", Graphics2D.class, int.class, int.class);
        paint.setAccessible(true);
        Thread window = new Thread(() -> {
            try {
                BufferedImage img = new BufferedImage(500, 500, BufferedImage.TYPE_INT_ARGB);
                for (int k = 0; !done.get(); k++) {
                    Graphics2D g = img.createGraphics();
                    paint.invoke(d, g, k % 2 == 0 ? 500 : 300, k % 2 == 0 ? 300 : 500);
                    g.dispose();
                    paints.incrementAndGet();
                }
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        window.start();
        run(pages);
        done.set(true);
        window.join();
        assertEquals(null, failure.get());
        assertTrue(paints.get() > 0, "the window painted while the interpreter drew");
        assertEquals(0, differing(direct, painted(d, 400, 400)), "the page the interpreter drew, at its size");
        run("invisible(dev.off())");
    }
}
