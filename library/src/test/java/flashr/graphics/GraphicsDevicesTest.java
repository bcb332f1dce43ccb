package flashr.graphics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The devices write valid files of the size asked for (PNG and JPEG decoded back, SVG parsed as XML,
 * PDF opened by PDFBox), a script with no device open writes Rplots.pdf, and what plots draw has R's
 * structure: the points and tick labels of plot(1:10), the bars of hist and barplot.
 */
class GraphicsDevicesTest {
    @TempDir
    Path dir;

    /** Runs R code with the temporary directory as working directory; fails on an R error. */
    private String run(String code) {
        return ScriptsInDirectory.run(dir, code);
    }

    private static String quoted(String s) {
        return ScriptsInDirectory.quoted(s);
    }

    private Document svg(String file) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(false);
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return f.newDocumentBuilder().parse(dir.resolve(file).toFile());
    }

    private static List<String> texts(Document d) {
        List<String> out = new ArrayList<>();
        NodeList n = d.getElementsByTagName("text");
        for (int i = 0; i < n.getLength(); i++) out.add(n.item(i).getTextContent().trim());
        return out;
    }

    private static int count(Document d, String... tags) {
        int k = 0;
        for (String t : tags) k += d.getElementsByTagName(t).getLength();
        return k;
    }

    @Test
    void pngAndJpegDecodeToTheRequestedSize() throws Exception {
        run("png('a.png', width = 300, height = 200); plot(1:10); dev.off()\n"
                + "jpeg('b.jpg', width = 320, height = 240, quality = 90); hist(rnorm(100)); dev.off()\n"
                + "png('c.png', width = 4, height = 3, units = 'in', res = 100); barplot(1:3); invisible(dev.off())");
        BufferedImage a = ImageIO.read(dir.resolve("a.png").toFile());
        assertEquals(300, a.getWidth());
        assertEquals(200, a.getHeight());
        BufferedImage b = ImageIO.read(dir.resolve("b.jpg").toFile());
        assertEquals(320, b.getWidth());
        assertEquals(240, b.getHeight());
        BufferedImage c = ImageIO.read(dir.resolve("c.png").toFile());
        assertEquals(400, c.getWidth());
        assertEquals(300, c.getHeight());
        // something was drawn: the image is not one colour
        int first = a.getRGB(0, 0);
        boolean varied = false;
        for (int y = 0; y < a.getHeight() && !varied; y += 3)
            for (int x = 0; x < a.getWidth() && !varied; x += 3) varied = a.getRGB(x, y) != first;
        assertTrue(varied);
    }

    @Test
    void pngFilePatternWritesOneFilePerPage() throws Exception {
        run("png('p%02d.png', width = 200, height = 200); plot(1); plot(2); plot(3); invisible(dev.off())");
        for (int i = 1; i <= 3; i++) assertNotNull(ImageIO.read(dir.resolve(String.format("p%02d.png", i)).toFile()));
        assertFalse(Files.exists(dir.resolve("p04.png")));
    }

    @Test
    void svgOfPlotHasTenPointsAndRsTickLabels() throws Exception {
        run("svg('p.svg', width = 7, height = 7); plot(1:10); invisible(dev.off())");
        Document d = svg("p.svg");
        assertEquals(504, Double.parseDouble(((Element) d.getElementsByTagName("svg").item(0)).getAttribute("width").replace("pt", "")), 1e-9);
        assertEquals(10, count(d, "ellipse", "circle"), "one mark per point");
        List<String> t = texts(d);
        for (String label : new String[] {"2", "4", "6", "8", "10", "Index", "1:10"}) assertTrue(t.contains(label), label + " in " + t);
        assertFalse(t.contains("0"), "no tick outside the data range's extension");
    }

    @Test
    void contourLabelsEachLineOnceInItsGap() throws Exception {
        // rings around a peak: one line per level, each labelled once, with the line broken for the label
        run("svg('c.svg', 6, 6); g <- seq(-3, 3, length.out = 41); z <- outer(g, g, function(a, b) a^2 + b^2)\n"
                + "contour(g, g, z, levels = c(1, 2, 4), axes = FALSE, frame.plot = FALSE, col = 'red'); invisible(dev.off())\n"
                + "stopifnot(length(contourLines(g, g, z, levels = c(1, 2, 4))) == 3L)");
        Document d = svg("c.svg");
        List<String> t = texts(d);
        for (String label : new String[] {"1", "2", "4"}) {
            assertEquals(1, t.stream().filter(s -> s.strip().equals(label)).count(), label + " once in " + t);
        }
        // each ring is drawn as two pieces (before and after its label) or one piece and a filler
        String doc = Files.readString(dir.resolve("c.svg"));
        assertTrue(countOccurrences(doc, "rgb(255,0,0)") >= 3 + 6, "line pieces and labels in red");
    }

    @Test
    void histDrawsOneBarPerBinOfRsBreaks() throws Exception {
        run("svg('h.svg'); h <- hist(c(1, 2, 2, 3, 3, 3, 4, 4, 5, 7, 8), main = 'H'); invisible(dev.off())\n"
                + "stopifnot(identical(h$breaks, as.numeric(1:8)))");
        Document d = svg("h.svg");
        List<String> t = texts(d);
        // x axis at R's breaks 1..8; frequencies 0..3 with no ticks between whole numbers
        for (String label : new String[] {"1", "2", "3", "4", "5", "6", "7", "8", "0", "H", "Frequency"}) assertTrue(t.contains(label), label);
        assertFalse(t.contains("0.5"));
        assertFalse(t.contains("2.5"));
        // a light gray bar for each of the six bins that hold values (the seventh, 5 to 6, is empty)
        String doc = Files.readString(dir.resolve("h.svg"));
        assertEquals(6, countOccurrences(doc, "rgb(211,211,211)"), "one filled bar per nonempty bin");
    }

    @Test
    void barplotOnALogAxisDrawsEveryBar() throws Exception {
        // R stands the bars on 0.9 of the lowest one (or ylim's lower end): a base of 0 is -Inf on the axis
        run("svg('b.svg'); barplot(c(1, 10, 100), log = 'y', col = 'red'); invisible(dev.off())\n"
                + "svg('s.svg'); barplot(matrix(c(1, 10, 100, 1000), 2), log = 'y', col = c('red', 'blue')); invisible(dev.off())");
        assertEquals(3, countOccurrences(Files.readString(dir.resolve("b.svg")), "rgb(255,0,0)"), "three bars");
        String stacked = Files.readString(dir.resolve("s.svg"));
        assertEquals(2, countOccurrences(stacked, "rgb(255,0,0)"), "a lower segment per column");
        assertEquals(2, countOccurrences(stacked, "rgb(0,0,255)"), "an upper segment per column");
        assertTrue(run("cat(tryCatch(barplot(c(0, 1), log = 'y'), error = conditionMessage))")
                .contains("log scale error: at least one 'height + offset' value <= 0"));
    }

    private static int countOccurrences(String s, String what) {
        int k = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) k++;
        return k;
    }

    @Test
    void pdfHoldsEveryPageAndItsText() throws Exception {
        run("pdf('a.pdf', width = 5, height = 4); plot(1:3, main = 'First'); plot(3:1, main = 'Second page'); invisible(dev.off())");
        try (PDDocument doc = Loader.loadPDF(dir.resolve("a.pdf").toFile())) {
            assertEquals(2, doc.getNumberOfPages());
            assertEquals(5 * 72, doc.getPage(0).getMediaBox().getWidth(), 0.01);
            assertEquals(4 * 72, doc.getPage(0).getMediaBox().getHeight(), 0.01);
            String text = new PDFTextStripper().getText(doc);
            assertTrue(text.contains("First"), text);
            assertTrue(text.contains("Second page"), text);
        }
    }

    @Test
    void pdfKeepsOneGraphicsStatePerAlphaOnAPage() throws Exception {
        // pdfbox finds a page's resources by a linear search: a state per change made pie(1:3000) quadratic
        run("pdf('alpha.pdf'); plot(1:10); for (i in 1:300) rect(0, 0, i, i, col = rgb(1, 0, 0, 0.5),"
                + " border = rgb(0, 0, 1, (i %% 3) / 3)); plot(1:2); rect(1, 1, 2, 2, col = rgb(0, 1, 0, 0.25)); invisible(dev.off())");
        try (PDDocument doc = Loader.loadPDF(dir.resolve("alpha.pdf").toFile())) {
            int first = 0;
            for (var name : doc.getPage(0).getResources().getExtGStateNames()) first++;
            int second = 0;
            for (var name : doc.getPage(1).getResources().getExtGStateNames()) second++;
            // page 1: fill 0.5 and 1, borders 0, 1/3, 2/3 and 1 -> at most six; page 2 starts afresh
            assertTrue(first >= 3 && first <= 6, "graphics states on page 1: " + first);
            assertTrue(second >= 1 && second <= 3, "graphics states on page 2: " + second);
        }
    }

    @Test
    void pdfDrawsGreekAndMathSignsInTheSymbolFont() throws Exception {
        run("pdf('g.pdf'); plot(1:3, main = expression(alpha^2 <= sum(beta[i], i, n))); text(2, 2, 'theta = \u03b8'); invisible(dev.off())");
        try (PDDocument doc = Loader.loadPDF(dir.resolve("g.pdf").toFile())) {
            List<String> fonts = new ArrayList<>();
            for (var name : doc.getPage(0).getResources().getFontNames()) fonts.add(doc.getPage(0).getResources().getFont(name).getName());
            assertTrue(fonts.contains("Symbol") && fonts.contains("Helvetica"), fonts.toString());
            String text = new PDFTextStripper().getText(doc);
            for (String s : new String[] {"\u03b1", "\u2264", "\u2211", "\u03b2", "theta =", "\u03b8"}) assertTrue(text.contains(s), s + " in " + text);
            assertFalse(text.contains("?"), text);
        }
    }

    @Test
    void pngLineWidthsAndImageCellsAreRsCairoPngs() throws Exception {
        run("png('w.png', 100, 100); par(mar = c(0, 0, 0, 0)); plot.new(); plot.window(c(0, 1), c(0, 1), xaxs = 'i', yaxs = 'i')\n"
                + "abline(v = 0.3, lwd = 4); invisible(dev.off())\n"
                + "png('i.png', 100, 100); par(mar = c(0, 0, 0, 0)); image(matrix(1:12, 3), col = c('red', 'blue', 'green', 'black'), axes = FALSE)\n"
                + "invisible(dev.off())");
        BufferedImage w = ImageIO.read(dir.resolve("w.png").toFile());
        double ink = 0;
        for (int x = 0; x < 100; x++) ink += (255 - (w.getRGB(x, 50) & 0xff)) / 255.0;
        assertEquals(3.0, ink, 0.15, "lwd 4 is 4/96 inch: 3 pixels at 72 dpi, as R's png draws it");
        BufferedImage im = ImageIO.read(dir.resolve("i.png").toFile());
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int y = 0; y < 100; y++) for (int x = 0; x < 100; x++) colours.add(im.getRGB(x, y) & 0xffffff);
        assertEquals(java.util.Set.of(0xff0000, 0x0000ff, 0x00ff00, 0x000000), colours, "image's cells meet without blended seams");
    }

    @Test
    void pchDotIsRsSquareOfAHundredthOfAnInchAtLeastOneUnitWide() throws Exception {
        // R's GESymbol: a filled square of 0.01 inch times cex, at least one device unit on a side
        String window = "par(mar = c(0, 0, 0, 0)); plot.new(); plot.window(c(0, 1), c(0, 1))";
        run("svg('d.svg', 4, 4); " + window + "; points(0.5, 0.5, pch = '.'); points(0.25, 0.25, pch = '.', cex = 3)\n"
                + "par(cex = 2); points(0.75, 0.75, pch = 46, col = 'red', cex = 0.25); points(c(0.2, 0.3, 0.4), rep(0.2, 3), pch = c(-65, 66, -0x3b1))\n"
                + "invisible(dev.off())\n"
                + "png('d.png', 2, 2, units = 'in', res = 300); " + window + "; points(0.5, 0.5, pch = '.', cex = 2); invisible(dev.off())");
        NodeList rects = svg("d.svg").getElementsByTagName("rect");
        assertEquals(4, rects.getLength(), "the page and three dots");
        // as R's svg: 143.5 143.5 1 1 (0.72 pt, widened to one unit), 76.25 209.59 2.16 2.16, and 0.5 * 0.72 widened
        double[][] expected = {{143.5, 143.5, 1}, {76.2539, 209.5859, 2.16}, {210.1680, 76.8320, 1}};
        for (int i = 0; i < 3; i++) {
            Element r = (Element) rects.item(i + 1);
            assertEquals(expected[i][0], Double.parseDouble(r.getAttribute("x")), 2e-3, "x of dot " + i);
            assertEquals(expected[i][1], Double.parseDouble(r.getAttribute("y")), 2e-3, "y of dot " + i);
            assertEquals(expected[i][2], Double.parseDouble(r.getAttribute("width")), 1e-9, "width of dot " + i);
            assertEquals(expected[i][2], Double.parseDouble(r.getAttribute("height")), 1e-9, "height of dot " + i);
        }
        assertTrue(((Element) rects.item(3)).getAttribute("style").contains("rgb(255,0,0)"), "pch 46 is pch \".\"");
        // other codes are characters, negative ones Unicode code points
        List<String> t = texts(svg("d.svg"));
        assertEquals(List.of("A", "B", "\u03b1"), t);
        // at 300 pixels per inch and cex 2 the dot is 6 pixels on a side, as R's png draws it
        BufferedImage im = ImageIO.read(dir.resolve("d.png").toFile());
        double ink = 0;
        for (int y = 0; y < im.getHeight(); y++) for (int x = 0; x < im.getWidth(); x++) ink += (255 - (im.getRGB(x, y) & 0xff)) / 255.0;
        assertEquals(36.0, ink, 0.5, "ink of a 6 by 6 pixel square");
    }

    @Test
    void marginTextRunsPastItsFigureButTextStaysInIt() throws Exception {
        String right = "par(mfrow = c(1, 2), mar = c(2, 2, 2, 2)); plot(1); %s; plot.new(); invisible(dev.off())\n";
        run("png('m.png', 400, 200); " + right.formatted("mtext(strrep('W', 30), side = 4, line = 1, las = 1)")
                + "png('t.png', 400, 200); " + right.formatted("text(1.3, 1, strrep('W', 40), xpd = TRUE)"));
        assertTrue(darkPixels(dir.resolve("m.png"), 200, 400) > 100, "mtext drawn into the next figure, as R's png does");
        assertEquals(0, darkPixels(dir.resolve("t.png"), 200, 400), "text with xpd = TRUE clipped to its figure");
    }

    private static int darkPixels(Path png, int x0, int x1) throws Exception {
        BufferedImage im = ImageIO.read(png.toFile());
        int n = 0;
        for (int y = 0; y < im.getHeight(); y++) for (int x = x0; x < x1; x++) if ((im.getRGB(x, y) & 0xff) < 128) n++;
        return n;
    }

    @Test
    void aScriptWithNoDeviceWritesRplotsPdf() throws Exception {
        run("plot(1:5)\nhist(c(1, 2, 2))");
        try (PDDocument doc = Loader.loadPDF(dir.resolve("Rplots.pdf").toFile())) {
            assertEquals(2, doc.getNumberOfPages());
            assertEquals(7 * 72, doc.getPage(0).getMediaBox().getWidth(), 0.01);
        }
    }

    @Test
    void theReplIsToldWhereTheDefaultDeviceDraws() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        Session s = new Session(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        GraphicsSession.of(s.interpreter()).interactive();
        String setwd = "setwd(" + quoted(dir.toString()) + ")\n";
        assertEquals(0, s.runScript(setwd + "plot(1:3); lines(1:3); invisible(dev.off()); hist(1:3)", "t.R"));
        String told = err.toString(StandardCharsets.UTF_8);
        String line = "Plotting to " + dir.resolve("Rplots.pdf").toRealPath() + " (written at dev.off()";
        assertEquals(2, countOccurrences(told, line), "once each time the default device opens: " + told);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        // a script is not told (Rscript says nothing either)
        assertEquals("", run("plot(1:3)"));
    }

    @Test
    void deviceNumbersFollowR() {
        String out = run("print(dev.cur())\npng('a.png'); svg('b.svg'); print(dev.list()); print(dev.cur())\n"
                + "dev.set(2); print(dev.cur()); print(dev.off()); print(dev.off())\ngraphics.off(); print(dev.cur())");
        assertEquals("null device \n          1 \npng svg \n  2   3 \nsvg \n  3 \npng \n  2 \npng \n  2 \nsvg \n  3 \n"
                + "null device \n          1 \nnull device \n          1 \n", out);
    }

    @Test
    void legendPlacesItsEntriesInsideThePlotTopDown() {
        String out = run("png('l.png'); plot(1:10)\n"
                + "l <- legend('topleft', legend = c('a', 'b', 'c'), col = 1:3, lty = 1, pch = 1)\n"
                + "u <- par('usr')\n"
                + "stopifnot(all(diff(l$text$y) < 0), all(l$text$x > u[1]), all(l$text$y < u[4]), all(l$text$y > u[3]))\n"
                + "stopifnot(l$rect$left == u[1], l$rect$top == u[4])\n"
                + "l2 <- legend('bottomright', legend = 'z', fill = 'red')\n"
                + "stopifnot(isTRUE(all.equal(l2$rect$left + l2$rect$w, u[2])), isTRUE(all.equal(l2$rect$top - l2$rect$h, u[3])))\n"
                + "cat('ok\\n'); invisible(dev.off())");
        assertEquals("ok\n", out);
    }

    @Test
    void everyPlottingFunctionWritesAValidFile() throws Exception {
        String[] calls = {
            "plot(1:10)", "plot(1:10, (1:10)^2, type = 'l')", "plot(1:5, type = 'b')", "plot(1:5, type = 'h')",
            "plot(1:5, type = 's')", "plot(mpg ~ wt, data = mtcars)", "plot(iris[1:3])", "plot(factor(c('a', 'b', 'a')))",
            "plot(table(c(1, 1, 2)))", "plot(sin, -pi, pi)", "hist(rnorm(50))", "barplot(c(a = 1, b = 2))",
            "barplot(matrix(1:4, 2), beside = TRUE, legend.text = c('x', 'y'))", "barplot(1:3, horiz = TRUE)",
            "boxplot(len ~ supp, data = ToothGrowth)", "boxplot(list(a = 1:5, b = 2:9), horizontal = TRUE)", "pie(1:3)",
            "dotchart(c(a = 1, b = 2))", "stripchart(list(1:3, 2:5))", "pairs(iris[1:4])", "matplot(matrix(1:6, 3), type = 'l')",
            "curve(x^2, -1, 1)", "image(volcano)", "contour(volcano)", "persp(volcano, theta = 30)",
            "heatmap(as.matrix(mtcars[1:6, 1:4]))", "qqnorm(rnorm(20)); qqline(rnorm(20))", "plot(density(rnorm(30)))",
            "plot(ecdf(c(1, 3, 2)))", "plot(hclust(dist(1:5)))", "par(mfrow = c(2, 2)); plot(lm(mpg ~ wt, mtcars))",
            "plot(prcomp(USArrests))", "biplot(prcomp(USArrests))",
            "plot(1:10); lines(1:10); points(1:3); abline(h = 5, v = 2, a = 0, b = 1); segments(1, 1, 5, 5); arrows(1, 2, 3, 4);"
                + " rect(2, 2, 4, 4, col = 'red'); polygon(c(1, 2, 3), c(1, 3, 1)); text(5, 5, 'x'); mtext('m', 3); title('t');"
                + " axis(4); box('figure'); grid(); legend('top', 'a', pch = 1); rug(1:10)",
            "layout(matrix(1:3, 1)); plot(1); plot(2); plot(3)", "plot(1:10, pch = 0:9, col = rainbow(10), cex = 2)",
            "plot(1:26, pch = 0:25, bg = 'yellow')", "plot(c(1, 10, 100), log = 'y')"};
        StringBuilder code = new StringBuilder("set.seed(1)\n");
        for (int i = 0; i < calls.length; i++) {
            code.append("png('f").append(i).append(".png', width = 400, height = 400); ").append(calls[i]).append("; invisible(dev.off())\n");
        }
        run(code.toString());
        for (int i = 0; i < calls.length; i++) {
            BufferedImage im = ImageIO.read(dir.resolve("f" + i + ".png").toFile());
            assertNotNull(im, calls[i]);
            assertEquals(400, im.getWidth(), calls[i]);
            assertEquals(400, im.getHeight(), calls[i]);
        }
    }

    @Test
    void dendrogramHangsRotatedLeafLabelsBelowTheLeavesInsideTheFigure() throws Exception {
        String out = run("svg('h.svg', 5, 5); hc <- hclust(dist(c(1, 2, 4, 8, 16)))\n"
                + "plot(hc, labels = c('a', 'b', 'c', 'd', 'e'), axes = FALSE, ann = FALSE); cat(sprintf('%.17g', par('usr')), '\\n')\n"
                + "invisible(dev.off())");
        double[] usr = java.util.Arrays.stream(out.trim().split(" ")).mapToDouble(Double::parseDouble).toArray();
        // the tree's top is the last merge height, the window starts below zero to make room for the labels
        assertEquals(15 + 0.04 * (usr[3] - usr[2]) / 1.08, usr[3], 1e-9);
        assertTrue(usr[2] < 0, "room below the leaves");
        Document d = svg("h.svg");
        assertEquals(12, count(d, "path") - count(d, "clipPath"), "three segments per merge");
        assertEquals(List.of("a", "b", "c", "d", "e"), texts(d));
        NodeList g = d.getElementsByTagName("g");
        int rotated = 0;
        for (int i = 0; i < g.getLength(); i++) {
            String t = ((Element) g.item(i)).getAttribute("transform");
            if (!t.startsWith("matrix(-0.0,-1.0,1.0,0.0,")) continue;
            rotated++;
            double y = Double.parseDouble(t.substring(t.lastIndexOf(',') + 1, t.length() - 1));
            assertTrue(y > 0 && y < 360, "label anchor inside the figure: " + y);
        }
        assertEquals(5, rotated, "every label reads upwards (srt = 90)");
    }

    @Test
    void pdfOfNullComputesButWritesNoFile() throws Exception {
        String out = run("pdf(NULL); print(dev.cur()); print(barplot(1:3)); plot(1:10); print(axTicks(1)); print(strwidth('Hello', 'inches'))\n"
                + "print(dev.off())");
        // as R 4.2's pdf(NULL)
        assertEquals("pdf \n  2 \n     [,1]\n[1,]  0.7\n[2,]  1.9\n[3,]  3.1\n[1]  2  4  6  8 10\n[1] 0.3796667\nnull device \n          1 \n", out);
        try (var files = Files.list(dir)) {
            assertEquals(List.of(), files.toList());
        }
    }

    @Test
    void aMissingDirectoryIsAnRError() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        Session s = new Session(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        int status = s.runScript("png('/nonexistent-dir/x.png')", "t.R");
        assertEquals(1, status);
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.startsWith("Error in png(\"/nonexistent-dir/x.png\") : unable to start device") || e.contains("unable to start device"), e);
        assertFalse(e.contains("Exception"), e);
    }
}
