package flashr.embed;

import java.util.List;

/**
 * An R error that reached the Java caller: {@link #getMessage()} is R's message (what
 * {@code conditionMessage(e)} gives), {@link #conditionClasses()} the condition's classes
 * ({@code simpleError error condition} for {@code stop("...")}, a package's own classes for its
 * conditions), {@link #call()} the call R reports it in. The session goes on, as R's console does
 * after an error.
 */
public class RException extends Exception {
    private final List<String> classes;
    private final String call;
    private final String report;

    RException(String message, List<String> classes, String call, String report) {
        super(message, null, false, false);
        this.classes = List.copyOf(classes);
        this.call = call;
        this.report = report;
    }

    /** The R condition's classes, most specific first. */
    public List<String> conditionClasses() {
        return classes;
    }

    /** Whether the condition has this class, as R's {@code inherits} says. */
    public boolean inherits(String conditionClass) {
        return classes.contains(conditionClass);
    }

    /** The call R reports the error in, deparsed (first line), or null when it has none. */
    public String call() {
        return call;
    }

    /** The error as R prints it: {@code Error in f(x) : message} or {@code Error: message}. */
    public String report() {
        return report;
    }
}
