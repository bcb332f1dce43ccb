package flashr.graphics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The postscript device's files: R's DSC structure (header comments before the prolog, one
 * %%Page per page, the trailer's count), drawing inside the bounding box, EPS files per page, and
 * an X-spline drawn as one polyline through its computed points.
 */
class PostScriptDeviceTest {
    @TempDir
    Path dir;

    private String run(String code) {
        return ScriptsInDirectory.run(dir, code);
    }

    @Test
    void pagesAndCommentsFollowTheDocumentStructuringConventions() throws Exception {
        run("postscript('a.ps'); plot(1:10); hist(rnorm(50)); plot.new(); invisible(dev.off())");
        List<String> lines = Files.readAllLines(dir.resolve("a.ps"), StandardCharsets.ISO_8859_1);
        assertEquals("%!PS-Adobe-3.0", lines.get(0));
        int end = lines.indexOf("%%EndComments"), prolog = lines.indexOf("%%EndProlog");
        assertTrue(end > 0 && prolog > end, "comments, then the prolog");
        for (int p = 1; p <= 3; p++) assertTrue(lines.indexOf("%%Page: " + p + " " + p) > prolog, "page " + p);
        assertEquals(List.of("%%Trailer", "%%Pages: 3", "%%EOF"), lines.subList(lines.size() - 3, lines.size()));
        assertEquals(3, lines.stream().filter(l -> l.equals("bp")).count());
        assertEquals(3, lines.stream().filter(l -> l.equals("ep")).count());
        // every absolute point lies on the a4 paper turned to landscape
        for (String l : lines) {
            if (!l.endsWith(" m") || l.startsWith("/")) continue;
            String[] xy = l.trim().split(" ");
            double x = Double.parseDouble(xy[0]), y = Double.parseDouble(xy[1]);
            assertTrue(x >= 0 && x <= 842 && y >= 0 && y <= 595, l);
        }
    }

    @Test
    void epsFilesHoldOnePageEach() throws Exception {
        run("setEPS(); postscript('p%d.eps', width = 3, height = 2); plot(1); plot(2); invisible(dev.off()); setPS()");
        for (String f : List.of("p1.eps", "p2.eps")) {
            List<String> lines = Files.readAllLines(dir.resolve(f), StandardCharsets.ISO_8859_1);
            assertEquals("%!PS-Adobe-3.0 EPSF-3.0", lines.get(0));
            assertTrue(lines.contains("%%BoundingBox: 0 0 216 144"), f);
            assertTrue(lines.contains("%%Pages: 1"), f);
        }
    }

    @Test
    void xsplineDrawsItsPointsAsOneLine() throws Exception {
        String out = run("postscript('x.eps', onefile = FALSE, paper = 'special', width = 5, height = 5, horizontal = FALSE)\n"
                + "plot(c(0, 10), c(0, 10), type = 'n', axes = FALSE, ann = FALSE)\n"
                + "p <- xspline(c(1, 3, 5, 8, 9), c(2, 8, 3, 9, 1), shape = 1, draw = FALSE)\n"
                + "xspline(c(1, 3, 5, 8, 9), c(2, 8, 3, 9, 1), shape = 1, border = 'red'); cat(length(p$x)); invisible(dev.off())");
        int n = Integer.parseInt(out.trim());
        List<String> lines = Files.readAllLines(dir.resolve("x.eps"), StandardCharsets.ISO_8859_1);
        assertTrue(lines.contains("1 0 0 srgb"), "drawn in red");
        int start = lines.indexOf("np"), stop = lines.subList(start, lines.size()).indexOf("o") + start;
        assertEquals(n - 1, stop - start - 2, "one segment between each pair of the spline's points");
    }
}
