package flashr.parse;

import flashr.lang.RValue;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Parsed R source in a compact binary form that loads without the parser: what {@link RParser#parse}
 * made of a source, stored with the checks that say whether it still stands for that source. The
 * library stores its R code this way when it is built, as parsing it with ANTLR on first use was a
 * tenth of a small script's first call.
 * <p>
 * A stored form is used only when all of these match, else {@link #load} gives null and the caller
 * parses: the format's magic, the parser's fingerprint (its classes' bytes, so a changed grammar, AST
 * builder or this codec invalidates every stored form), the source's length and checksum, and the
 * payload's length and checksum (a damaged file). Decoding fails closed: anything unexpected gives null.
 */
public final class StoredAst {
    static final int MAGIC = 0x46524153; // "FRAS"
    static final int HEADER_BYTES = 4 + 8 + 4 + 4 + 4 + 4;

    private StoredAst() {}

    /** The stored form of {@code source} (named {@code fileName} in positions); throws {@link ParseError} on a syntax error. */
    public static byte[] store(String source, String fileName) {
        return store(source, RParser.parse(source, fileName));
    }

    /** The stored form of {@code exprs}, which parsing {@code source} gave. */
    static byte[] store(String source, List<RValue> exprs) {
        if (ParserFingerprint.get() == 0) throw new IllegalStateException("the parser's class files cannot be read");
        byte[] payload = new AstEncoder(RParser.normalized(source)).encode(exprs);
        byte[] sourceBytes = source.getBytes(StandardCharsets.UTF_8);
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(HEADER_BYTES + payload.length);
        b.putInt(MAGIC).putLong(ParserFingerprint.get())
                .putInt(sourceBytes.length).putInt(crc(sourceBytes, 0, sourceBytes.length))
                .putInt(payload.length).putInt(crc(payload, 0, payload.length)).put(payload);
        return b.array();
    }

    /**
     * The top-level expressions that parsing {@code source} gives, read from {@code stored}; null when
     * {@code stored} is null, damaged, made by another parser or for another source.
     */
    public static List<RValue> load(byte[] stored, String source, String fileName) {
        if (stored == null || stored.length < HEADER_BYTES) return null;
        java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(stored);
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
            return new AstDecoder(stored, HEADER_BYTES, RParser.normalized(source), fileName).decode();
        } catch (RuntimeException damaged) {
            return null; // checksums matched but the form does not decode: parse instead
        }
    }

    private static int crc(byte[] bytes, int from, int length) {
        CRC32 c = new CRC32();
        c.update(bytes, from, length);
        return (int) c.getValue();
    }
}
