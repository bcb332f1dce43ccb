package flashr.cli;

import flashr.eval.Session;
import flashr.parse.RParser;
import flashr.lang.RBuiltin;
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
 * reported as R's console does and the session goes on; Ctrl-C clears the line or interrupts
 * the running code (back to the prompt, state kept), Ctrl-D or {@code q()} quits.
 */
final class Repl {
    private final Session session;
    private final Terminal terminal;
    private final Path historyFile;

    /** @param historyFile where history persists between sessions, or null to keep none */
    Repl(Session session, Terminal terminal, Path historyFile) {
        this.session = session;
        this.terminal = terminal;
        this.historyFile = historyFile;
        session.interpreter().baseEnv().defineRaw("interactive",
                new RBuiltin("interactive", RBuiltin.Kind.BUILTIN, new String[0], a -> RLogical.of(true)));
        // the default device is a window where a display exists; elsewhere the prompt says which file holds it
        flashr.graphics.GraphicsSession.of(session.interpreter()).interactive();
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
        // a dumb terminal cannot redraw a multi-line buffer: there, lines are read one by one
        // and joined while incomplete, as R's own console does
        boolean dumb = terminal.getType().startsWith(Terminal.TYPE_DUMB);
        LineReaderBuilder builder = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("flashr")
                .parser(new RLineParser(!dumb))
                .completer(new RCompleter(session.interpreter()))
                .variable(LineReader.SECONDARY_PROMPT_PATTERN, "+ ")
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                .option(LineReader.Option.INSERT_TAB, false);
        if (historyFile != null) builder.variable(LineReader.HISTORY_FILE, historyFile);
        LineReader reader = builder.build();
        // Ctrl-C interrupts running code; while a line is read, JLine handles it (clearing the
        // line) and then restores this handler
        terminal.handle(Terminal.Signal.INT, signal -> session.interpreter().setInterruptRequested(true));
        StringBuilder pending = new StringBuilder();
        try {
            while (true) {
                try {
                    pending.append(reader.readLine(pending.isEmpty() ? "> " : "+ "));
                } catch (UserInterruptException e) {
                    pending.setLength(0); // Ctrl-C at the prompt drops the input being edited
                    continue;
                } catch (EndOfFileException e) {
                    return 0;
                }
                String input = pending.toString();
                if (dumb && RParser.isIncomplete(input)) {
                    pending.append('\n');
                    continue;
                }
                pending.setLength(0);
                if (input.isBlank()) continue;
                terminal.flush();
                Integer quit = evaluate(input);
                if (quit != null) return quit;
            }
        } finally {
            saveHistory(reader);
            session.end();
        }
    }

    /** Runs one input; a Ctrl-C meanwhile interrupts it. */
    private Integer evaluate(String input) {
        try {
            return session.runInteractive(input);
        } finally {
            session.interpreter().setInterruptRequested(false); // a Ctrl-C that came too late to act on
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
