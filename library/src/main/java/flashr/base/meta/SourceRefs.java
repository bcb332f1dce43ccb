package flashr.base.meta;

import flashr.base.Registry;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.parse.RParser;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The parser behind R's parse(): {@code .parse_internal(text, n, srcfile)} parses the lines of {@code text}
 * (R's parse() in base R code reads files and connections into lines first). When {@code srcfile} is a
 * srcfile environment (keep.source = TRUE), the result carries R's srcref, srcfile and wholeSrcref attributes.
 */
final class SourceRefs {
    private SourceRefs() {}

    static void register(Registry r) {
        flashr.base.RSource.define(r, "base/srcfile.R");
        r.builtin(".parse_internal", "text, n, srcfile", a -> {
            if (!(a.get(0) instanceof RString t)) throw new RError("'file' must be a character string or connection");
            String src = String.join("\n", java.util.Arrays.stream(t.data()).map(s -> s == null ? "NA" : s).toList());
            RValue sf = a.has(2) ? a.get(2) : RNull.NULL;
            String label = sf instanceof RString s && s.length() == 1 && s.get(0) != null ? s.get(0)
                    : sf instanceof REnvironment e && e.getLocal("filename") instanceof RString f && f.length() == 1 ? f.get(0)
                    : "<text>";
            int n = a.has(1) && !(a.get(1) instanceof RNull) ? flashr.eval.Coerce.intScalar(a.get(1)) : -1;
            List<RParser.Span> spans;
            try {
                spans = RParser.parseWithSpans(src, label);
            } catch (flashr.parse.ParseError e) {
                throw new RError(e.sourceMessage(label));
            }
            if (n >= 0 && n < spans.size()) spans = spans.subList(0, n);
            RValue[] exprs = new RValue[spans.size()];
            for (int i = 0; i < exprs.length; i++) exprs[i] = spans.get(i).expr();
            RList out = new RList(exprs, true);
            if (sf instanceof REnvironment srcfile) attachSrcrefs(out, spans, RParser.normalized(src), srcfile);
            return out;
        });
    }

    /** R's keep.source attributes: one srcref per top-level expression, the srcfile, and a srcref of the whole text. */
    private static void attachSrcrefs(RList out, List<RParser.Span> spans, String src, REnvironment srcfile) {
        RValue[] refs = new RValue[spans.size()];
        for (int i = 0; i < refs.length; i++) {
            RParser.Span s = spans.get(i);
            int[] first = position(src, s.from());
            int[] last = position(src, s.to() - 1);
            refs[i] = srcref(new int[] {first[0], first[1], last[0], last[1], first[2], last[2], first[0], last[0]}, srcfile);
        }
        out.setAttr("srcref", new RList(refs));
        out.setAttr("srcfile", srcfile);
        int lines = 1;
        for (int i = 0; i < src.length(); i++) if (src.charAt(i) == '\n') lines++;
        // R's parser reads the text with a final newline: the whole text ends at byte 0 of the line after it
        out.setAttr("wholeSrcref", srcref(new int[] {1, 0, lines + 1, 0, 0, 0, 1, lines + 1}, srcfile));
    }

    private static RValue srcref(int[] lloc, REnvironment srcfile) {
        RInt ref = new RInt(lloc);
        ref.setAttr("srcfile", srcfile);
        ref.setAttr("class", RString.of("srcref"));
        return ref;
    }

    /** Line, byte and column (1-based; a tab advances to the next multiple of 8, as R's parser counts) of char {@code at}. */
    static int[] position(String src, int at) {
        int lineStart = src.lastIndexOf('\n', at - 1) + 1;
        int line = 1;
        for (int i = 0; i < lineStart; i++) if (src.charAt(i) == '\n') line++;
        int col = 1;
        for (int i = lineStart; i < at; i++) col = src.charAt(i) == '\t' ? ((col - 1) / 8 + 1) * 8 + 1 : col + 1;
        int bytes = src.substring(lineStart, at + 1).getBytes(StandardCharsets.UTF_8).length;
        return new int[] {line, bytes, col};
    }
}
