package flashr.base;

import flashr.base.meta.LanguageBuiltins;
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
 * One source of base functions written in R: a file under the resources' {@code flashr/R/<package>/}
 * (R's own package the functions belong to, then a topic: {@code stats/glm.R}) holding only top-level
 * assignments {@code name <- function(...) ...}, each starting a line.
 * <p>
 * A source is read and parsed only when a program first reads one of its names: until then its names
 * are lazy bindings of the base environment ({@link REnvironment#defineLazy}), known from the generated
 * index {@link RSourceNames} (reading a resource at start-up would cost more than the lazy binding
 * saves). A resource's parsed form is read from the one stored beside it when the library was built
 * ({@link StoredSources}), else parsed. Loading checks the index against the definitions it finds.
 */
public final class RSource implements REnvironment.Loader {
    /** The source text; null until first needed when it is read from {@link #fileName}'s resource. */
    private String source;
    private final String fileName;
    private final List<String> names;
    /** The closures' environments: the namespace of the package R defines each in (base's bindings, enclosed by the global environment). */
    private final Namespaces namespaces;
    private boolean parsed;

    private RSource(String source, String fileName, List<String> names, Namespaces namespaces) {
        this.source = source;
        this.fileName = fileName;
        this.namespaces = namespaces;
        this.names = names;
    }

    /**
     * Binds every name that the resource {@code flashr/R/<path>} defines (as {@link RSourceNames} lists
     * them) in the base environment; the file is read and parsed on first use of one of them.
     */
    public static void define(Registry r, String path) {
        List<String> names = RSourceNames.of(path);
        if (names == null) throw new IllegalStateException("R source " + path + " is not in the index; " + RSourceNames.REGENERATE);
        bind(r, new RSource(null, path, names, r.namespaces()));
    }

    /** Binds every name that {@code source} (named {@code fileName} in messages) defines, to be parsed on first use. */
    public static void defineText(Registry r, String source, String fileName) {
        bind(r, new RSource(source, fileName, definedNames(source), r.namespaces()));
    }

    private static void bind(Registry r, RSource s) {
        for (String name : s.names) r.defineLazy(name, s);
    }

    /** The text of the resource {@code flashr/R/<path>}. */
    public static String read(String path) {
        try (java.io.InputStream in = RSource.class.getResourceAsStream("/flashr/R/" + path)) {
            if (in == null) throw new IllegalStateException("missing R source " + path);
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The names {@code source} assigns at top level, in order, each once: a line that starts with a
     * name (plain, backquoted or quoted) followed by {@code <-}. A plain loop rather than a regular
     * expression, as this runs at every start-up, before anything is compiled.
     */
    public static List<String> definedNames(String source) {
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
        List<RValue> exprs;
        if (source == null) {
            source = read(fileName);
            exprs = StoredSources.load(fileName, source);
        } else {
            exprs = RParser.parse(source, fileName);
        }
        Map<String, RClosure> defined = new LinkedHashMap<>();
        for (RValue e : exprs) {
            if (!(e instanceof RCall c && c.argCount() == 2 && c.arg(1) instanceof RCall fn
                    && "function".equals(fn.functionName()))) {
                throw new IllegalStateException("R source " + fileName + ": only function definitions allowed");
            }
            String name = c.arg(0) instanceof RSymbol s ? s.name() : ((RString) c.arg(0)).get(0);
            defined.put(name, LanguageBuiltins.closure(fn, namespaces.environmentOf(name)));
        }
        if (!new ArrayList<>(defined.keySet()).equals(names)) {
            throw new IllegalStateException("R source " + fileName + ": definitions " + defined.keySet()
                    + " do not start lines as " + names + " do");
        }
        defined.forEach((name, f) -> base.resolveLazy(name, this, f));
    }
}
