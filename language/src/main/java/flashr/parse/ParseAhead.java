package flashr.parse;

import java.util.List;

/**
 * A script's parse, started on a thread of its own while the session is being set up. A cold
 * parse (the grammar's tables read, the parser's code not yet compiled) took 30-40 ms of a
 * 150 ms start-up, on one core while the other was mostly idle; set up beside it, the session is
 * ready about when the parse is (docs/BENCHMARKS.md, "Start-up and exit"). The result is the one
 * {@link RParser#parseWithText} gives on the caller's thread, syntax errors included.
 */
public final class ParseAhead {
    /** R code nests deeply: the same room as the script's own thread (flashr.eval.Session). */
    private static final long STACK_BYTES = 1L << 30;

    private final String source;
    private final String fileName;
    private final Thread thread;
    private List<RParser.Parsed> parsed;
    private ParseError error;

    private ParseAhead(String source, String fileName) {
        this.source = source;
        this.fileName = fileName;
        this.thread = new Thread(null, this::parse, "flashr-parse", STACK_BYTES);
        thread.setDaemon(true);
    }

    /** Starts parsing {@code source} (named {@code fileName} in messages) now. */
    public static ParseAhead start(String source, String fileName) {
        ParseAhead p = new ParseAhead(source, fileName);
        p.thread.start();
        return p;
    }

    private void parse() {
        try {
            parsed = RParser.parseWithText(source, fileName);
        } catch (ParseError e) {
            error = e;
        } catch (RuntimeException | StackOverflowError e) {
            // left for the caller's thread to meet again, where it is reported as always
        }
    }

    public String source() {
        return source;
    }

    public String fileName() {
        return fileName;
    }

    /**
     * The parsed expressions, waiting for the parse to end; throws its {@link ParseError}. Anything
     * else that stopped it is met again by parsing here.
     */
    public List<RParser.Parsed> join() {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        if (error != null) throw error;
        return parsed != null ? parsed : RParser.parseWithText(source, fileName);
    }
}
