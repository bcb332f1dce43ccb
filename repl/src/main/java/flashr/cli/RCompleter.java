package flashr.cli;

import flashr.eval.Interpreter;
import flashr.lang.RBuiltin;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RFunction;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;

/**
 * Tab completion as R's console offers it: names visible from the global environment
 * (functions get their opening parenthesis), argument names of the call around the cursor,
 * reserved words, and file paths inside strings.
 */
final class RCompleter implements Completer {
    private static final Pattern SYNTACTIC = Pattern.compile("[A-Za-z.][A-Za-z0-9._]*");
    private static final List<String> RESERVED = List.of("if", "else", "repeat", "while", "function", "for", "in",
            "next", "break", "TRUE", "FALSE", "NULL", "Inf", "NaN", "NA", "NA_integer_", "NA_real_", "NA_character_");

    private final Interpreter interp;

    RCompleter(Interpreter interp) {
        this.interp = interp;
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        try {
            candidates.addAll(candidates(line.line(), line.cursor()));
        } catch (RuntimeException e) {
            // a Tab offers nothing rather than print a Java failure over the line being edited
            if ("1".equals(System.getenv("FLASHR_DEBUG"))) e.printStackTrace();
        }
    }

    /** The completions of the token that ends at {@code cursor}. */
    List<Candidate> candidates(String text, int cursor) {
        CompletionContext at = CompletionContext.at(text, cursor);
        return switch (at.kind()) {
            case NAME -> names(at);
            case ELEMENT -> elements(at);
            case PATH -> paths(at.word());
            case NONE -> List.of();
        };
    }

    private List<Candidate> names(CompletionContext at) {
        String prefix = at.word();
        List<Candidate> out = new ArrayList<>();
        if (at.callee() != null && interp.globalEnv().lookup(at.callee()) instanceof RFunction f) {
            for (String formal : formals(f)) {
                if (!formal.equals("...") && formal.startsWith(prefix)) {
                    out.add(new Candidate(formal + " = ", formal + " =", "arguments", null, null, null, false));
                }
            }
        }
        Set<String> seen = new HashSet<>();
        for (REnvironment env = interp.globalEnv(); env != null && env != interp.emptyEnv(); env = env.parent()) {
            for (String name : snapshot(env)) {
                if (!name.startsWith(prefix) || !seen.add(name) || !SYNTACTIC.matcher(name).matches()) continue;
                if (name.startsWith(".") && !prefix.startsWith(".")) continue;
                Boolean function = isFunction(env, name);
                if (function == null) continue;
                out.add(new Candidate(function ? name + "(" : name, name, function ? "functions" : "variables",
                        null, null, null, false));
            }
        }
        for (String word : RESERVED) {
            if (word.startsWith(prefix) && seen.add(word)) out.add(new Candidate(word, word, "reserved", null, null, null, false));
        }
        return out;
    }

    /**
     * The names bound in {@code env} now. Completion runs while the session may still be binding
     * names (a domain of base registering, start-up): it reads a copy, taken again if the frame
     * changed while it was copied.
     */
    static List<String> snapshot(REnvironment env) {
        for (int attempt = 0; ; attempt++) {
            try {
                return new ArrayList<>(env.names());
            } catch (RuntimeException e) { // ConcurrentModificationException, or a frame caught mid-resize
                if (attempt == 20) return List.of();
                Thread.onSpinWait();
            }
        }
    }

    /**
     * Whether the binding is a function, without loading what is bound lazily (a Tab must not
     * load every domain of base); null when it vanished or cannot be read.
     */
    private static Boolean isFunction(REnvironment env, String name) {
        try {
            REnvironment.Loader lazy = env.lazyLoader(name);
            if (lazy != null) return lazy.definesFunction(name);
            RValue v = env.getLocal(name);
            if (v == null) return null;
            return v instanceof RFunction || v instanceof flashr.lang.RPromise p && p.isForced() && p.value() instanceof RFunction;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The names of the list or vector before the {@code $}. */
    private List<Candidate> elements(CompletionContext at) {
        if (!(interp.globalEnv().lookup(at.callee()) instanceof RValue v) || !(v.getAttr("names") instanceof RString names)) {
            return List.of();
        }
        List<Candidate> out = new ArrayList<>();
        for (String name : new LinkedHashSet<>(Arrays.asList(names.data()))) {
            if (name == null || name.isEmpty() || !name.startsWith(at.word())) continue;
            String value = SYNTACTIC.matcher(name).matches() ? name : "`" + name.replace("`", "\\`") + "`";
            out.add(new Candidate(value, name, "elements", null, null, null, false));
        }
        return out;
    }

    private static String[] formals(RFunction f) {
        String[] names = f instanceof RClosure c ? c.formalNames() : f instanceof RBuiltin b ? b.formals() : null;
        return names == null ? new String[0] : names;
    }

    /** Entries of the directory the path so far names (relative to the working directory; {@code ~} is home). */
    private static List<Candidate> paths(String word) {
        int slash = word.lastIndexOf('/');
        String dirPart = word.substring(0, slash + 1);
        String prefix = word.substring(slash + 1);
        String dirText = dirPart.startsWith("~/") || dirPart.equals("~/")
                ? System.getProperty("user.home") + dirPart.substring(1) : dirPart;
        Path dir = Path.of(dirText.isEmpty() ? "." : dirText);
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> entries = Files.list(dir)) {
            return entries
                    .filter(p -> p.getFileName().toString().startsWith(prefix))
                    .filter(p -> prefix.startsWith(".") || !p.getFileName().toString().startsWith("."))
                    .map(p -> {
                        String name = p.getFileName().toString() + (Files.isDirectory(p) ? "/" : "");
                        return new Candidate(dirPart + name, name, "files", null, null, null, false);
                    })
                    .toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}
