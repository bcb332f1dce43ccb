package flashr.cli;

import flashr.base.SystemQuit;
import flashr.eval.Session;
import flashr.lang.RBuiltin;
import flashr.lang.REnvironment;
import flashr.lang.RLogical;
import java.io.IOException;
import java.nio.file.Path;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * The interactive console: prompt {@code > }, continuation {@code + } while the input is an
 * incomplete R expression, completion of names, arguments and file paths, history. Errors are
 * reported as R's console does and the session goes on; Ctrl-C clears the line, Ctrl-D or
 * {@code q()} quits.
 */
final class Repl {
    /** R code recurses deeply: evaluate on a thread with room for that, as Session does for scripts. */
    private static final long STACK_BYTES = 1L << 30;

    private final Session session;
    private final Terminal terminal;
    private final Path historyFile;
    /** The status q() asked for, once it has been called. */
    private volatile Integer quitStatus;

    /** @param historyFile where history persists between sessions, or null to keep none */
    Repl(Session session, Terminal terminal, Path historyFile) {
        this.session = session;
        this.terminal = terminal;
        this.historyFile = historyFile;
        REnvironment base = session.interpreter().baseEnv();
        watchQuit(base);
        base.defineRaw("interactive", new RBuiltin("interactive", RBuiltin.Kind.BUILTIN, new String[0], a -> RLogical.of(true)));
    }

    /**
     * The session reports q() only as the end of an input; the console needs its status, so
     * quit and q are wrapped to note it on the way out.
     */
    private void watchQuit(REnvironment base) {
        if (!(base.getLocal("quit") instanceof RBuiltin quit)) return;
        RBuiltin watched = new RBuiltin("quit", quit.kind(), quit.formals(), a -> {
            try {
                return quit.body().apply(a);
            } catch (SystemQuit q) {
                quitStatus = q.status();
                throw q;
            }
        });
        base.defineRaw("quit", watched);
        base.defineRaw("q", watched);
    }

    /**
     * The process's terminal. A dumb one is allowed explicitly (TERM=dumb, an Emacs shell) so
     * that JLine does not warn about it.
     */
    static Terminal systemTerminal() throws IOException {
        return TerminalBuilder.builder().name("flashr").system(true).dumb(true).build();
    }

    static Path defaultHistoryFile() {
        return Path.of(System.getProperty("user.home"), ".flashr_history");
    }

    /** Reads and evaluates until Ctrl-D (status 0) or {@code q()} (its status). */
    int run() {
        int[] status = {0};
        RuntimeException[] failure = {null};
        Thread console = new Thread(null, () -> {
            try {
                status[0] = loop();
            } catch (RuntimeException e) {
                failure[0] = e;
            }
        }, "flashr-console", STACK_BYTES);
        console.start();
        try {
            console.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (failure[0] != null) throw failure[0];
        return status[0];
    }

    private int loop() {
        LineReaderBuilder builder = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("flashr")
                .parser(new RLineParser())
                .completer(new RCompleter(session.interpreter()))
                .variable(LineReader.SECONDARY_PROMPT_PATTERN, "+ ")
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                .option(LineReader.Option.INSERT_TAB, false);
        if (historyFile != null) builder.variable(LineReader.HISTORY_FILE, historyFile);
        LineReader reader = builder.build();
        try {
            while (true) {
                String input;
                try {
                    input = reader.readLine("> ");
                } catch (UserInterruptException e) {
                    continue; // Ctrl-C at the prompt drops the line being edited
                } catch (EndOfFileException e) {
                    return 0;
                }
                if (input.isBlank()) continue;
                terminal.flush();
                session.runInteractive(input);
                if (quitStatus != null) return quitStatus;
            }
        } finally {
            saveHistory(reader);
        }
    }

    private static void saveHistory(LineReader reader) {
        try {
            reader.getHistory().save();
        } catch (IOException e) {
            // a read-only home directory must not stop the session from ending
        }
    }
}
