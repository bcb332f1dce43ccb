package flashr.embed;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineFactory;

/**
 * Makes flashr's JSR-223 engines, found by {@code javax.script.ScriptEngineManager} through
 * {@code META-INF/services}: by the name {@code flashr} and by the file extensions {@code R} and
 * {@code r}. The name {@code R} is not claimed: other R engines for the JVM answer to it, and a
 * program asking for "R" by name should not get flashr by the accident of class path order.
 * Each engine is one {@link Session} with the default settings.
 */
public final class FlashrScriptEngineFactory implements ScriptEngineFactory {
    static final String VERSION = versionOf();

    private static String versionOf() {
        String v = FlashrScriptEngineFactory.class.getPackage().getImplementationVersion();
        return v == null ? "0.1.0-SNAPSHOT" : v;
    }

    @Override
    public String getEngineName() {
        return "flashr";
    }

    @Override
    public String getEngineVersion() {
        return VERSION;
    }

    @Override
    public List<String> getExtensions() {
        return List.of("R", "r");
    }

    @Override
    public List<String> getMimeTypes() {
        return List.of();
    }

    @Override
    public List<String> getNames() {
        return List.of("flashr");
    }

    @Override
    public String getLanguageName() {
        return "R";
    }

    /** The version of R whose behaviour flashr follows. */
    @Override
    public String getLanguageVersion() {
        return "4.2.2";
    }

    @Override
    public Object getParameter(String key) {
        return switch (key) {
            case ScriptEngine.ENGINE -> getEngineName();
            case ScriptEngine.ENGINE_VERSION -> getEngineVersion();
            case ScriptEngine.NAME -> getNames().getFirst();
            case ScriptEngine.LANGUAGE -> getLanguageName();
            case ScriptEngine.LANGUAGE_VERSION -> getLanguageVersion();
            // calls from any thread are taken one at a time by the session, and each sees the others' effects
            case "THREADING" -> "MULTITHREADED";
            default -> null;
        };
    }

    /** R calls methods as functions of the object: {@code m(obj, args)}. */
    @Override
    public String getMethodCallSyntax(String obj, String m, String... args) {
        return m + "(" + Stream.concat(Stream.of(obj), Stream.of(args)).collect(Collectors.joining(", ")) + ")";
    }

    @Override
    public String getOutputStatement(String toDisplay) {
        StringBuilder sb = new StringBuilder("cat(\"");
        for (char c : toDisplay.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> sb.append(c);
            }
        }
        return sb.append("\")").toString();
    }

    @Override
    public String getProgram(String... statements) {
        return String.join("\n", statements) + "\n";
    }

    @Override
    public ScriptEngine getScriptEngine() {
        return new FlashrScriptEngine(this, Flashr.session());
    }
}
