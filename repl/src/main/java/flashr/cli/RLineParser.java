package flashr.cli;

import flashr.parse.RParser;
import java.util.List;
import org.jline.reader.CompletingParsedLine;
import org.jline.reader.EOFError;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser;

/**
 * Tells JLine how R input is shaped: accepting a line while the R expression is incomplete
 * continues it on a new line of the same buffer (JLine shows the {@code + } prompt), and
 * completion works on the R token under the cursor ({@link CompletionContext}).
 */
final class RLineParser implements Parser {
    private final boolean multiLine;

    /** @param multiLine whether incomplete input continues in JLine's buffer (not on dumb terminals, which cannot show it) */
    RLineParser(boolean multiLine) {
        this.multiLine = multiLine;
    }

    @Override
    public ParsedLine parse(String line, int cursor, ParseContext context) {
        if (multiLine && context == ParseContext.ACCEPT_LINE && RParser.isIncomplete(line)) {
            throw new EOFError(-1, -1, "incomplete R expression");
        }
        String word = context == ParseContext.COMPLETE ? CompletionContext.at(line, cursor).word() : "";
        return new Line(line, cursor, word);
    }

    /**
     * The line with one word: the token being completed, which ends at the cursor. Candidates
     * are inserted as they are (quotes are part of R's syntax, not JLine's).
     */
    private record Line(String line, int cursor, String word) implements CompletingParsedLine {
        @Override
        public CharSequence escape(CharSequence candidate, boolean complete) {
            return candidate;
        }

        @Override
        public int rawWordCursor() {
            return word.length();
        }

        @Override
        public int rawWordLength() {
            return word.length();
        }

        @Override
        public int wordCursor() {
            return word.length();
        }

        @Override
        public int wordIndex() {
            return 0;
        }

        @Override
        public List<String> words() {
            return List.of(word);
        }
    }
}
