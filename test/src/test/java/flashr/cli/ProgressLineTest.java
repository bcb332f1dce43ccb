package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The progress line of long passes, on a clock the test sets. */
class ProgressLineTest {
    private static final long MS = 1_000_000L;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    private long now;

    private String screen() {
        String s = bytes.toString(StandardCharsets.UTF_8);
        bytes.reset();
        return s;
    }

    @Test
    void appearsAfterASecondRedrawsInPlaceAndIsClearedAtTheEnd() {
        ProgressLine p = new ProgressLine(out, () -> true, () -> now);
        p.passStarted(100, 8_000_000_000L);
        now = 900 * MS;
        p.progress(10, 100);
        assertEquals("", screen(), "a pass shorter than a second shows nothing");
        now = 2000 * MS;
        p.progress(40, 100);
        // 40% of 8 GB in 2 s; 60 partitions left at 20 per second
        assertEquals("\r" + ProgressLine.text(40, 100, 8_000_000_000L, 2000 * MS) + "\033[K", screen());
        now = 2100 * MS;
        p.progress(45, 100);
        assertEquals("", screen(), "redrawn a few times a second, not at every partition");
        now = 2300 * MS;
        p.progress(50, 100);
        assertTrue(screen().startsWith("\rComputing: 50/100 partitions (50%)"));
        p.passEnded();
        assertEquals("\r\033[K", screen(), "the line is cleared when the pass ends");
    }

    @Test
    void aShortPassLeavesNothing() {
        ProgressLine p = new ProgressLine(out, () -> true, () -> now);
        p.passStarted(3, 1000);
        now = 10 * MS;
        p.progress(3, 3);
        p.passEnded();
        assertEquals("", screen());
    }

    @Test
    void offWhenDisabledAtTheStartOfThePass() {
        boolean[] on = {false};
        ProgressLine p = new ProgressLine(out, () -> on[0], () -> now);
        p.passStarted(10, 1000);
        now = 5000 * MS;
        p.progress(5, 10);
        p.passEnded();
        assertEquals("", screen());
        on[0] = true;
        p.passStarted(10, 1000);
        now = 10_000 * MS;
        p.progress(5, 10);
        assertTrue(screen().startsWith("\rComputing: 5/10"));
    }

    @Test
    void textShowsPartitionsRateAndTimeLeft() {
        assertEquals("Computing: 40/100 partitions (40%), 1.6 GB/s, ETA 0:03", ProgressLine.text(40, 100, 8_000_000_000L, 2000 * MS));
        assertEquals("Computing: 0/7 partitions (0%), 0.0 GB/s, ETA ?", ProgressLine.text(0, 7, 1L << 30, 1500 * MS));
        assertEquals("1:01:01", ProgressLine.duration(3661));
        assertEquals("2:05", ProgressLine.duration(125));
    }
}
