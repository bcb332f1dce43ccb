package flashr.base.io;

import flashr.lang.REnvironment;
import flashr.lang.RString;
import java.util.ArrayList;
import java.util.List;

/**
 * textConnection(): reading the lines of a character vector, or writing complete lines into a
 * character variable (assigned again after each line, as R does) or, for NULL, only into the
 * value textConnectionValue() returns. An unfinished line is kept until it ends or the
 * connection closes.
 */
abstract class TextConnection extends Connection {
    TextConnection(String description, String mode) {
        super("textConnection", description, mode);
    }

    @Override void openStreams() {}

    /** Reads the elements of a character vector as lines (an element holding newlines is several lines). */
    static final class Reading extends TextConnection {
        private final String text;
        private int position;
        private final StringBuilder line = new StringBuilder();

        Reading(String description, String[] lines) {
            super(description, "r");
            StringBuilder sb = new StringBuilder();
            for (String s : lines) sb.append(s == null ? "NA" : s).append('\n');
            text = sb.toString();
        }

        @Override void closeStreams() {}

        @Override String readLine() {
            int next = nextLine(text, position, line);
            if (next < 0) return null;
            position = next;
            return line.toString();
        }

        @Override void write(String s) {
            throw new IllegalStateException("a text connection for reading");
        }
    }

    /** Writes lines into a variable of {@code env} (none when {@code variable} is null). */
    static final class Writing extends TextConnection {
        private final String variable;
        private final REnvironment env;
        private final List<String> lines = new ArrayList<>();
        private final StringBuilder pending = new StringBuilder();

        Writing(String variable, REnvironment env, String mode, String[] existing) {
            super(variable == null ? "NULL" : variable, mode);
            this.variable = variable;
            this.env = env;
            if (existing != null) lines.addAll(List.of(existing));
            assign();
        }

        @Override void closeStreams() {
            if (!pending.isEmpty()) {
                lines.add(pending.toString());
                pending.setLength(0);
                assign();
            }
        }

        @Override String readLine() {
            return null;
        }

        @Override void write(String s) {
            int from = 0;
            int nl;
            boolean added = false;
            while ((nl = s.indexOf('\n', from)) >= 0) {
                pending.append(s, from, nl);
                lines.add(pending.toString());
                pending.setLength(0);
                from = nl + 1;
                added = true;
            }
            pending.append(s, from, s.length());
            if (added) assign();
        }

        @Override boolean isIncomplete() {
            return !pending.isEmpty();
        }

        RString value() {
            return new RString(lines.toArray(String[]::new));
        }

        private void assign() {
            if (variable != null) env.define(variable, value());
        }
    }
}
