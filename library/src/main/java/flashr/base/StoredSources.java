package flashr.base;

import flashr.parse.StoredAst;
import flashr.parse.StoredAstProcessor;
import java.io.IOException;
import java.io.InputStream;

/**
 * The library's R sources parsed when the library is built: each {@code flashr/R/<path>} resource
 * has its parsed form ({@link StoredAst}) beside it as {@code <path>.ast}, written while javac
 * compiles the library ({@link StoredAstProcessor}, named in the library's pom). Reading one takes a
 * few milliseconds where parsing it with ANTLR on first use took tens (the parser's own code runs
 * cold in every process). A missing, stale or damaged form, or one made by another parser, is not
 * used: the source is parsed instead, so the code run is always the source's. {@code -Dflashr.storedSources=false} always parses (for A/B).
 */
final class StoredSources {
    private static final boolean ENABLED = !"false".equals(System.getProperty("flashr.storedSources"));

    private StoredSources() {}

    /** The stored form of the resource {@code flashr/R/<path>}, whose text is {@code source}; null when it has none that is current. */
    static StoredAst open(String path, String source) {
        return ENABLED ? StoredAst.open(readStored(path), source, path) : null;
    }

    /** The bytes of the stored form of the resource {@code flashr/R/<path>}, or null when there is none. */
    static byte[] readStored(String path) {
        try (InputStream in = StoredSources.class.getResourceAsStream("/flashr/R/" + path + StoredAstProcessor.SUFFIX)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }
}
