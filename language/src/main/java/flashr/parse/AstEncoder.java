package flashr.parse;

import flashr.lang.RCall;
import flashr.lang.RComplex;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.lang.SourcePos;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes parsed expressions in {@link StoredAst}'s form (tags of {@link AstTags}): a table of the
 * strings used (names, string constants), a directory of the expressions, then their nodes. Only the shapes the parser
 * makes are accepted; anything else is an {@link IllegalArgumentException}, never a lossy form.
 */
final class AstEncoder {
    private final String source;
    private final int[] lineStarts;
    private final Map<String, Integer> index = new HashMap<>();
    private final List<String> strings = new ArrayList<>();
    private final ByteArrayOutputStream body = new ByteArrayOutputStream();

    /** For expressions parsed from {@code source} (as {@link NormalizedSource} gives it). */
    AstEncoder(String source) {
        this.source = source;
        List<Integer> starts = new ArrayList<>(List.of(0));
        for (int i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.add(i + 1);
        lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The payload: the string table (each string's UTF-8 length and bytes), the expressions' count
     * and directory (for each, the name it defines, as {@link StoredAst#definedName} says, its nodes'
     * byte length, its text as a span of the source, and its parse warnings' string indices), then
     * the nodes, expression after expression, so that one can be read without the others.
     */
    byte[] encode(List<RParser.Parsed> exprs) {
        List<byte[]> nodes = new ArrayList<>();
        int[] defined = new int[exprs.size()];
        int[] textStarts = new int[exprs.size()];
        List<int[]> warnings = new ArrayList<>();
        int searchFrom = 0;
        for (int i = 0; i < exprs.size(); i++) {
            RParser.Parsed p = exprs.get(i);
            body.reset();
            node(p.expr());
            nodes.add(body.toByteArray());
            String name = StoredAst.definedName(p.expr());
            defined[i] = name == null ? 0 : string(name) + 1;
            // the texts follow each other in the source; an earlier equal span reads back the same
            textStarts[i] = source.indexOf(p.text(), searchFrom);
            if (textStarts[i] < 0) throw new IllegalArgumentException("expression " + i + "'s text is not in the source");
            searchFrom = textStarts[i] + p.text().length();
            warnings.add(p.warnings().stream().mapToInt(this::string).toArray());
        }
        body.reset();
        varint(strings.size());
        for (String s : strings) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            varint(b.length);
            body.writeBytes(b);
        }
        varint(exprs.size());
        for (int i = 0; i < exprs.size(); i++) {
            varint(defined[i]);
            varint(nodes.get(i).length);
            varint(textStarts[i]);
            varint(exprs.get(i).text().length());
            varint(warnings.get(i).length);
            for (int w : warnings.get(i)) varint(w);
        }
        for (byte[] n : nodes) body.writeBytes(n);
        return body.toByteArray();
    }

    private void node(RValue v) {
        switch (v) {
            case RSymbol s -> {
                body.write(AstTags.SYMBOL);
                varint(string(s.name()));
            }
            case RCall c -> call(c);
            case RNull n -> body.write(AstTags.NULL);
            case RMissing m -> body.write(AstTags.MISSING);
            case RList l -> formals(l);
            case RVector vec -> constant(vec);
            default -> throw unsupported(v);
        }
    }

    private void call(RCall c) {
        String[] names = c.names();
        SourcePos pos = c.pos();
        body.write(AstTags.CALL);
        body.write((names != null ? AstTags.HAS_NAMES : 0) | (pos != null ? AstTags.HAS_POS : 0));
        node(c.function());
        varint(c.argCount());
        boolean function = "function".equals(c.functionName()) && c.argCount() == 3 && pos != null;
        for (int i = 0; i < c.argCount(); i++) {
            if (function && i == 2 && sourceText(c.arg(2), pos)) continue;
            node(c.arg(i));
        }
        if (names != null) {
            for (String name : names) varint(name == null ? 0 : string(name) + 1);
        }
        if (pos != null) {
            varint(pos.line());
            varint(pos.column());
        }
    }

    /** A function's own text (its third argument) as a span of the source, when it is one: from its position on. */
    private boolean sourceText(RValue text, SourcePos pos) {
        if (!(text instanceof RString s) || s.length() != 1 || s.get(0) == null || s.hasAttributes() || !s.isShared()) return false;
        if (pos.line() < 1 || pos.line() > lineStarts.length || pos.column() < 1) return false;
        int offset = lineStarts[pos.line() - 1] + pos.column() - 1;
        if (!source.startsWith(s.get(0), offset)) return false;
        body.write(AstTags.SOURCE_TEXT);
        varint(offset);
        varint(s.get(0).length());
        return true;
    }

    /** A function's formals: a list of defaults named by the parameters, as the parser makes it. */
    private void formals(RList l) {
        RValue names = l.getAttr("names");
        if (l.isExpression() || l.isPairlist() || !l.isShared() || l.attributes().size() != 1
                || !(names instanceof RString n) || n.length() != l.length() || n.hasAttributes()) {
            throw unsupported(l);
        }
        body.write(AstTags.FORMALS);
        varint(l.length());
        for (int i = 0; i < l.length(); i++) {
            if (n.get(i) == null) throw unsupported(l);
            varint(string(n.get(i)));
            node(l.get(i));
        }
    }

    /** A length-one constant, shared, without attributes. */
    private void constant(RVector v) {
        if (v.length() != 1 || v.hasAttributes() || !v.isShared()) throw unsupported(v);
        switch (v) {
            case RDouble d -> {
                body.write(AstTags.DOUBLE);
                long64(Double.doubleToRawLongBits(d.get(0)));
            }
            case RInt i -> {
                body.write(AstTags.INT);
                int32(i.get(0));
            }
            case RLogical l -> {
                body.write(AstTags.LOGICAL);
                int32(l.data()[0]);
            }
            case RString s -> {
                body.write(AstTags.STRING);
                varint(s.get(0) == null ? 0 : string(s.get(0)) + 1);
            }
            case RComplex c -> {
                body.write(AstTags.COMPLEX);
                long64(Double.doubleToRawLongBits(c.re(0)));
                long64(Double.doubleToRawLongBits(c.im(0)));
            }
            default -> throw unsupported(v);
        }
    }

    private int string(String s) {
        Integer i = index.get(s);
        if (i != null) return i;
        index.put(s, strings.size());
        strings.add(s);
        return strings.size() - 1;
    }

    private void varint(int v) {
        if (v < 0) throw new IllegalArgumentException("negative count " + v);
        while ((v & ~0x7F) != 0) {
            body.write((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        body.write(v);
    }

    private void int32(int v) {
        for (int shift = 24; shift >= 0; shift -= 8) body.write(v >>> shift);
    }

    private void long64(long v) {
        int32((int) (v >>> 32));
        int32((int) v);
    }

    private static IllegalArgumentException unsupported(RValue v) {
        return new IllegalArgumentException("no stored form for a parsed " + v.getClass().getSimpleName() + ": " + v);
    }
}
