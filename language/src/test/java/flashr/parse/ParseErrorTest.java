package flashr.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Syntax errors as Rscript reports them for a script file: each expected text is what
 * {@code Rscript file.R} printed (before "Execution halted") for the same file. In sources,
 * a backslash-n stands for a newline.
 */
class ParseErrorTest {
    private static final String[][] CASES = {
            {"x y", "Error: unexpected symbol in \"x y\""},
            {"x <- 1\\nif (TRUE) 1\\nelse 2", "Error: unexpected 'else' in \"else\""},
            {"x <- c(1,\\n2\\n", "Error: unexpected end of input"},
            {"x <- \"abc\\n", "Error: unexpected end of input"},
            {"f <- function(x) {\\n  x +\\n}\\n", "Error: unexpected '}' in:\n\"  x +\n}\""},
            {"x <- \"a\\qb\"", "Error: '\\q' is an unrecognized escape in character string starting \"\"a\\q\""},
            {"x <- 1\\n  a b c d\\n", "Error: unexpected symbol in \"  a b\""},
            {"x <- 1; 5 5", "Error: unexpected numeric constant in \" 5 5\""},
            {"x <- c(1,", "Error: unexpected end of input"},
            {"f(\\n", "Error: unexpected end of input"},
            {"1 +\\n", "Error: unexpected end of input"},
            {"{\\n  1\\n", "Error: unexpected end of input"},
            {"x <- 1 +\\n  2 3\\n", "Error: unexpected numeric constant in:\n\"x <- 1 +\n  2 3\""},
            {"x <- 1\\n\\n  # c\\n  y z\\n", "Error: unexpected symbol in \"  y z\""},
            {"x )\\n", "Error: unexpected ')' in \"x )\""},
            {"x <- 1 ->\\n", "Error: unexpected end of input"},
            {"1 < 2 < 3", "Error: unexpected '<' in \"1 < 2 <\""},
            {"x = = 2", "Error: unexpected '=' in \"x = =\""},
            {"a ]", "Error: unexpected ']' in \"a ]\""},
            {"\"a\" \"b\"", "Error: unexpected string constant in \"\"a\" \"b\"\""},
            {"NULL NULL", "Error: unexpected 'NULL' in \"NULL NULL\""},
            {"TRUE 1", "Error: unexpected numeric constant in \"TRUE 1\""},
            {"x <- \\(x) 1\\n x <<- <- 2", "Error: unexpected assignment in \" x <<- <-\""},
            {"if if", "Error: unexpected 'if' in \"if if\""},
            {"function", "Error: unexpected end of input"},
            {"1 -> -> 2", "Error: unexpected '->' in \"1 -> ->\""},
            {"x[[1]] [[", "Error: unexpected end of input"},
            {"a::b::c", "Error: unexpected '::' in \"a::b::\""},
            {"a $ 1", "Error: unexpected numeric constant in \"a $ 1\""},
            {"x |> 5", "Error: The pipe operator requires a function call as RHS"},
            {"x |> f", "Error: The pipe operator requires a function call as RHS"},
            {"`a", "Error: unexpected end of input"},
            {"x <- 'abc", "Error: unexpected end of input"},
            {"x <- \"\\x\"", "Error: '\\x' used without hex digits in character string starting \"\"\\x\""},
            {"x <- \"\\u{zz}\"", "Error: '\\u' used without hex digits in character string starting \"\"\\u{\""},
            {"x <- \"\\0\"", "Error: nul character not allowed (line 1)"},
            {"x <- 3 _ 4", "Error: unexpected input in \"x <- 3 _\""},
            {"x <- 3 @ 4", "Error: unexpected numeric constant in \"x <- 3 @ 4\""},
            {"(if (a) b\\n + c)", "Error: unexpected end of line in:\n\"(if (a) b\n +\""},
            {"function(x, x) 1", "Error: repeated formal argument 'x' on line 1"},
            {"x |> f(_)", "Error: pipe placeholder can only be used as a named argument"},
            {"x$if", "Error: unexpected 'if' in \"x$if\""},
            {"{ a b }", "Error: unexpected symbol in \"{ a b\""},
            {"f(a b)", "Error: unexpected symbol in \"f(a b\""},
            {"x[1 2]", "Error: unexpected numeric constant in \"x[1 2\""},
            {"f(x,, y z)", "Error: unexpected symbol in \"f(x,, y z\""},
            {"a <- b c\\n", "Error: unexpected symbol in \"a <- b c\""},
            {"x <- {\\n  1\\n  2 3\\n}", "Error: unexpected numeric constant in:\n\"  1\n  2 3\""},
            {"a %% %b%", "Error: unexpected SPECIAL in \"a %% %b%\""},
            {"5 ** ** 2", "Error: unexpected '^' in \"5 ** **\""},
            {"a & && b", "Error: unexpected '&&' in \"a & &&\""},
            {"a : : b", "Error: unexpected ':' in \"a : :\""},
            {"x ~ ~ ~", "Error: unexpected end of input"},
            {"a ! b", "Error: unexpected '!' in \"a !\""},
            {"a <- ; b", "Error: unexpected ';' in \"a <- ;\""},
            {";", "Error: unexpected ';' in \";\""},
            {"a == b == c", "Error: unexpected '==' in \"a == b ==\""},
            {"a != b < c", "Error: unexpected '<' in \"a != b <\""},
            {"while (TRUE) else", "Error: unexpected 'else' in \"while (TRUE) else\""},
            {"for (i 1:3) x", "Error: unexpected numeric constant in \"for (i 1\""},
            {"for (i in) x", "Error: unexpected ')' in \"for (i in)\""},
            {"function(1) x", "Error: unexpected numeric constant in \"function(1\""},
            {"f(a = b = c)", "Error: unexpected '=' in \"f(a = b =\""},
            {"x[[1]", "Error: unexpected end of input"},
            {"if (a) b else else", "Error: unexpected 'else' in \"if (a) b else else\""},
            {"x <- 10L 20", "Error: unexpected numeric constant in \"x <- 10L 20\""},
            {"x <- \"a\" 'b'", "Error: unexpected string constant in \"x <- \"a\" 'b'\""},
            {"x <- else", "Error: unexpected 'else' in \"x <- else\""},
            {"x <- )", "Error: unexpected ')' in \"x <- )\""},
            {"x <- ]", "Error: unexpected ']' in \"x <- ]\""},
            {"x <- }", "Error: unexpected '}' in \"x <- }\""},
            {"x <- \"\\u00e9\\x41\"", "Error: mixing Unicode and octal/hex escapes in a string is not allowed"},
            {"x <- 1e", "Error: unexpected input in \"x <- 1e\""},
            {"x <- 0x", "Error: unexpected input in \"x <- 0x\""},
            {"x <- 1.2.3", "Error: unexpected numeric constant in \"x <- 1.2.3\""},
            {"x <- 5 %%", "Error: unexpected end of input"},
            {"x <- a::", "Error: unexpected end of line in \"x <- a::\""},
            {"x <- a::\n", "Error: unexpected end of line in \"x <- a::\""},
            {"-> x", "Error: unexpected '->' in \"->\""},
            {"x <- a$", "Error: unexpected end of input"},
            {"x |> function(a) a", "Error: function 'function' not supported in RHS call of a pipe"},
            {"x |> `+`(1)", "Error: function '+' not supported in RHS call of a pipe"},
            {"1;;", "Error: unexpected ';' in \";\""},
    };

