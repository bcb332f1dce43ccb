package flashr.graphics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * plotmath labels are laid out as R's: each piece an SVG text element, scripts at 0.7 of the size
 * and raised or lowered, greek letters by name, fractions stacked, in text, mtext, axis titles and
 * legend; and shading lines (density, angle) of rect and polygon are segments inside the shape.
 */
class PlotMathTest {
    @TempDir
    Path dir;

    /** A text element: its string, its position (the enclosing group's translation) and font size. */
    private record Piece(String text, double x, double y, double size, String style) {}

    private Document draw(String code) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Session s = new Session(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8));
        String file = dir.resolve("p.svg").toString().replace("\\", "/");
        int status = s.runScript("svg('" + file + "', 7, 6)\n" + code + "\ninvisible(dev.off())\n", "test.R");
        assertEquals(0, status, () -> out.toString(StandardCharsets.UTF_8));
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return f.newDocumentBuilder().parse(dir.resolve("p.svg").toFile());
    }

    private static List<Piece> pieces(Document d) {
        List<Piece> out = new ArrayList<>();
        NodeList n = d.getElementsByTagName("text");
        Pattern size = Pattern.compile("font-size: ([0-9.]+)px");
        Pattern translate = Pattern.compile("matrix\\([^,]+,[^,]+,[^,]+,[^,]+,([-0-9.E]+),([-0-9.E]+)\\)");
        for (int i = 0; i < n.getLength(); i++) {
            Element t = (Element) n.item(i);
            Matcher m = size.matcher(t.getAttribute("style"));
            Matcher g = translate.matcher(((Element) t.getParentNode()).getAttribute("transform"));
            if (!m.find() || !g.find()) continue;
            out.add(new Piece(t.getTextContent(), Double.parseDouble(g.group(1)), Double.parseDouble(g.group(2)),
                    Double.parseDouble(m.group(1)), t.getAttribute("style")));
        }
        return out;
    }

    private static Piece find(List<Piece> ps, String text) {
        for (Piece p : ps) if (p.text.equals(text)) return p;
        throw new AssertionError("no text element " + text + " among " + ps.stream().map(Piece::text).toList());
    }

    @Test
    void scriptsAreSmallerAndRaisedOrLowered() throws Exception {
        List<Piece> ps = pieces(draw("plot.new(); text(0.5, 0.5, expression(x^2)); text(0.2, 0.2, expression(alpha[i]))"));
        Piece x = find(ps, "x"), two = find(ps, "2"), alpha = find(ps, "\u03b1"), i = find(ps, "i");
        assertEquals(0.7, two.size / x.size, 0.1);
        assertTrue(two.x > x.x && two.y < x.y, "the superscript follows its base, raised");
        assertEquals(0.7, i.size / alpha.size, 0.1);
        assertTrue(i.x > alpha.x && i.y > alpha.y, "the subscript follows its base, lowered");
    }

    @Test
    void aSubscriptAndASuperscriptStackOnOneBase() throws Exception {
        List<Piece> ps = pieces(draw("plot.new(); text(0.5, 0.5, expression(x[i]^2), cex = 2)"));
        Piece x = find(ps, "x"), i = find(ps, "i"), two = find(ps, "2");
        assertEquals(i.x, two.x, 0.01, "both scripts start where the base ends, as in R");
        assertTrue(i.x > x.x && two.y < x.y && i.y > x.y, "the superscript raised, the subscript lowered");
        assertTrue(i.y - two.y > 0.5 * i.size, "the two scripts apart");
    }

    @Test
    void formulasArePlainWithCallHeadsAndBigOperators() throws Exception {
        List<Piece> ps = pieces(draw("plot(1:3, main = expression(T), xlab = expression(hat(f)[h](x)))"));
        assertTrue(!find(ps, "T").style.contains("bold"), "a formula title is in the plain face, as R draws it");
        for (String s : new String[] {"f", "h", "(", ")"}) find(ps, s);
        assertTrue(ps.stream().noneMatch(p -> p.text.contains("hat")), "a call's head laid out, not deparsed");
        ps = pieces(draw("plot.new(); text(0.5, 0.5, expression(sum(x[k], k == 1, n)))"));
        Piece sum = find(ps, "\u2211"), n = find(ps, "n"), one = find(ps, "1"), eq = find(ps, "=");
        assertTrue(sum.size > 12 * 1.5, "the operator drawn large");
        assertTrue(n.y < sum.y - sum.size / 2 && one.y > sum.y, "the upper limit above the sign, the lower one below it");
        assertTrue(one.x - eq.x < eq.size, "no space around a relation in a script (the sign alone is 0.84 of the size)");
    }

    @Test
    void fractionsRelationsAndAccents() throws Exception {
        List<Piece> ps = pieces(draw("plot.new(); text(0.5, 0.5, quote(hat(beta) == frac(a, n))); "
                + "text(0.5, 0.2, expression(sqrt(x) %+-% y <= bar(z)))"));
        Piece beta = find(ps, "\u03b2"), hat = find(ps, "^"), eq = find(ps, "="), a = find(ps, "a"), n = find(ps, "n");
        assertTrue(hat.y < beta.y && Math.abs(hat.x - beta.x) < beta.size, "the hat above its letter");
        assertTrue(eq.x > beta.x && a.x > eq.x, "the relation between its sides");
        assertTrue(a.y < n.y && Math.abs(a.x - n.x) < 1, "numerator above denominator");
        find(ps, "\u221a");
        find(ps, "\u00b1");
        find(ps, "\u2264");
    }

    /** The stroked paths of the SVG in the given colour: their points, and their stroke width. */
    private record Stroke(List<double[]> points, double width) {}

    private static List<Stroke> strokes(Document d, String colour) {
        List<Stroke> out = new ArrayList<>();
        NodeList paths = d.getElementsByTagName("path");
        for (int i = 0; i < paths.getLength(); i++) {
            Element p = (Element) paths.item(i);
            String style = ((Element) p.getParentNode()).getAttribute("style");
            if (!style.contains("stroke:" + colour)) continue;
            Matcher w = Pattern.compile("stroke-width:([0-9.E]+)").matcher(style);
            List<double[]> pts = new ArrayList<>();
            Matcher m = Pattern.compile("[ML]([-0-9.E]+),([-0-9.E]+)").matcher(p.getAttribute("d"));
            while (m.find()) pts.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
            out.add(new Stroke(pts, w.find() ? Double.parseDouble(w.group(1)) : 1));
        }
        return out;
    }

    @Test
    void accentsAndWideAccentsAsR() throws Exception {
        Document d = draw("plot.new(); text(0.3, 0.5, quote(hat(x) + hat(beta)), col = 'red', cex = 2)\n"
                + "text(0.7, 0.5, quote(widehat(xyz) + widetilde(abc)), col = 'blue', cex = 2)");
        List<Piece> ps = pieces(d);
        Piece x = find(ps, "x"), beta = find(ps, "\u03b2");
        List<Piece> hats = ps.stream().filter(p -> p.text.equals("^")).toList();
        assertEquals(2, hats.size());
        // hat is R's accent character at the letter's own size, lower over a short letter than a tall one
        assertEquals(x.size, hats.get(0).size, 1e-9);
        assertTrue(hats.get(0).y < x.y && hats.get(0).y > hats.get(1).y, "hat over x sits lower than over beta");
        // widehat a chevron of three points across its letters, widetilde a wave of eleven
        List<Stroke> blue = strokes(d, "rgb(0,0,255)");
        Stroke hat = blue.stream().filter(s -> s.points.size() == 3).findFirst().orElseThrow();
        Stroke wave = blue.stream().filter(s -> s.points.size() == 11).findFirst().orElseThrow();
        assertTrue(hat.points.get(1)[1] < hat.points.get(0)[1] && hat.points.get(1)[1] < hat.points.get(2)[1], "the chevron's apex on top");
        Piece xs = find(ps, "xyz");
        assertTrue(hat.points.get(0)[1] < xs.y && hat.points.get(2)[0] - hat.points.get(0)[0] > 1.2 * xs.size,
                "the chevron spans its three letters above them");
        assertTrue(wave.points.get(10)[0] > wave.points.get(0)[0], "the wave runs left to right");
    }

    @Test
    void bgroupDelimitersGrowWithoutGettingBolder() throws Exception {
        Document d = draw("plot.new(); text(0.3, 0.5, quote(bgroup('(', x, ')')), col = 'red', cex = 2)\n"
                + "text(0.7, 0.5, quote(bgroup('(', frac(frac(a, b), frac(c, d)), ')')), col = 'blue', cex = 2)\n"
                + "text(0.5, 0.2, quote(bgroup('[', x, ']') + bgroup('{', x, '}') + bgroup('|', x, '|')), col = 'green', cex = 2)");
        Stroke small = strokes(d, "rgb(255,0,0)").get(0), tall = strokes(d, "rgb(0,0,255)").get(0);
        double smallHeight = height(small), tallHeight = height(tall);
        assertTrue(tallHeight > 1.8 * smallHeight, tallHeight + " vs " + smallHeight);
        assertEquals(small.width, tall.width, 1e-9, "the same stroke weight at any height");
        // the green brackets, braces and bars: two paths each
        assertEquals(6, strokes(d, "rgb(0,255,0)").size());
    }

    private static double height(Stroke s) {
        double lo = Double.MAX_VALUE, hi = -Double.MAX_VALUE;
        for (double[] p : s.points) {
            lo = Math.min(lo, p[1]);
            hi = Math.max(hi, p[1]);
        }
        return hi - lo;
    }

    @Test
    void mathInTitlesAxesMtextAndLegend() throws Exception {
        List<Piece> ps = pieces(draw("plot(1:3, xlab = expression(mu[0]), ylab = expression(sigma^2), main = expression(bold(T)))\n"
                + "mtext(bquote(italic(R)^2 == .(0.25)), side = 3)\n"
                + "axis(3, at = 2, labels = expression(pi))\n"
                + "legend('topleft', legend = expression(lambda == 1, gamma), lty = 1:2)"));
        for (String s : new String[] {"\u03bc", "0", "\u03c3", "\u03c0", "\u03bb", "\u03b3", "0.25"}) find(ps, s);
        assertTrue(find(ps, "R").style.contains("italic"));
        assertTrue(find(ps, "T").style.contains("bold"));
        // the legend's entries one above the other, at the same left edge
        Piece l1 = find(ps, "\u03bb"), l2 = find(ps, "\u03b3");
        assertTrue(l2.y > l1.y && Math.abs(l2.x - l1.x) < 1);
    }

    @Test
    void shadingLinesLieInsideTheShape() throws Exception {
        Document d = draw("plot.new(); plot.window(c(0, 1), c(0, 1))\n"
                + "rect(0.2, 0.3, 0.6, 0.7, density = 10, angle = 30, col = 'red')\n"
                + "polygon(c(0.7, 0.95, 0.95), c(0.1, 0.1, 0.5), density = 8, col = 'blue', border = 'blue')");
        for (String colour : new String[] {"rgb(255,0,0)", "rgb(0,0,255)"}) {
            List<double[]> segments = new ArrayList<>();
            double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
            NodeList paths = d.getElementsByTagName("path");
            for (int i = 0; i < paths.getLength(); i++) {
                Element p = (Element) paths.item(i);
                if (!((Element) p.getParentNode()).getAttribute("style").contains("stroke:" + colour)) continue;
                List<double[]> pts = new ArrayList<>();
                Matcher m = Pattern.compile("[ML]([-0-9.E]+),([-0-9.E]+)").matcher(p.getAttribute("d"));
                while (m.find()) pts.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
                if (p.getAttribute("d").contains("Z") || pts.size() > 2) {
                    for (double[] q : pts) {
                        box[0] = Math.min(box[0], q[0]); box[1] = Math.min(box[1], q[1]);
                        box[2] = Math.max(box[2], q[0]); box[3] = Math.max(box[3], q[1]);
                    }
                } else if (pts.size() == 2) {
                    segments.add(new double[] {pts.get(0)[0], pts.get(0)[1], pts.get(1)[0], pts.get(1)[1]});
                }
            }
            assertTrue(segments.size() >= 5, colour + ": " + segments.size() + " shading lines");
            for (double[] s : segments) {
                for (int k = 0; k < 4; k += 2) {
                    assertTrue(s[k] >= box[0] - 0.01 && s[k] <= box[2] + 0.01 && s[k + 1] >= box[1] - 0.01 && s[k + 1] <= box[3] + 0.01,
                            colour + ": a shading line leaves the shape");
                }
            }
        }
    }
}
