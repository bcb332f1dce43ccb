package flashr.parse;

import flashr.lang.RCall;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Parsed R source in a compact binary form that loads without the parser: what {@link RParser#parse}
 * made of a source, stored with the checks that say whether it still stands for that source, each
 * top-level expression readable on its own (with its text and parse warnings). The one serialized
 * form of parsed R: the library stores its R code this way when it is built ({@link
 * StoredAstProcessor}), as parsing it with ANTLR on first use was a tenth of a small script's first
 * call, and a compiled script's jar carries its program this way, so that its run loads no parser
 * class at all. Reading ({@link #open}, {@link #load}, {@link #loadParsed}) uses only this class,
 * {@link AstDecoder} and {@link ParserFingerprint}, which reads the parser's class files as bytes.
 * <p>
 * A stored form is used only when all of these match, else {@link #open} gives null and the caller
 * parses: the format's magic, the parser's fingerprint (its classes' bytes, so a changed grammar, AST
 * builder or this codec invalidates every stored form), the source's length and checksum, and the
 * payload's length and checksum (a damaged file). Decoding fails closed: anything unexpected throws.
 * Not thread-safe: callers reading expressions from several threads hold a lock.
 */
public final class StoredAst {
    static final int MAGIC = 0x46524153; // "FRAS"
    static final int HEADER_BYTES = 4 + 8 + 4 + 4 + 4 + 4;

    private final AstDecoder decoder;

    private StoredAst(AstDecoder decoder) {
        this.decoder = decoder;
    }

    /** The stored form of {@code source} (named {@code fileName} in positions); throws {@link ParseError} on a syntax error. */
    public static byte[] store(String source, String fileName) {
        return store(source, RParser.parseWithText(source, fileName));
    }

    /**
     * The stored form of {@code exprs}, which {@link RParser#parseWithText} gave for {@code source};
     * an {@link IllegalArgumentException} for a tree the parser does not make, an {@link
     * IllegalStateException} where the parser's class files cannot be read.
     */
    public static byte[] store(String source, List<RParser.Parsed> exprs) {
        if (ParserFingerprint.get() == 0) throw new IllegalStateException("the parser's class files cannot be read");
        byte[] payload = new AstEncoder(NormalizedSource.of(source)).encode(exprs);
        byte[] sourceBytes = source.getBytes(StandardCharsets.UTF_8);
        ByteBuffer b = ByteBuffer.allocate(HEADER_BYTES + payload.length);
        b.putInt(MAGIC).putLong(ParserFingerprint.get())
                .putInt(sourceBytes.length).putInt(crc(sourceBytes, 0, sourceBytes.length))
                .putInt(payload.length).putInt(crc(payload, 0, payload.length)).put(payload);
        return b.array();
    }

    /**
     * {@code stored} opened for reading the expressions that parsing {@code source} gives; null when
     * {@code stored} is null, damaged, made by another parser or for another source.
     */
    public static StoredAst open(byte[] stored, String source, String fileName) {
        if (stored == null || stored.length < HEADER_BYTES) return null;
        ByteBuffer b = ByteBuffer.wrap(stored);
        if (b.getInt() != MAGIC) return null;
        long fingerprint = b.getLong();
        int sourceLength = b.getInt();
        int sourceCrc = b.getInt();
        int payloadLength = b.getInt();
        int payloadCrc = b.getInt();
        if (payloadLength != stored.length - HEADER_BYTES || crc(stored, HEADER_BYTES, payloadLength) != payloadCrc) return null;
        byte[] sourceBytes = source.getBytes(StandardCharsets.UTF_8);
        if (sourceBytes.length != sourceLength || crc(sourceBytes, 0, sourceBytes.length) != sourceCrc) return null;
        if (fingerprint == 0 || fingerprint != ParserFingerprint.get()) return null;
        try {
            return new StoredAst(new AstDecoder(stored, HEADER_BYTES, NormalizedSource.of(source), fileName));
        } catch (RuntimeException damaged) {
            return null; // checksums matched but the directory does not decode: parse instead
        }
    }

    /** All the top-level expressions of {@code stored} as {@link #open} and {@link #expr} give them; null where open gives null or one does not decode. */
    public static List<RValue> load(byte[] stored, String source, String fileName) {
        StoredAst s = open(stored, source, fileName);
        if (s == null) return null;
        List<RValue> exprs = new ArrayList<>(s.size());
        try {
            for (int i = 0; i < s.size(); i++) exprs.add(s.expr(i));
        } catch (RuntimeException damaged) {
            return null;
        }
        return exprs;
    }

    /** All the top-level expressions of {@code stored} with their text and warnings, as {@link RParser#parseWithText} gives them; null where {@link #load} gives null. */
    public static List<RParser.Parsed> loadParsed(byte[] stored, String source, String fileName) {
        StoredAst s = open(stored, source, fileName);
        if (s == null) return null;
        List<RParser.Parsed> exprs = new ArrayList<>(s.size());
        try {
            for (int i = 0; i < s.size(); i++) exprs.add(s.parsed(i));
        } catch (RuntimeException damaged) {
            return null;
        }
        return exprs;
    }

    /** Top-level expression {@code i} with its text and parse warnings, made afresh; throws as {@link #expr} does. */
    public RParser.Parsed parsed(int i) {
        return new RParser.Parsed(decoder.expr(i), decoder.text(i), decoder.warnings(i));
    }

    /** The number of top-level expressions. */
    public int size() {
        return decoder.size();
    }

    /** The name that top-level expression {@code i} defines (as {@link #definedName(RValue)} says), read without decoding it. */
    public String definedName(int i) {
        return decoder.definedName(i);
    }

    /** Top-level expression {@code i}, made afresh; a {@link RuntimeException} where it does not decode (a damaged form its checksum missed). */
    public RValue expr(int i) {
        return decoder.expr(i);
    }

    /**
     * The name {@code e} defines when it is a definition {@code name <- function(...) ...} (the name
     * a symbol or string, the operator any two-argument call), else null.
     */
    public static String definedName(RValue e) {
        if (!(e instanceof RCall c && c.argCount() == 2 && c.arg(1) instanceof RCall fn && "function".equals(fn.functionName()))) {
            return null;
        }
        if (c.arg(0) instanceof RSymbol s) return s.name();
        return c.arg(0) instanceof RString s && s.length() > 0 ? s.get(0) : null;
    }

    private static int crc(byte[] bytes, int from, int length) {
        CRC32 c = new CRC32();
        c.update(bytes, from, length);
        return (int) c.getValue();
    }
}
