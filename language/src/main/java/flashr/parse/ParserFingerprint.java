package flashr.parse;

import java.io.IOException;
import java.io.InputStream;
import java.util.zip.CRC32;

/**
 * What identifies the parser whose output a {@link StoredAst} holds: a checksum of the class files
 * that decide the language objects a source parses to (the generated lexer and parser, the token
 * filter, the AST builder and its literal rules) and of the stored form's own codec. Any change to
 * one of them makes every stored form stale, so nothing has to remember to bump a version. Computed
 * once per process, on first use: reading the ~100 KB of class files costs ~5 ms of CPU (CRC32,
 * native, rather than CRC32C, whose Java loop runs interpreted this early).
 */
final class ParserFingerprint {
    private ParserFingerprint() {}

    private static final String[] CLASSES = {
        "/flashr/grammar/RSyntaxLexer.class", "/flashr/grammar/RSyntaxParser.class",
        "/flashr/parse/RParser.class", "/flashr/parse/NormalizedSource.class", "/flashr/parse/NewlineFilter.class", "/flashr/parse/AstBuilder.class",
        "/flashr/parse/NumberLiterals.class", "/flashr/parse/StringLiterals.class",
        "/flashr/parse/AstEncoder.class", "/flashr/parse/AstDecoder.class",
    };

    private static final class Holder {
        static final long VALUE = compute();
    }

    /** The fingerprint; 0 when a class file could not be read (no stored form then matches: they never hold 0). */
    static long get() {
        return Holder.VALUE;
    }

    private static long compute() {
        CRC32 crc = new CRC32();
        long total = 0;
        for (String name : CLASSES) {
            try (InputStream in = ParserFingerprint.class.getResourceAsStream(name)) {
                if (in == null) return 0;
                byte[] bytes = in.readAllBytes();
                crc.update(bytes);
                total += bytes.length;
            } catch (IOException e) {
                return 0;
            }
        }
        return total << 32 | crc.getValue();
    }
}
