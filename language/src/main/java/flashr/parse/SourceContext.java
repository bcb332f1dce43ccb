package flashr.parse;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a syntax error is, as R's parse() reports it (gram.y's parseError with a line number):
 * the error's line and last column (tabs expanded to stops of 8), and the last two lines of the
 * text read up to the error.
 */
record SourceContext(String message, int line, int column, List<String> lines, int lastLine) {

    /** The context of an error whose offending text ends at char {@code end} of {@code source}. */
    static SourceContext of(String message, String source, int end, boolean atEndOfInput) {
        List<String> all = new ArrayList<>(List.of(source.substring(0, end).split("\n", -1)));
        int line = all.size();
        int column = expandTabs(all.getLast()).length();
        if (atEndOfInput) {
            // R's lexer ends the input with a newline: the error is at column 0 of the next line.
            line++;
            column = 0;
            all.add("");
        }
        int lastLine = all.size();
        if (all.getLast().isEmpty()) {
            all.removeLast();
            lastLine--;
        }
        List<String> tail = new ArrayList<>();
        for (int i = Math.max(0, all.size() - 2); i < all.size(); i++) tail.add(expandTabs(all.get(i)));
        return new SourceContext(message, line, column, tail, lastLine);
    }

    /** The same context with the error placed at {@code line} and {@code column} (an unterminated string's start). */
    SourceContext at(int line, int column) {
        return new SourceContext(message, line, column, lines, lastLine);
    }

    String format(String label) {
        StringBuilder sb = new StringBuilder().append(label).append(':').append(line).append(':').append(column)
                .append(": ").append(message);
        for (int i = 0; i < lines.size(); i++) {
            sb.append('\n').append(lastLine - lines.size() + 1 + i).append(": ").append(lines.get(i));
        }
        if (!lines.isEmpty()) {
            // R's caret is one column further left when it shows two lines (a quirk of gram.y kept here).
            int width = (lastLine + ": ").length() - (lines.size() == 2 ? 1 : 0);
            sb.append('\n').append(" ".repeat(Math.max(0, width + column))).append('^');
        }
        return sb.toString();
    }

    private static String expandTabs(String line) {
        if (line.indexOf('\t') < 0) return line;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\t') {
                do sb.append(' '); while (sb.length() % 8 != 0);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
