package flashr.graphics.devices;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.font.TextAttribute;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Text measured as R's cairo devices (png, jpeg, svg) measure it: the string is shaped with the
 * font's kerning and ligatures, and each glyph's advance is rounded to whole device pixels (cairo's
 * hinted metrics), so a width is a whole number of pixels; the height of "M" is its ink rounded up
 * to whole pixels. On the DejaVu fonts that both R and the JDK pick for "sans" on Linux, widths
 * agree with R's to the pixel.
 */
final class PixelTextMetrics {
    /**
     * The size at which strings are shaped; advances are then scaled linearly. The JDK's scaler keeps
     * sizes in 1/64 pixel, which would shift advances at sizes like 20.4 by enough to change their
     * rounding; at a whole size of 2048 it is exact.
     */
    private static final float REFERENCE = 2048f;
    private static final FontRenderContext UNHINTED = new FontRenderContext(null, true, true);
    private static final Map<TextAttribute, Object> SHAPING = Map.of(
            TextAttribute.KERNING, TextAttribute.KERNING_ON, TextAttribute.LIGATURES, TextAttribute.LIGATURES_ON);
    /** Each face (by its font's name and style) at the reference size, shaping on. */
    private static final Map<String, Font> REFERENCE_FONTS = new ConcurrentHashMap<>();

    private PixelTextMetrics() {}

    /**
     * The width in points of a string in {@code font} at {@code size} points on a device of
     * {@code pixelsPerPoint} pixels per point.
     */
    static double width(Font font, double size, String s, double pixelsPerPoint) {
        if (s.isEmpty()) return 0;
        double toPixels = size * pixelsPerPoint / REFERENCE, pixels = 0;
        for (double advance : advances(font, s)) pixels += Math.round(advance * toPixels);
        return pixels / pixelsPerPoint;
    }

    /**
     * The advance of each glyph of a shaped string (kerning included) at the reference size. Shaping
     * costs microseconds and plots measure the same labels again and again, so the answers are kept
     * (a bounded number, dropped all at once when full).
     */
    private static double[] advances(Font font, String s) {
        Font ref = reference(font);
        Map<String, double[]> known = ADVANCES.computeIfAbsent(ref, f -> new ConcurrentHashMap<>());
        double[] a = known.get(s);
        if (a != null) return a;
        char[] chars = s.toCharArray();
        GlyphVector gv = ref.layoutGlyphVector(UNHINTED, chars, 0, chars.length, Font.LAYOUT_LEFT_TO_RIGHT);
        a = new double[gv.getNumGlyphs()];
        for (int i = 0; i < a.length; i++) a[i] = gv.getGlyphPosition(i + 1).getX() - gv.getGlyphPosition(i).getX();
        if (known.size() >= KEPT) known.clear();
        known.put(s, a);
        return a;
    }

    private static final int KEPT = 4096;
    private static final Map<Font, Map<String, double[]>> ADVANCES = new ConcurrentHashMap<>();

    /** The height of "M" above the baseline in points, its ink rounded up to whole pixels. */
    static double capHeight(Font font, double size, double pixelsPerPoint) {
        double top = -reference(font).createGlyphVector(UNHINTED, "M").getVisualBounds().getY();
        double pixels = top * size * pixelsPerPoint / REFERENCE;
        return Math.ceil(pixels - 1e-6) / pixelsPerPoint;   // a height of exactly n pixels stays n
    }

    private static Font reference(Font font) {
        return REFERENCE_FONTS.computeIfAbsent(font.getName() + '/' + font.getStyle(),
                k -> font.deriveFont(SHAPING).deriveFont(REFERENCE));
    }
}
