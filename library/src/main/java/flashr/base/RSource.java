package flashr.base;

import flashr.base.meta.LanguageBuiltins;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.parse.RParser;
import flashr.parse.StoredAst;
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
 * saves). A resource's definitions are read from the parsed form stored beside it when the library was
 * built ({@link StoredSources}), each on first use of its name, else parsed all at once. Loading checks
 * the index against the definitions it finds.
 */
public final class RSource implements REnvironment.Loader {
    /** The source text; null until first needed when it is read from {@link #fileName}'s resource. */
    private String source;
    private final String fileName;
    private final List<String> names;
    /** The closures' environments: the namespace of the package R defines each in (base's bindings, enclosed by the global environment). */
    private final Namespaces namespaces;
    /** The stored form of a source given as text ({@link #defineStored}); a resource's is read with it. */
    private final byte[] storedForm;
    private boolean loaded;

    private RSource(String source, String fileName, List<String> names, Namespaces namespaces, byte[] storedForm) {
        this.source = source;
        this.fileName = fileName;
        this.namespaces = namespaces;
        this.names = names;
        this.storedForm = storedForm;
    }

    /**
     * Binds every name that the resource {@code flashr/R/<path>} defines (as {@link RSourceNames} lists
     * them) in the base environment; the file is read and parsed on first use of one of them.
     */
    public static void define(Registry r, String path) {
        List<String> names = RSourceNames.of(path);
        if (names == null) throw new IllegalStateException("R source " + path + " is not in the index; " + RSourceNames.REGENERATE);
        bind(r, new RSource(null, path, names, r.namespaces(), null));
    }

    /** Binds every name that {@code source} (named {@code fileName} in messages) defines, to be parsed on first use. */
    public static void defineText(Registry r, String source, String fileName) {
        bind(r, new RSource(source, fileName, definedNames(source), r.namespaces(), null));
    }

    /** As {@link #defineText}, with the form {@code stored} (or null) as if stored for it: a stale or damaged one is not used. */
    static void defineStored(Registry r, String source, String fileName, byte[] stored) {
        bind(r, new RSource(source, fileName, definedNames(source), r.namespaces(), stored));
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

    /**
     * Binds the source's closures in {@code base} (their environment: their package's namespace), where
     * no later definition replaced them (once, whichever thread asks). From a stored form, each name is
     * bound lazily again to its own definition, read when first used: a script uses a few functions of
     * a file, and reading all of them made the reader hot enough for C2 to compile it.
     */
    @Override
    public synchronized void load(REnvironment base) {
        if (loaded) return;
        loaded = true;
        StoredAst stored;
        if (source == null) {
            source = read(fileName);
            stored = StoredSources.open(fileName, source);
        } else {
            stored = storedForm == null ? null : StoredAst.open(storedForm, source, fileName);
        }
        if (stored != null && bindStored(base, stored)) return;
        Map<String, RClosure> defined = new LinkedHashMap<>();
        for (RValue e : RParser.parse(source, fileName)) {
            String name = StoredAst.definedName(e);
            if (name == null) throw new IllegalStateException("R source " + fileName + ": only function definitions allowed");
            defined.put(name, closure(name, e));
        }
        checkNames(defined.keySet());
        defined.forEach((name, f) -> base.resolveLazy(name, this, f));
    }

    /** Binds each name to a loader of its definition in {@code stored}; false (nothing bound) when they are not as the index says. */
    private boolean bindStored(REnvironment base, StoredAst stored) {
        Map<String, Integer> last = new LinkedHashMap<>();
        for (int i = 0; i < stored.size(); i++) {
            String name = stored.definedName(i);
            if (name == null) return false; // parsing says what is wrong
            last.put(name, i);
        }
        if (!new ArrayList<>(last.keySet()).equals(names)) return false;
        last.forEach((name, i) -> {
            if (base.lazyLoader(name) == this) base.defineLazy(name, new StoredDefinition(name, stored, i));
        });
        return true;
    }

    private void checkNames(java.util.Collection<String> defined) {
        if (!new ArrayList<>(defined).equals(names)) {
            throw new IllegalStateException("R source " + fileName + ": definitions " + defined
                    + " do not start lines as " + names + " do");
        }
    }

    private RClosure closure(String name, RValue definition) {
        return LanguageBuiltins.closure((RCall) ((RCall) definition).arg(1), namespaces.environmentOf(name));
    }

    /** One definition of a stored form, read when its name is first used. */
    private final class StoredDefinition implements REnvironment.Loader {
        private final String name;
        private final StoredAst stored;
        private final int index;

        StoredDefinition(String name, StoredAst stored, int index) {
            this.name = name;
            this.stored = stored;
            this.index = index;
        }

        @Override
        public void load(REnvironment base) {
            synchronized (RSource.this) {
                RValue e;
                try {
                    e = stored.expr(index);
                } catch (RuntimeException damaged) {
                    e = parsedDefinition(); // a damage the checksums missed: the source says what it is
                }
                if (!name.equals(StoredAst.definedName(e))) e = parsedDefinition();
                base.resolveLazy(name, this, closure(name, e));
            }
        }

        /** The last definition of the name in the source, parsed. */
        private RValue parsedDefinition() {
            RValue found = null;
            for (RValue e : RParser.parse(source, fileName)) {
                if (name.equals(StoredAst.definedName(e))) found = e;
            }
            if (found == null) throw new IllegalStateException("R source " + fileName + " does not define " + name);
            return found;
        }
    }
}
