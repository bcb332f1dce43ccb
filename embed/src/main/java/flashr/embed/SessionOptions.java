package flashr.embed;

import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a {@link Session} is set up: its matrix engine (worker threads, memory budget, data
 * directories, the size from which values live in the engine) and where it prints. Immutable:
 * each setter returns a changed copy, so one value can open many sessions. Unset engine settings
 * take the {@code flashr.*} system properties the command line uses, else their defaults (all
 * cores, half of the machine's memory, the system temporary directory, 2^21 elements).
 */
public final class SessionOptions {
    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*([kmgt]?)i?b?");

    private final Integer threads;
    private final Long memoryBudget;
    private final List<Path> dataDirs;
    private final Long engineThreshold;
    private final Writer output;
    private final Writer errors;

    private SessionOptions(Integer threads, Long memoryBudget, List<Path> dataDirs, Long engineThreshold,
                           Writer output, Writer errors) {
        this.threads = threads;
        this.memoryBudget = memoryBudget;
        this.dataDirs = dataDirs;
        this.engineThreshold = engineThreshold;
        this.output = output;
        this.errors = errors;
    }

    /** Nothing set: the defaults, printing to {@code System.out} and {@code System.err}. */
    public static SessionOptions defaults() {
        return new SessionOptions(null, null, null, null, null, null);
    }

    /** Worker threads of the session's matrix engine (each session's engine has its own). */
    public SessionOptions threads(int n) {
        if (n < 1) throw new IllegalArgumentException("threads must be at least 1");
        return new SessionOptions(n, memoryBudget, dataDirs, engineThreshold, output, errors);
    }

    /** Bytes the engine may hold in memory for matrices; beyond it, matrices go to the data directories. */
    public SessionOptions memoryBudget(long bytes) {
        if (bytes < 1) throw new IllegalArgumentException("the memory budget must be positive");
        return new SessionOptions(threads, bytes, dataDirs, engineThreshold, output, errors);
    }

    /** The memory budget as a size: {@code "512m"}, {@code "8g"}, {@code "1048576"}. */
    public SessionOptions memoryBudget(String size) {
        Matcher m = SIZE.matcher(size.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) throw new IllegalArgumentException("'" + size + "' is not a size (e.g. 512m, 8g)");
        int shift = switch (m.group(2)) {
            case "k" -> 10;
            case "m" -> 20;
            case "g" -> 30;
            case "t" -> 40;
            default -> 0;
        };
        long n = Long.parseLong(m.group(1));
        if (n > (Long.MAX_VALUE >> shift)) throw new IllegalArgumentException("'" + size + "' is too large");
        return memoryBudget(n << shift);
    }

    /** Directories for the engine's matrices on files, one per device (matrices are striped over all). */
    public SessionOptions dataDirs(List<Path> dirs) {
        if (dirs.isEmpty()) throw new IllegalArgumentException("give at least one data directory");
        List<Path> absolute = dirs.stream().map(d -> d.toAbsolutePath().normalize()).toList();
        return new SessionOptions(threads, memoryBudget, absolute, engineThreshold, output, errors);
    }

    /**
     * Numeric vectors and matrices of at least this many elements live in the engine, where
     * operations on them run lazily and in parallel (a matrix of fewer than 2^15 rows from 2^25
     * elements, unless this is below 2^15); 0 puts all of them there.
     */
    public SessionOptions engineThreshold(long elements) {
        if (elements < 0) throw new IllegalArgumentException("the engine threshold must be at least 0");
        return new SessionOptions(threads, memoryBudget, dataDirs, elements, output, errors);
    }

    /** Where R's standard output goes ({@code print}, {@code cat}); flushed after each evaluation. */
    public SessionOptions output(Writer to) {
        return new SessionOptions(threads, memoryBudget, dataDirs, engineThreshold, Objects.requireNonNull(to), errors);
    }

    /** Where R's standard error goes: warnings, {@code message()}. */
    public SessionOptions errors(Writer to) {
        return new SessionOptions(threads, memoryBudget, dataDirs, engineThreshold, output, Objects.requireNonNull(to));
    }

    Integer threads() {
        return threads;
    }

    Long memoryBudget() {
        return memoryBudget;
    }

    List<Path> dataDirs() {
        return dataDirs;
    }

    Long engineThreshold() {
        return engineThreshold;
    }

    Writer output() {
        return output;
    }

    Writer errors() {
        return errors;
    }

    boolean setsEngine() {
        return threads != null || memoryBudget != null || dataDirs != null;
    }
}
