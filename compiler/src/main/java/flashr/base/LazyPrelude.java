package flashr.base;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@link MetaPrelude} parsed on first use: start-up binds each of its names to a promise, and the
 * first promise forced parses the whole source and rebinds every name to its closure. Finding the
 * names needs only a scan of the lines that start a top-level definition, so a large prelude costs
 * start-up almost nothing.
 */
final class LazyPrelude {
    /** A top-level definition: a name (plain or backquoted) at the start of a line, then {@code <- function}. */
    private static final Pattern DEFINITION =
            Pattern.compile("^(`[^`]+`|[A-Za-z.][A-Za-z0-9._]*) <- function", Pattern.MULTILINE);

    private final Registry registry;
    private final String source;
    private final String fileName;
    private boolean loaded;

    private LazyPrelude(Registry registry, String source, String fileName) {
        this.registry = registry;
        this.source = source;
        this.fileName = fileName;
    }

    /** Binds every name {@code source} defines to a promise that loads the whole prelude. */
    static void define(Registry r, String source, String fileName) {
        LazyPrelude p = new LazyPrelude(r, source, fileName);
        RBuiltin loader = new RBuiltin(".loadPrelude", RBuiltin.Kind.BUILTIN, new String[] {"name"},
                a -> p.load(((RString) a.get(0)).get(0)));
        REnvironment base = r.baseEnv();
        Matcher m = DEFINITION.matcher(source);
        while (m.find()) {
            String name = m.group(1);
            if (name.startsWith("`")) name = name.substring(1, name.length() - 1);
            RCall load = new RCall(loader, new RValue[] {RString.of(name)}, null, null);
            base.defineRaw(name, new RPromise(load, base));
        }
    }

    private RValue load(String name) {
        if (!loaded) {
            loaded = true;
            MetaPrelude.define(registry, source, fileName);
        }
        return registry.baseEnv().getLocal(name);
    }
}
