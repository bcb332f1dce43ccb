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
import flashr.lang.SourcePos;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Reads {@link AstEncoder}'s form back into the language objects the parser makes, built as
 * {@link AstBuilder} builds them (constants marked shared, formals named): the directory when made,
 * each expression when asked for, strings when first used. A plain loop over a byte array, as it
 * runs in every process before anything is compiled. Malformed input throws a
 * {@link RuntimeException} (an index out of bounds, an unknown tag, a length that does not match).
 */
final class AstDecoder {
    private final byte[] in;
    private int at;
    private final String source;
    private final String fileName;
    private final int[] stringStarts;
    private final int[] stringLengths;
    private final String[] strings;
    private final RSymbol[] symbols;
    /** Per expression: the name it defines (string index + 1, 0 for none), where its nodes start and end. */
    private final int[] defined;
    private final int[] starts;
    private final int[] ends;
    /** Per expression: its text's span of the source, its parse warnings' string indices. */
    private final int[] textStarts;
    private final int[] textEnds;
    private final int[][] warnings;

    /** Reads the string table and directory of the payload starting at {@code from}. */
    AstDecoder(byte[] in, int from, String source, String fileName) {
        this.in = in;
        this.at = from;
        this.source = source;
        this.fileName = fileName;
        int n = count();
        stringStarts = new int[n];
        stringLengths = new int[n];
        strings = new String[n];
        symbols = new RSymbol[n];
        for (int i = 0; i < n; i++) {
            stringLengths[i] = count();
            stringStarts[i] = at;
            at += stringLengths[i];
        }
        int count = count();
        defined = new int[count];
        starts = new int[count];
        ends = new int[count];
        int[] lengths = new int[count];
        textStarts = new int[count];
        textEnds = new int[count];
        warnings = new int[count][];
        for (int i = 0; i < count; i++) {
            defined[i] = varint();
            if (defined[i] > n) throw new IllegalStateException("bad string index");
            lengths[i] = count();
            textStarts[i] = varint();
            textEnds[i] = textStarts[i] + varint();
            if (textEnds[i] < textStarts[i] || textEnds[i] > source.length()) throw new IllegalStateException("text past the source");
            warnings[i] = new int[count()];
            for (int k = 0; k < warnings[i].length; k++) {
                warnings[i][k] = varint();
                if (warnings[i][k] >= n) throw new IllegalStateException("bad string index");
            }
        }
        for (int i = 0; i < count; i++) {
            starts[i] = at;
            at += lengths[i];
            ends[i] = at;
        }
        if (at != in.length) throw new IllegalStateException("stored form's lengths do not add up");
    }

    int size() {
        return starts.length;
    }

    /** The name expression {@code i} defines ({@link StoredAst#definedName}), or null. */
    String definedName(int i) {
        return defined[i] == 0 ? null : string(defined[i] - 1);
    }

    /** Expression {@code i}'s text, as {@link RParser.Parsed#text} has it. */
    String text(int i) {
        return source.substring(textStarts[i], textEnds[i]);
    }

    /** The warnings R's parser gives for expression {@code i}. */
    List<String> warnings(int i) {
        if (warnings[i].length == 0) return List.of();
        String[] out = new String[warnings[i].length];
        for (int k = 0; k < out.length; k++) out[k] = string(warnings[i][k]);
        return List.of(out);
    }

    /** Expression {@code i}, made afresh. */
    RValue expr(int i) {
        at = starts[i];
        RValue e = node();
        if (at != ends[i]) throw new IllegalStateException("expression " + i + " does not end where the directory says");
        return e;
    }

    private RValue node() {
        int tag = in[at++];
        return switch (tag) {
            case AstTags.SYMBOL -> symbol(varint());
            case AstTags.CALL -> call();
            case AstTags.DOUBLE -> shared(RDouble.of(Double.longBitsToDouble(long64())));
            case AstTags.INT -> shared(RInt.of(int32()));
            case AstTags.LOGICAL -> shared(new RLogical(new int[] {int32()}));
            case AstTags.STRING -> shared(RString.of(stringOrNA(varint())));
            case AstTags.COMPLEX -> {
                double re = Double.longBitsToDouble(long64());
                yield shared(RComplex.of(re, Double.longBitsToDouble(long64())));
            }
            case AstTags.NULL -> RNull.NULL;
            case AstTags.MISSING -> RMissing.MISSING;
            case AstTags.FORMALS -> formals();
            case AstTags.SOURCE_TEXT -> {
                int offset = varint();
                yield shared(RString.of(source.substring(offset, offset + varint())));
            }
            default -> throw new IllegalStateException("unknown tag " + tag);
        };
    }

    private RCall call() {
        int flags = in[at++];
        RValue function = node();
        RValue[] args = new RValue[count()];
        for (int i = 0; i < args.length; i++) args[i] = node();
        String[] names = null;
        if ((flags & AstTags.HAS_NAMES) != 0) {
            names = new String[args.length];
            for (int i = 0; i < names.length; i++) names[i] = stringOrNA(varint());
        }
        SourcePos pos = null;
        if ((flags & AstTags.HAS_POS) != 0) {
            int line = varint();
            pos = new SourcePos(fileName, line, varint());
        }
        return new RCall(function, args, names, pos);
    }

    /** As {@link AstBuilder#visitFunction} makes them. */
    private RList formals() {
        int n = count();
        String[] names = new String[n];
        RValue[] defaults = new RValue[n];
        for (int i = 0; i < n; i++) {
            names[i] = string(varint());
            defaults[i] = node();
        }
        RList formals = new RList(defaults);
        formals.setAttr("names", RString.of(names));
        formals.markShared();
        return formals;
    }

    private RSymbol symbol(int i) {
        RSymbol s = symbols[i];
        if (s == null) symbols[i] = s = RSymbol.of(string(i));
        return s;
    }

    private String string(int i) {
        String s = strings[i];
        if (s == null) strings[i] = s = new String(in, stringStarts[i], stringLengths[i], StandardCharsets.UTF_8);
        return s;
    }

    /** String index {@code i - 1}, or NA for 0. */
    private String stringOrNA(int i) {
        return i == 0 ? null : string(i - 1);
    }

    /** A length or count: no more than the bytes left could hold, so a damaged one fails before it allocates. */
    private int count() {
        int v = varint();
        if (v > in.length - at) throw new IllegalStateException("count past the end");
        return v;
    }

    private int varint() {
        int v = 0;
        for (int shift = 0; ; shift += 7) {
            byte b = in[at++];
            v |= (b & 0x7F) << shift;
            if (b >= 0) {
                if (v < 0) throw new IllegalStateException("negative varint");
                return v;
            }
            if (shift > 21) throw new IllegalStateException("varint too long");
        }
    }

    private int int32() {
        int v = (in[at] & 0xFF) << 24 | (in[at + 1] & 0xFF) << 16 | (in[at + 2] & 0xFF) << 8 | (in[at + 3] & 0xFF);
        at += 4;
        return v;
    }

    private long long64() {
        long hi = int32();
        return hi << 32 | (int32() & 0xFFFFFFFFL);
    }

    private static RValue shared(RValue v) {
        v.markShared();
        return v;
    }
}
