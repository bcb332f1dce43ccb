package flashr.parse;

import static flashr.grammar.RSyntaxLexer.*;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.Token;

/**
 * R's wording of syntax errors: {@code unexpected symbol in "x y"}, where the quoted context is
 * the source of the current top-level expression up to the offending token (its last two lines
 * when it spans several), and {@code unexpected end of input} when the input ends too early.
 */
final class SyntaxErrors {
    private SyntaxErrors() {}

    /** The error for {@code offending}, in a top-level expression starting at char {@code itemStart}. */
    static ParseError unexpected(Token offending, String source, int itemStart) {
        int line = offending.getLine();
        int column = offending.getCharPositionInLine() + 1;
        if (offending.getType() == Token.EOF) {
            return new ParseError("unexpected end of input", line, column, true)
                    .withSourceContext(SourceContext.of("unexpected end of input", source, source.length(), true));
        }
        if (isUnterminatedQuote(offending)) {
            // The string runs to the end of the input; R places the error at its opening quote.
            SourceContext context = SourceContext.of("unexpected INCOMPLETE_STRING", source, source.length(), false);
            int quoteColumn = SourceContext.of("", source, offending.getStartIndex() + 1, false).column();
            return new ParseError("unexpected end of input", line, column, true)
                    .withSourceContext(context.at(line, quoteColumn));
        }
        int end = Math.min(source.length(), offending.getStopIndex() + 1);
        String unexpected = "unexpected " + tokenName(offending);
        String message = unexpected + context(source.substring(Math.min(itemStart, end), end));
        return new ParseError(message, line, column, false).withSourceContext(SourceContext.of(unexpected, source, end, false));
    }

    /** A quote the lexer could not close: the string runs to the end of the input. */
    private static boolean isUnterminatedQuote(Token t) {
        return t.getType() == ERROR_CHAR && "\"'`".contains(t.getText());
    }

    /** R's name for a token in "unexpected ..." messages (bison's token names, translated as R does). */
    static String tokenName(Token t) {
        return switch (t.getType()) {
            case ID, BACKTICK_ID -> "symbol";
            case STRING -> "string constant";
            case NUMBER, TRUE, FALSE, NA, NA_INT, NA_REAL, NA_CHAR, NA_CPLX, INF, NAN -> "numeric constant";
            case NULL -> "'NULL'";
            case LEFT_ASSIGN, SUPER_ASSIGN, COLON_ASSIGN -> "assignment";
            case RIGHT_ASSIGN, SUPER_RIGHT_ASSIGN -> "'->'";
            case NEWLINE -> "end of line";
            case SPECIAL -> "SPECIAL";
            case STARSTAR -> "'^'";
            case ERROR_CHAR, PLACEHOLDER, BAD_NUMBER -> "input";
            case LAMBDA -> "'\\\\'";
            default -> "'" + t.getText() + "'";
        };
    }

    /** The quoted context after the message: one line {@code in "..."}, or the last two lines. */
    static String context(String text) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        if (!lines.isEmpty() && lines.getLast().isEmpty()) lines.removeLast();
        return switch (lines.size()) {
            case 0 -> "";
            case 1 -> " in \"" + lines.getFirst() + "\"";
            default -> " in:\n\"" + lines.get(lines.size() - 2) + "\n" + lines.getLast() + "\"";
        };
    }
}