    @Test
    void messagesMatchRscript() {
        StringBuilder failures = new StringBuilder();
        for (String[] c : CASES) {
            String actual;
            try {
                RParser.parse(c[0].replace("\\n", "\n"), "t.R");
                actual = "(parsed)";
            } catch (ParseError e) {
                actual = "Error: " + e.getMessage();
            }
            if (!actual.equals(c[1])) failures.append(c[0]).append("\n   R:    ").append(c[1]).append("\n   ours: ").append(actual).append('\n');
        }
        assertEquals("", failures.toString());
    }

    @Test
    void errorKnowsWhereAndWhatCameBefore() {
        ParseError e = assertThrows(ParseError.class, () -> RParser.parse("x <- 1\ny <- 2; z\n  a b\n", "f.R"));
        assertEquals(3, e.line());
        assertEquals(5, e.column());
        assertEquals(3, e.parsedBefore().size());
        assertFalse(e.atEndOfInput());
        assertEquals(null, e.call());
        assertTrue(e.hasCall());
    }

    /** As R's parse(text = ...) words errors (checked with R 4.2.2). */
    @Test
    void sourceStyleMessages() {
        assertEquals("<text>:1:9: unexpected '='\n1: f(x = y =\n            ^", sourceMessage("f(x = y = 2)"));
        assertEquals("<text>:3:3: unexpected numeric constant\n2: b <- c(1,\n3: 2 3\n     ^", sourceMessage("a\nb <- c(1,\n2 3)"));
        assertEquals("<text>:2:0: unexpected end of input\n1: x <- c(1,\n   ^", sourceMessage("x <- c(1,"));
        assertEquals("<text>:1:6: unexpected symbol\n1: a; b c\n         ^", sourceMessage("a; b c"));
        assertEquals("<text>:1:11: unexpected symbol\n1:         x y\n              ^", sourceMessage("\tx y"));
        assertEquals("<text>:1:6: unexpected INCOMPLETE_STRING\n1: x <- \"abc\n         ^", sourceMessage("x <- \"abc"));
        assertEquals("<text>:1:3: unexpected symbol\n1: x y\n      ^", sourceMessage("x y"));
        assertEquals("s1.R:2:8: unexpected numeric constant\n1: x <- 1\n2: y <- 2 3\n          ^",
                assertThrows(ParseError.class, () -> RParser.parse("x <- 1\ny <- 2 3\n", null)).sourceMessage("s1.R"));
    }

    private static String sourceMessage(String source) {
        return assertThrows(ParseError.class, () -> RParser.parse(source, null)).sourceMessage("<text>");
    }

    @Test
    void incompleteInput() {
        for (String s : List.of("x <- c(1,", "f(", "1 +", "{", "{\n 1\n", "\"abc", "'abc\n", "`a", "if (a)",
                "function(x)", "x[[1]", "x <- 1 ->", "r\"(abc", "for (i in 1:3)", "while (TRUE) {\n")) {
            assertTrue(RParser.isIncomplete(s), s);
        }
        for (String s : List.of("", "x", "x <- 1\n", "if (a) b", "{ }", "\"a\"", "x y", "x )", "f(a b")) {
            assertFalse(RParser.isIncomplete(s), s);
        }
    }
}
