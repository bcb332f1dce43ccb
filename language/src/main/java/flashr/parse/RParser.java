package flashr.parse;

import flashr.grammar.RSyntaxLexer;
import flashr.grammar.RSyntaxParser;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.PredictionMode;

/**
 * Parses R source into language objects, one top-level expression at a time as R's REPL does
 * (so a syntax error knows which expressions came complete before it).
 */
public final class RParser {
    private RParser() {}

    /** A top-level expression, its source text, and the warnings R's parser gives for it. */
    public record Parsed(RValue expr, String text, List<String> warnings) {}

    /** The top-level expressions of {@code source}; throws {@link ParseError} on a syntax error. */
    public static List<RValue> parse(String source, String fileName) {
        return parseWithText(source, fileName).stream().map(Parsed::expr).toList();
    }

    /** True when {@code source} ends inside an unfinished expression, string or bracket. */
    public static boolean isIncomplete(String source) {
        try {
            parseWithText(source, null);
            return false;
        } catch (ParseError e) {
            return e.atEndOfInput();
        }
    }

    /** A top-level expression and where it lies in {@link #normalized} source: chars {@code from} to {@code to}, exclusive. */
    public record Span(RValue expr, int from, int to) {}

    /** The text the parser reads (CRLF line ends made LF), against which {@link Span} offsets count. */
    public static String normalized(String source) {
        return NormalizedSource.of(source);
    }

    /** The top-level expressions with their source text; throws {@link ParseError} on a syntax error. */
    public static List<Parsed> parseWithText(String source, String fileName) {
        List<Parsed> result = new ArrayList<>();
        parseItems(source, fileName, result, null);
        return result;
    }

    /** The top-level expressions with their offsets, for srcref; throws {@link ParseError} on a syntax error. */
    public static List<Span> parseWithSpans(String source, String fileName) {
        List<Span> spans = new ArrayList<>();
        parseItems(source, fileName, null, spans);
        return spans;
    }

    private static void parseItems(String source, String fileName, List<Parsed> result, List<Span> spans) {
        source = NormalizedSource.of(source);
        RSyntaxLexer lexer = new RSyntaxLexer(CharStreams.fromString(source, fileName == null ? "<text>" : fileName));
        lexer.removeErrorListeners();
        CommonTokenStream tokens = new CommonTokenStream(new NewlineFilter(lexer));
        RSyntaxParser parser = new RSyntaxParser(tokens);
        parser.removeErrorListeners();
        parser.setErrorHandler(new FailFast());
        // R's grammar is ambiguous where a body (function, if...) could end before an operator;
        // SLL resolves that greedily, as R does, without full-context lookahead over the body.
        parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
        AstBuilder builder = new AstBuilder(source, fileName);
        List<RValue> done = new ArrayList<>();
        int itemStart = 0;
        while (tokens.LA(1) != Token.EOF) {
            RSyntaxParser.ItemContext item;
            int itemToken = tokens.index();
            try {
                item = parser.item();
            } catch (SyntaxFailure fast) {
                // SLL prediction is fast but may fail where full LL succeeds; full LL also places errors exactly.
                tokens.seek(itemToken);
                parser.getInterpreter().setPredictionMode(PredictionMode.LL);
                try {
                    item = parser.item();
                } catch (SyntaxFailure f) {
                    throw SyntaxErrors.unexpected(f.offending, source, itemStart).withParsedBefore(done);
                } finally {
                    parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
                }
            }
            if (item.exprOrHelp() != null) {
                RValue expr;
                try {
                    expr = builder.build(item.exprOrHelp(), itemStart);
                } catch (ParseError e) {
                    throw e.withParsedBefore(done);
                }
                int from = item.exprOrHelp().start.getStartIndex();
                int to = item.exprOrHelp().stop.getStopIndex() + 1;
                if (result != null) result.add(new Parsed(expr, source.substring(from, to), builder.warnings()));
                if (spans != null) spans.add(new Span(expr, from, to));
                done.add(expr);
            }
            itemStart = Math.min(source.length(), item.stop.getStopIndex() + 1);
        }
    }

    /** Stops at the first syntax error: R reports it and recovers nothing. */
    private static final class FailFast extends DefaultErrorStrategy {
        @Override
        public void reportError(Parser recognizer, RecognitionException e) {
            Token t = e.getOffendingToken();
            throw new SyntaxFailure(t != null ? t : recognizer.getCurrentToken());
        }

        @Override
        public Token recoverInline(Parser recognizer) {
            throw new SyntaxFailure(recognizer.getCurrentToken());
        }

        @Override
        public void sync(Parser recognizer) {}
    }

    private static final class SyntaxFailure extends RuntimeException {
        final transient Token offending;

        SyntaxFailure(Token offending) {
            super(null, null, false, false);
            this.offending = offending;
        }
    }
}
