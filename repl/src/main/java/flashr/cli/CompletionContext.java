package flashr.cli;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * What the text before the cursor says about the token being completed: a name (with the
 * function whose call the cursor is in, for argument names), a file path inside a string, or
 * nothing to complete (a comment).
 *
 * @param word   the part of the token before the cursor (what completion replaces)
 * @param callee the function of the innermost unclosed call around the cursor, or null; for
 *               {@link Kind#ELEMENT}, the variable before the {@code $}
 */
record CompletionContext(Kind kind, String word, String callee) {
    /** A name in scope, an element name after {@code x$}, a path in a string, or nothing. */
    enum Kind { NAME, ELEMENT, PATH, NONE }

    static CompletionContext at(String line, int cursor) {
        Deque<String> calls = new ArrayDeque<>(); // one entry per open bracket: the callee, or "" if not a call
        char quote = 0;
        int stringStart = 0;
        for (int i = 0; i < cursor; i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == '\\') i++;
                else if (c == quote) quote = 0;
                continue;
            }
            switch (c) {
                case '"', '\'', '`' -> {
                    quote = c;
                    stringStart = i + 1;
                }
                case '#' -> {
                    int nl = line.indexOf('\n', i);
                    if (nl < 0 || nl >= cursor) return new CompletionContext(Kind.NONE, "", null);
                    i = nl;
                }
                case '(' -> calls.push(nameBefore(line, i));
                case '[', '{' -> calls.push("");
                case ')', ']', '}' -> calls.poll();
                default -> { }
            }
        }
        String callee = calls.isEmpty() || calls.peek().isEmpty() ? null : calls.peek();
        if (quote == '"' || quote == '\'') return new CompletionContext(Kind.PATH, line.substring(stringStart, cursor), callee);
        if (quote == '`') return new CompletionContext(Kind.NONE, "", callee);
        String word = nameBefore(line, cursor);
        int dollar = cursor - word.length() - 1;
        if (dollar > 0 && line.charAt(dollar) == '$') {
            String object = nameBefore(line, dollar);
            return new CompletionContext(object.isEmpty() ? Kind.NONE : Kind.ELEMENT, word, object);
        }
        return new CompletionContext(Kind.NAME, word, callee);
    }

    /** The R name that ends at {@code end} (letters, digits, '.', '_'), possibly empty. */
    private static String nameBefore(String line, int end) {
        int start = end;
        while (start > 0 && isNameChar(line.charAt(start - 1))) start--;
        return line.substring(start, end);
    }

    static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '.' || c == '_';
    }
}
