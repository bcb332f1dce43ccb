package flashr.parse;

import static flashr.grammar.RSyntaxLexer.*;

import java.util.ArrayDeque;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenFactory;
import org.antlr.v4.runtime.TokenSource;

/**
 * Decides which newlines end an expression, exactly as R's lexer ({@code yylex} in gram.y)
 * does, so that the grammar only sees the newlines that separate expressions. It keeps R's
 * context stack: inside {@code (} and {@code [} newlines are dropped; after an operator, after
 * {@code if (c)}, {@code while (c)}, {@code for (...)}, {@code function(...)}, {@code else} and
 * {@code repeat} they are dropped ("EatLines"); and inside braces a newline before an
 * {@code else} that continues an {@code if} is dropped. At end of input one newline is
 * appended (through the same rules), then EOF.
 */
final class NewlineFilter implements TokenSource {
    private static final char IF_CONTEXT = 'i';

    private final TokenSource lexer;
    private final ArrayDeque<Token> pushedBack = new ArrayDeque<>();
    /** R's contextstack: '(', '[', '{' and 'i' (inside the body of an if, within brackets). */
    private final StringBuilder context = new StringBuilder();
    /** For each '(' on the stack: whether its ')' ends a condition or formals (then newlines are eaten). */
    private final StringBuilder parenKinds = new StringBuilder();
    private boolean eatLines;
    private int previousType = -1;
    private boolean sawEof;

    NewlineFilter(TokenSource lexer) {
        this.lexer = lexer;
    }

    @Override
    public Token nextToken() {
        while (true) {
            Token t = raw();
            if (t.getType() == NEWLINE) {
                if (eatLines || top() == '(' || top() == '[') continue;
                if (top() == IF_CONTEXT) return ifBodyNewline(t);
                return t;
            }
            process(t);
            return t;
        }
    }

    /** A newline in the body of an if within brackets: it is dropped when an else follows. */
    private Token ifBodyNewline(Token newline) {
        Token next = raw();
        while (next.getType() == NEWLINE) next = raw();
        switch (next.getType()) {
            case RBRACE, RPAREN, RBRACKET -> {
                while (top() == IF_CONTEXT) pop();
                pop();
                return next;
            }
            case COMMA -> {
                ifPop();
                return next;
            }
            case ELSE -> {
                eatLines = true;
                ifPop();
                return next;
            }
            default -> {
                ifPop();
                pushedBack.push(next);
                // R has already read the next token: error messages show it in their context.
                CommonToken nl = new CommonToken(newline);
                nl.setText("\n");
                nl.setStopIndex(Math.max(newline.getStopIndex(), next.getStopIndex()));
                return nl;
            }
        }
    }

    /** R's bookkeeping after each token other than a newline. */
    private void process(Token t) {
        int type = t.getType();
        switch (type) {
            case PLUS, MINUS, STAR, SLASH, CARET, STARSTAR, LT, LE, GE, GT, EQ, NE, OR, AND, OR2, AND2,
                    PIPE, SPECIAL, FUNCTION, LAMBDA, WHILE, REPEAT, FOR, IN, QUESTION, NOT, EQ_ASSIGN,
                    COLON, TILDE, DOLLAR, AT, LEFT_ASSIGN, SUPER_ASSIGN, COLON_ASSIGN, RIGHT_ASSIGN,
                    SUPER_RIGHT_ASSIGN -> eatLines = true;
            case IF -> {
                ifPush();
                eatLines = true;
            }
            case ELSE -> {
                ifPop();
                eatLines = true;
            }
            case SEMI, COMMA -> ifPop();
            case ID, BACKTICK_ID, STRING, NUMBER, NULL, TRUE, FALSE, NA, NA_INT, NA_REAL, NA_CHAR, NA_CPLX,
                    INF, NAN, NEXT, BREAK, PLACEHOLDER -> eatLines = false;
            case LBB -> {
                push('[');
                push('[');
            }
            case LBRACKET -> push('[');
            case LBRACE -> {
                push('{');
                eatLines = true;
            }
            case LPAREN -> {
                boolean condition = previousType == IF || previousType == WHILE || previousType == FOR
                        || previousType == FUNCTION || previousType == LAMBDA;
                push('(');
                parenKinds.append(condition ? 'c' : 'p');
            }
            case RBRACKET -> {
                while (top() == IF_CONTEXT) pop();
                pop();
                eatLines = false;
            }
            case RBRACE -> {
                while (top() == IF_CONTEXT) pop();
                pop();
                eatLines = false;
            }
            case RPAREN -> {
                while (top() == IF_CONTEXT) pop();
                boolean condition = top() == '(' && parenKinds.charAt(parenKinds.length() - 1) == 'c';
                pop();
                // R's grammar sets EatLines after `if (c)`, `while (c)`, `for (...)` and formals.
                eatLines = condition;
            }
            default -> {}
        }
        previousType = type;
    }

    private Token raw() {
        if (!pushedBack.isEmpty()) return pushedBack.pop();
        if (sawEof) return lexer.nextToken();
        Token t = lexer.nextToken();
        if (t.getType() == Token.EOF) {
            sawEof = true;
            // R's lexer answers a newline first at end of input, so a last line without one ends.
            CommonToken nl = new CommonToken(t);
            nl.setType(NEWLINE);
            nl.setText("");
            pushedBack.push(t);
            return nl;
        }
        return t;
    }

    private char top() {
        return context.isEmpty() ? 0 : context.charAt(context.length() - 1);
    }

    private void push(char c) {
        context.append(c);
    }

    private void pop() {
        if (context.isEmpty()) return;
        if (top() == '(') parenKinds.setLength(parenKinds.length() - 1);
        context.setLength(context.length() - 1);
    }

    /** R pushes an if context only within brackets: at top level a newline always ends the if. */
    private void ifPush() {
        char c = top();
        if (c == '{' || c == '[' || c == '(' || c == IF_CONTEXT) push(IF_CONTEXT);
    }

    private void ifPop() {
        if (top() == IF_CONTEXT) pop();
    }

    @Override
    public int getLine() {
        return lexer.getLine();
    }

    @Override
    public int getCharPositionInLine() {
        return lexer.getCharPositionInLine();
    }

    @Override
    public CharStream getInputStream() {
        return lexer.getInputStream();
    }

    @Override
    public String getSourceName() {
        return lexer.getSourceName();
    }

    @Override
    public void setTokenFactory(TokenFactory<?> factory) {
        lexer.setTokenFactory(factory);
    }

    @Override
    public TokenFactory<?> getTokenFactory() {
        return lexer.getTokenFactory();
    }
}
