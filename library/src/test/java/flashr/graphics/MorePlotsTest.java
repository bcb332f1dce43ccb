package flashr.graphics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the plots ported from R's graphics code and the raster and path primitives draw: images as
 * SVG images and PDF image objects, paths with their fill rule, filled contours as coloured cells,
 * figure regions from par(fig) and split screens, and a valid file from each plot.
 */
class MorePlotsTest {
    @TempDir
    Path dir;

    private String run(String code) {
        return ScriptsInDirectory.run(dir, code);
    }

    private static int count(String s, String part) {
        int k = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) k++;
        return k;
    }

    @Test
    void rasterImageDrawsOneImagePerRectangleOnEveryDevice() throws Exception {
        String draw = "plot(c(0, 10), c(0, 10), type = 'n'); r <- as.raster(matrix(hcl.colors(12), 3, 4))\n"
                + "rasterImage(r, c(1, 6), 1, c(5, 9), 4, interpolate = FALSE); invisible(dev.off())\n";
        run("svg('r.svg', 5, 5); " + draw + "pdf('r.pdf', 5, 5); " + draw + "png('r.png', 400, 400); " + draw);
        String svg = Files.readString(dir.resolve("r.svg"));
        assertEquals(2, count(svg, "<image"), "one image per rectangle");
        try (PDDocument d = Loader.loadPDF(dir.resolve("r.pdf").toFile())) {
            int images = 0;
            for (var name : d.getPage(0).getResources().getXObjectNames()) images++;
            assertTrue(images >= 1, "the page draws an image object");
        }
        // the raster's first pixel (top left) is hcl.colors(12)[1], drawn at user (1, 4)
        String top = run("png('q.png', 400, 400); plot(c(0, 10), c(0, 10), type = 'n')\n"
                + "rasterImage(as.raster(matrix(hcl.colors(12), 3, 4)), 1, 1, 5, 4, interpolate = FALSE)\n"
                + "cat(round(grconvertX(1.2, 'user', 'device')), round(grconvertY(3.8, 'user', 'device')), hcl.colors(12)[1]); invisible(dev.off())");
        String[] parts = top.trim().split(" ");
        BufferedImage im = ImageIO.read(dir.resolve("q.png").toFile());
        int rgb = im.getRGB(Integer.parseInt(parts[0]), Integer.parseInt(parts[1])) & 0xFFFFFF;
        assertEquals(Integer.parseInt(parts[2].substring(1, 7), 16), rgb);
    }

    @Test
    void polypathFillsByItsRule() throws Exception {
        run("svg('p.svg', 5, 5); plot(c(0, 10), c(0, 10), type = 'n')\n"
                + "polypath(c(1, 9, 9, 1, NA, 3, 7, 7, 3), c(1, 1, 9, 9, NA, 3, 3, 7, 7), col = 'grey', rule = 'evenodd')\n"
                + "invisible(dev.off())\n"
                + "png('p.png', 400, 400); plot(c(0, 10), c(0, 10), type = 'n')\n"
                + "polypath(c(1, 9, 9, 1, NA, 3, 7, 7, 3), c(1, 1, 9, 9, NA, 3, 3, 7, 7), col = 'red', rule = 'evenodd')\n"
                + "x <- round(grconvertX(c(5, 2), 'user', 'device')); y <- round(grconvertY(5, 'user', 'device'))\n"
                + "cat(x, y, file = 'xy.txt'); invisible(dev.off())");
        String svg = Files.readString(dir.resolve("p.svg"));
        assertTrue(svg.matches("(?s).*d='M[^']*Z[^']*M[^']*Z'.*"), "both sub-paths in one path");
        String[] xy = Files.readString(dir.resolve("xy.txt")).trim().split(" ");
        BufferedImage im = ImageIO.read(dir.resolve("p.png").toFile());
        int y = Integer.parseInt(xy[2]);
        assertEquals(0xFFFFFF, im.getRGB(Integer.parseInt(xy[0]), y) & 0xFFFFFF, "the inner square is a hole");
        assertEquals(0xFF0000, im.getRGB(Integer.parseInt(xy[1]), y) & 0xFFFFFF, "between the squares is filled");
    }

    @Test
    void filledContourFillsTheBandsWithTheirColours() throws Exception {
        String out = run("png('f.png', 400, 400); x <- 1:20; z <- outer(x, x, '+')\n"
                + "plot.new(); plot.window(c(1, 20), c(1, 20), xaxs = 'i', yaxs = 'i')\n"
                + ".filled.contour(x, x, z, c(0, 20, 41), c('red', 'blue'))\n"
                + "cat(round(grconvertX(c(3.5, 18.5), 'user', 'device')), round(grconvertY(c(3.5, 18.5), 'user', 'device'))); invisible(dev.off())");
        int[] v = java.util.Arrays.stream(out.trim().split(" ")).mapToInt(Integer::parseInt).toArray();
        BufferedImage im = ImageIO.read(dir.resolve("f.png").toFile());
        assertEquals(0xFF0000, im.getRGB(v[0], v[2]) & 0xFFFFFF, "z = 7 lies in the first band");
        assertEquals(0x0000FF, im.getRGB(v[1], v[3]) & 0xFFFFFF, "z = 37 lies in the second band");
    }

    @Test
    void parFigAndSplitScreensPlaceFiguresAsR() {
        String out = run("pdf(NULL); par(fig = c(0, 0.5, 0.5, 1)); plot(1); cat(par('fig'), '\\n')\n"
                + "split.screen(c(2, 1)) -> s; screen(2); plot(2); cat(par('fig'), '\\n'); close.screen(all.screens = TRUE)\n"
                + "invisible(dev.off())");
        assertEquals("0 0.5 0.5 1 \n0 1 0 0.5 \n", out);
    }

    @Test
    void everyPortedPlotWritesAValidFile() throws Exception {
        String[] calls = {"mosaicplot(Titanic, color = TRUE)", "mosaicplot(~ Sex + Survived, data = Titanic, shade = TRUE)",
            "assocplot(HairEyeColor[, , 1])", "fourfoldplot(UCBAdmissions[, , 1:4])", "coplot(lat ~ long | depth, data = quakes)",
            "coplot(breaks ~ 1:54 | wool * tension, data = warpbreaks, panel = panel.smooth)", "cdplot(factor(am) ~ mpg, data = mtcars)",
            "spineplot(factor(am) ~ mpg, data = mtcars)", "plot.design(warpbreaks)", "stars(mtcars[1:9, 1:7], key.loc = c(14, 2))",
            "stars(mtcars[1:4, 1:5], draw.segments = TRUE)", "filled.contour(volcano, color.palette = terrain.colors)",
            "smoothScatter(rnorm(500), rnorm(500))", "plot(as.raster(matrix(runif(12), 3)))",
            "d <- as.Date('2020-01-01') + 0:100; plot(d, seq_along(d)); hist(d, 'weeks')",
            "split.screen(c(1, 2)); screen(2); plot(1:3); close.screen(all.screens = TRUE)"};
        StringBuilder code = new StringBuilder("set.seed(1)\n");
        for (int i = 0; i < calls.length; i++)
            code.append("png('f").append(i).append(".png', 300, 300); ").append(calls[i]).append("; invisible(dev.off())\n");
        run(code.toString());
        for (int i = 0; i < calls.length; i++) {
            BufferedImage im = ImageIO.read(dir.resolve("f" + i + ".png").toFile());
            assertNotNull(im, calls[i]);
            assertEquals(300, im.getWidth(), calls[i]);
        }
    }
}
