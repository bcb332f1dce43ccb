package flashr.base;

import flashr.lang.RValue;
import flashr.parse.RParser;
import flashr.parse.StoredAst;
import flashr.parse.StoredAstProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * The library's R sources parsed when the library is built: each {@code flashr/R/<path>} resource
 * has its parsed form ({@link StoredAst}) beside it as {@code <path>.ast}, written while javac
 * compiles the library ({@link StoredAstProcessor}, named in the library's pom). Loading one takes a
 * few milliseconds where parsing it with ANTLR on first use took tens (the parser's own code runs
 * cold in every process). A missing, stale
 * or damaged form, or one made by another parser, is not used: the source is parsed instead, so the
 * code run is always the source's. {@code -Dflashr.storedSources=false} always parses (for A/B).
 */
final class StoredSources {
    private static final boolean ENABLED = !"false".equals(System.getProperty("flashr.storedSources"));

    private StoredSources() {}

    /** The top-level expressions of a source, and whether they came from its stored form. */
    record Loaded(List<RValue> exprs, boolean fromStoredForm) {}

    /** The top-level expressions of the resource {@code flashr/R/<path>}, whose text is {@code source}. */
    static List<RValue> load(String path, String source) {
        return load(path, source, ENABLED ? readStored(path) : null).exprs();
    }

    /** As {@link #load(String, String)}, with {@code stored} (or null) the bytes of its stored form. */
    static Loaded load(String path, String source, byte[] stored) {
        List<RValue> exprs = StoredAst.load(stored, source, path);
        return exprs != null ? new Loaded(exprs, true) : new Loaded(RParser.parse(source, path), false);
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
