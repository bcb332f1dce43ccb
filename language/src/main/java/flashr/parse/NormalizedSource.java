package flashr.parse;

/**
 * The text the parser reads. A class of its own so that reading a {@link StoredAst}, which checks
 * against the same text, loads nothing of the parser.
 */
final class NormalizedSource {
    private NormalizedSource() {}

    /** {@code source} as R reads a script: dropping the CR of CRLF line ends (R_fgetc), also inside strings. */
    static String of(String source) {
        return source.indexOf('\r') >= 0 ? source.replace("\r\n", "\n") : source;
    }
}
