package flashr.graphics.colours;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * R's colour names ({@code colors()}) and their sRGB values, read once from {@code colours.tsv}
 * (written by GNU R; see colours-make.R beside it). R matches a name ignoring case and spaces.
 */
final class ColourNames {
    private static final List<String> NAMES = new ArrayList<>();
    private static final Map<String, Integer> RGB = new HashMap<>();
    private static final Map<Integer, String> NAME_OF = new HashMap<>();

    static {
        try (InputStream in = ColourNames.class.getResourceAsStream("/flashr/graphics/colours.tsv");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                int tab = line.indexOf('\t');
                String name = line.substring(0, tab);
                int rgb = Integer.parseInt(line.substring(tab + 1), 16);
                NAMES.add(name);
                RGB.put(name, rgb);
                NAME_OF.putIfAbsent(rgb, name);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private ColourNames() {}

    static List<String> names() {
        return NAMES;
    }

    /** The RGB value (no alpha) of a colour name, or -1 when R knows no such name. */
    static int rgb(String name) {
        Integer v = RGB.get(name);
        if (v == null) v = RGB.get(name.replace(" ", "").toLowerCase(java.util.Locale.ROOT));
        return v == null ? -1 : v;
    }

    /** The first name of an RGB value, or null. */
    static String nameOf(int rgb) {
        return NAME_OF.get(rgb);
    }
}
