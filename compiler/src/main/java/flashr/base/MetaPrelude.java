package flashr.base;

import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.parse.RParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Base functions written in R: closures defined in the base environment from R source, for functions
 * that R itself writes in R and that are thin compositions of builtins (split, droplevels, relevel...).
 * Each source holds only top-level assignments {@code name <- function(...) ...}, each starting a line.
 * <p>
 * A source is parsed only when a program first reads one of its names: until then its names are lazy
 * bindings of the base environment ({@link REnvironment#defineLazy}), found by scanning the source's
 * lines for top-level assignments. Parsing checks that scan against the definitions it finds.
 */
final class MetaPrelude implements REnvironment.Loader {
    private final String source;
    private final String fileName;
    private final List<String> names;
    /** The closures' environments: the namespace of the package R defines each in (base's bindings, enclosed by the global environment). */
    private final Namespaces namespaces;
    private boolean parsed;

    private MetaPrelude(String source, String fileName, Namespaces namespaces) {
        this.source = source;
        this.fileName = fileName;
        this.namespaces = namespaces;
        this.names = definedNames(source);
    }

    /** Binds every name that {@code source} defines in the base environment, to be parsed on first use. */
    static void define(Registry r, String source, String fileName) {
        MetaPrelude prelude = new MetaPrelude(source, fileName, r.namespaces());
        for (String name : prelude.names) r.defineLazy(name, prelude);
    }

    /** Binds every name that the R source resource {@code path} (absolute, e.g. /flashr/base/namespaces.R) defines, as {@link #define}. */
    static void defineResource(Registry r, String path) {
        try (java.io.InputStream in = MetaPrelude.class.getResourceAsStream(path)) {
            if (in == null) throw new IllegalStateException("missing resource " + path);
            define(r, new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), path.substring(path.lastIndexOf('/') + 1));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The names {@code source} assigns at top level, in order, each once: a line that starts with a
     * name (plain, backquoted or quoted) followed by {@code <-}. A plain loop rather than a regular
     * expression, as this runs at every start-up, before anything is compiled.
     */
    static List<String> definedNames(String source) {
        LinkedHashSet<String> found = new LinkedHashSet<>();
        int n = source.length();
        for (int line = 0; line < n; ) {
            int next = source.indexOf('\n', line);
            if (next < 0) next = n;
            String name = assignedName(source, line, next);
            if (name != null) found.add(name);
            line = next + 1;
        }
        return new ArrayList<>(found);
    }

    /** The name that the line {@code [from, to)} of {@code s} assigns to, or null when it does not start with an assignment. */
    private static String assignedName(String s, int from, int to) {
        if (from >= to) return null;
        char c = s.charAt(from);
        int end;
        String name;
        if (c == '`' || c == '"') {
            end = s.indexOf(c, from + 1);
            if (end < 0 || end >= to) return null;
            name = s.substring(from + 1, end);
            end++;
        } else if (Character.isLetter(c) || c == '.') {
            end = from + 1;
            while (end < to && (Character.isLetterOrDigit(s.charAt(end)) || s.charAt(end) == '.' || s.charAt(end) == '_')) end++;
            name = s.substring(from, end);
        } else {
            return null;
        }
        while (end < to && (s.charAt(end) == ' ' || s.charAt(end) == '\t')) end++;
        return s.startsWith("<-", end) ? name : null;
    }

    /** Parses the source and binds its closures in {@code base} (their environment: their package's namespace), where no later definition replaced them (once, whichever thread asks). */
    @Override
    public synchronized void load(REnvironment base) {
        if (parsed) return;
        parsed = true;
        Map<String, RClosure> defined = new LinkedHashMap<>();
        for (RValue e : RParser.parse(source, fileName)) {
            if (!(e instanceof RCall c && c.argCount() == 2 && c.arg(1) instanceof RCall fn
                    && "function".equals(fn.functionName()))) {
                throw new IllegalStateException("prelude " + fileName + ": only function definitions allowed");
            }
            String name = c.arg(0) instanceof RSymbol s ? s.name() : ((RString) c.arg(0)).get(0);
            defined.put(name, LanguageBuiltins.closure(fn, namespaces.environmentOf(name)));
        }
        if (!new ArrayList<>(defined.keySet()).equals(names)) {
            throw new IllegalStateException("prelude " + fileName + ": definitions " + defined.keySet()
                    + " do not start lines as " + names + " do");
        }
        defined.forEach((name, f) -> base.resolveLazy(name, this, f));
    }
}
