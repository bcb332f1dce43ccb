package flashr.parse;

import flashr.lang.RError;
import flashr.lang.RValue;
import java.util.List;

/**
 * A syntax error, reported as R reports one ({@code Error: unexpected symbol in "x y"}): the
 * message is the text after {@code Error: }. Carries where it happened and the top-level
 * expressions that were complete before it: Rscript runs those before reporting the error.
 */
public final class ParseError extends RError {
    private final int line;
    private final int column;
    private final boolean atEndOfInput;
    private List<RValue> parsedBefore = List.of();
    private SourceContext sourceContext;

    public ParseError(String message, int line, int column, boolean atEndOfInput) {
        super(message);
        withoutCall();
        this.line = line;
        this.column = column;
        this.atEndOfInput = atEndOfInput;
    }

    /**
     * The message as {@code parse(text = ...)} and {@code source()} word it, naming the source:
     * {@code <text>:1:3: unexpected symbol}, then the last lines up to the error and a caret
     * under its last character. Errors in string escapes have no such form: their message.
     */
    public String sourceMessage(String sourceLabel) {
        return sourceContext == null ? getMessage() : sourceContext.format(sourceLabel);
    }

    ParseError withSourceContext(SourceContext context) {
        this.sourceContext = context;
        return this;
    }

    /** 1-based line of the offending token. */
    public int line() {
        return line;
    }

    /** 1-based column of the offending token. */
    public int column() {
        return column;
    }

    /** True when the input ended inside an unfinished expression, string or bracket. */
    public boolean atEndOfInput() {
        return atEndOfInput;
    }

    /** The complete top-level expressions before the one in error, in order. */
    public List<RValue> parsedBefore() {
        return parsedBefore;
    }

    ParseError withParsedBefore(List<RValue> before) {
        this.parsedBefore = List.copyOf(before);
        return this;
    }
}
