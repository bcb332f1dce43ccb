package flashr.graphics.devices;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.fontbox.afm.AFMParser;
import org.apache.fontbox.afm.CharMetric;
import org.apache.fontbox.afm.FontMetrics;
import org.apache.fontbox.afm.KernPair;
import org.apache.fontbox.util.BoundingBox;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * The Adobe metrics of the standard PDF fonts as R's pdf device applies them: each glyph's width,
 * bounding box and kerning pairs (those with a space left out, as R leaves them), read from the
 * metrics files that PDFBox carries. R encodes text in ISO Latin 1 with its own three changes, which
 * change widths and kerning: an apostrophe is the right quote, a grave accent the left quote and a
 * hyphen the minus sign.
 */
final class StandardFontMetrics {
    private static final Map<String, StandardFontMetrics> BY_FONT = new ConcurrentHashMap<>();

    private final Map<String, Float> widths = new HashMap<>();
    private final Map<String, BoundingBox> boxes = new HashMap<>();
    private final Map<String, Float> kerning = new HashMap<>();
    private final boolean textFont;

    private StandardFontMetrics(String fontName) {
        textFont = !fontName.equals("Symbol") && !fontName.equals("ZapfDingbats");
        FontMetrics afm = full(fontName);
        for (CharMetric c : afm.getCharMetrics()) {
            widths.put(c.getName(), c.getWx());
            boxes.put(c.getName(), c.getBoundingBox());
        }
        for (KernPair k : afm.getKernPairs()) {
            if (!k.getFirstKernCharacter().equals("space") && !k.getSecondKernCharacter().equals("space")) {
                kerning.put(k.getFirstKernCharacter() + " " + k.getSecondKernCharacter(), k.getX());
            }
        }
    }

    static StandardFontMetrics of(PDType1Font font) {
        return BY_FONT.computeIfAbsent(font.getName(), StandardFontMetrics::new);
    }

    /** A metrics file with kerning: PDFBox keeps its parsed standard metrics without it, its copy of each file has it. */
    private static FontMetrics full(String fontName) {
        try (InputStream in = Standard14Fonts.class.getResourceAsStream("/org/apache/pdfbox/resources/afm/" + fontName + ".afm")) {
            if (in != null) return new AFMParser(in).parse();
        } catch (IOException e) {
            // fall back to the metrics without kerning: text measured a little wide rather than not at all
        }
        return Standard14Fonts.getAFM(fontName);
    }

    /** The name of the glyph R's pdf device shows for a character the font encodes. */
    String glyphName(PDType1Font font, int codePoint) throws IOException {
        if (textFont) {
            switch (codePoint) {
                case '\'': return "quoteright";
                case '`': return "quoteleft";
                case '-': return "minus";
                default: break;
            }
        }
        return font.codeToName(font.encode(new String(Character.toChars(codePoint)))[0] & 0xff);
    }

    /** A glyph's advance in thousandths of the size (0 for one the font lacks). */
    double width(String glyph) {
        Float w = widths.get(glyph);
        return w == null ? 0 : w;
    }

    /** The kerning between two glyphs in thousandths of the size (negative: closer). */
    float kerning(String first, String second) {
        Float k = kerning.get(first + " " + second);
        return k == null ? 0 : k;
    }

    /** A glyph's bounding box in thousandths of the size, or null. */
    BoundingBox box(String glyph) {
        return boxes.get(glyph);
    }
}
