package flashr.format;

import flashr.lang.REnvironment;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The source text of srcrefs kept by parse(keep.source = TRUE): R prints such an expression vector from its
 * source lines, not deparsed, and shows none of its srcref, srcfile and wholeSrcref attributes.
 */
final class SrcrefText {
    private SrcrefText() {}

    /** Prints {@code expression(...)} from the srcrefs' text; false when the vector keeps no usable source. */
    static boolean printExpression(RList l, PrintStream out) {
        if (!(l.getAttr("srcref") instanceof RList refs) || refs.length() != l.length() || l.getAttr("names") != null) return false;
        StringBuilder sb = new StringBuilder("expression(");
        for (int i = 0; i < refs.length(); i++) {
            List<String> lines = text(refs.get(i));
            if (lines == null) return false;
            if (i > 0) sb.append(", ");
            sb.append(String.join("\n", lines));
        }
        out.println(sb.append(')'));
        return true;
    }

    /** srcfile and wholeSrcref, which R's print never shows (as it does not srcref). */
    static boolean isSourceAttribute(String name) {
        return name.equals("srcfile") || name.equals("wholeSrcref");
    }

    /** The lines of a srcref on a srcfilecopy (as as.character.srcref gives them), or null. */
    static List<String> text(RValue ref) {
        if (!(ref instanceof RInt r) || r.length() != 8 || !(r.getAttr("srcfile") instanceof REnvironment f)
                || !(f.getLocal("lines") instanceof RString src)) {
            return null;
        }
        int first = r.get(6);
        int last = Math.min(r.get(7), src.length());
        List<String> lines = new ArrayList<>();
        for (int i = first; i <= last; i++) lines.add(src.get(i - 1) == null ? "NA" : src.get(i - 1));
        if (lines.isEmpty()) return lines;
        int n = lines.size();
        int lastByte = n < r.get(2) - r.get(0) + 1 ? Integer.MAX_VALUE : r.get(3);
        lines.set(n - 1, bytes(lines.get(n - 1), 1, lastByte));
        lines.set(0, bytes(lines.get(0), r.get(1), Integer.MAX_VALUE));
        return lines;
    }

    /** Bytes {@code from} to {@code to} (1-based, inclusive) of {@code s} in UTF-8, as substring on latin1 text does. */
    private static String bytes(String s, int from, int to) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        int a = Math.max(from, 1) - 1;
        int e = Math.min(to, b.length);
        return a >= e ? "" : new String(b, a, e - a, StandardCharsets.UTF_8);
    }
}
