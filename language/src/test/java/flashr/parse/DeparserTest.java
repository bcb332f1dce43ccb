package flashr.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.lang.RClosure;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import org.junit.jupiter.api.Test;

/**
 * Deparsing, compared with GNU R: each expected text is R's
 * {@code paste(deparse(parse(text = src, keep.source = FALSE)[[1]]), collapse = "\n")}
 * (width.cutoff 60) for the same source; value cases were checked with Rscript by hand.
 */
class DeparserTest {
    private static final String[][] CALLS = {
            {"a/b", "a/b"},
            {"a*b", "a * b"},
            {"a^b", "a^b"},
            {"a:b", "a:b"},
            {"-a", "-a"},
            {"!a", "!a"},
            {"a %in% b", "a %in% b"},
            {"a %% b", "a%%b"},
            {"a %/% b", "a%/%b"},
            {"a %*% b", "a %*% b"},
            {"a$b", "a$b"},
            {"a@b", "a@b"},
            {"a::b", "a::b"},
            {"a:::b", "a:::b"},
            {"x[i, j]", "x[i, j]"},
            {"x[, 1]", "x[, 1]"},
            {"x[[1]]", "x[[1]]"},
            {"x[]", "x[]"},
            {"x[a = 1, drop = FALSE]", "x[a = 1, drop = FALSE]"},
            {"f(a = 1, b)", "f(a = 1, b)"},
            {"f(a = )", "f(a = )"},
            {"f()", "f()"},
            {"f(,)", "f(, )"},
            {"if (c) x else y", "if (c) x else y"},
            {"if (c) x", "if (c) x"},
            {"for (i in x) y", "for (i in x) y"},
            {"while (c) y", "while (c) y"},
            {"repeat y", "repeat y"},
            {"break", "break"},
            {"next", "next"},
            {"function(x, y = 2) x + y", "function(x, y = 2) x + y"},
            {"function() NULL", "function() NULL"},
            {"function(x, ...) NULL", "function(x, ...) NULL"},
            {"\\(x) x", "function(x) x"},
            {"{a; b}", "{\n    a\n    b\n}"},
            {"{}", "{\n}"},
            {"(a + b) * c", "(a + b) * c"},
            {"a <- b", "a <- b"},
            {"a <<- b", "a <<- b"},
            {"a = b", "a = b"},
            {"a -> b", "b <- a"},
            {"a ->> b", "b <<- a"},
            {"a ~ b", "a ~ b"},
            {"~a", "~a"},
            {"?a", "`?`(a)"},
            {"a ? b", "`?`(a, b)"},
            {"a := b", "`:=`(a, b)"},
            {"x |> f(y)", "f(x, y)"},
            {"a && b || c", "a && b || c"},
            {"a == b", "a == b"},
            {"a != b", "a != b"},
            {"a <= b", "a <= b"},
            {"a >= b", "a >= b"},
            {"-1", "-1"},
            {"--a", "--a"},
            {"!!a", "!!a"},
            {"a - -1", "a - -1"},
            {"`my var` + 1", "`my var` + 1"},
            {"`if`(a, b)", "if (a) b"},
            {"f(`a b` = 1)", "f(`a b` = 1)"},
            {"x$`a b`", "x$`a b`"},
            {"x$\"b\"", "x$b"},
            {"\"f\"(1)", "f(1)"},
            {"1e5", "1e+05"},
            {"123456", "123456"},
            {"0.1", "0.1"},
            {"100000L", "100000L"},
            {"1e15", "1e+15"},
            {"1e-4", "1e-04"},
            {"TRUE", "TRUE"},
            {"NA", "NA"},
            {"NA_integer_", "NA_integer_"},
            {"NA_real_", "NA_real_"},
            {"NA_character_", "NA_character_"},
            {"Inf", "Inf"},
            {"NaN", "NaN"},
            {"\"a\\\"b\\n\\t\\\\\"", "\"a\\\"b\\n\\t\\\\\""},
            {"function(x) { x + 1 }", "function(x) {\n    x + 1\n}"},
            {"if (a) { b } else { c }", "if (a) {\n    b\n} else {\n    c\n}"},
            {"{ if (a) b else c }", "{\n    if (a) \n        b\n    else c\n}"},
            {"{ if (a) b }", "{\n    if (a) \n        b\n}"},
            {"{ if (a) { b } }", "{\n    if (a) {\n        b\n    }\n}"},
            {"{ for (i in x) { y } }", "{\n    for (i in x) {\n        y\n    }\n}"},
            {"{ while (TRUE) { if (a) break else next } }", "{\n    while (TRUE) {\n        if (a) \n            break\n        else next\n    }\n}"},
            {"a <- function(x) { if (x) 1 else 2 }", "a <- function(x) {\n    if (x) \n        1\n    else 2\n}"},
            {"f(function(x) { x })", "f(function(x) {\n    x\n})"},
            {"{ f(if (a) b else c) }", "{\n    f(if (a) \n        b\n    else c)\n}"},
            {"{ x <- if (a) b else c }", "{\n    x <- if (a) \n        b\n    else c\n}"},
            {"{{ a }}", "{\n    {\n        a\n    }\n}"},
            {"{{{{{ a }}}}}", "{\n    {\n        {\n            {\n                {\n                  a\n                }\n            }\n        }\n    }\n}"},
            {"(a)", "(a)"},
            {"a$b(c)", "a$b(c)"},
            {"a::b(c)", "a::b(c)"},
            {"-(1:3)", "-(1:3)"},
            {"2^-1", "2^-1"},
            {"(-1)^2", "(-1)^2"},
            {"a[-1]", "a[-1]"},
            {"function(x) -x", "function(x) -x"},
            {"x <- y <- z", "x <- y <- z"},
            {"f(g(h(1)))", "f(g(h(1)))"},
            {"1 + 2 + 3", "1 + 2 + 3"},
            {"1 + (2 + 3)", "1 + (2 + 3)"},
            {"1 - (2 - 3)", "1 - (2 - 3)"},
            {"~ a + b", "~a + b"},
            {"y ~ x + z", "y ~ x + z"},
            {"if (a) b else if (c) d else e", "if (a) b else if (c) d else e"},
            {"lapply(x, function(i) i)", "lapply(x, function(i) i)"},
            {"x[[i]]$a[1]", "x[[i]]$a[1]"},
            {"NULL", "NULL"},
            {"-Inf", "-Inf"},
            {"0x10", "16"},
            {"1.5", "1.5"},
            {"3.14159265358979", "3.14159265358979"},
            {"1e300", "1e+300"},
            {"0.00001234", "1.234e-05"},
            {"123456789012", "123456789012"},
            {"1e5L", "100000L"},
            {"TRUE && FALSE", "TRUE && FALSE"},
            {"f((a = 1))", "f((a = 1))"},
            {"(function(x) x)(1)", "(function(x) x)(1)"},
            {"f(x)(1)", "f(x)(1)"},
            {"f(a = b <- 1)", "f(a = b <- 1)"},
            {"x[[1]][[2]]", "x[[1]][[2]]"},
            {"a <- b <- function(x, y) NULL", "a <- b <- function(x, y) NULL"},
            {"\"\\\\u00e9\"", "\"\\\\u00e9\""},
            {"c(`a b` = 1, b = 2)", "c(`a b` = 1, b = 2)"},
            {"list(a = 1, `if` = 2)", "list(a = 1, `if` = 2)"},
            {"f(`...` = 1, ... = 2)", "f(... = 1, ... = 2)"},
            {"function(`a b`, `if` = 1) NULL", "function(`a b`, `if` = 1) NULL"},
            {"aVeryLongFunctionName(argumentNumberOne = 1, argumentNumberTwo = 2, argumentNumberThree = 3, argumentNumberFour = 4)", "aVeryLongFunctionName(argumentNumberOne = 1, argumentNumberTwo = 2, \n    argumentNumberThree = 3, argumentNumberFour = 4)"},
            {"x <- aaaaaaaaaa + bbbbbbbbbbbb + cccccccccccccc + dddddddddddddd + eeeeeeeeeeeee + ffffffffffff + gggggggggg", "x <- aaaaaaaaaa + bbbbbbbbbbbb + cccccccccccccc + dddddddddddddd + \n    eeeeeeeeeeeee + ffffffffffff + gggggggggg"},
            {"function(aaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbb, cccccccccccccccccc, dddddddddddddddddd, eeeeeeeeeee) NULL", "function(aaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbb, cccccccccccccccccc, \n    dddddddddddddddddd, eeeeeeeeeee) NULL"},
            {"{ f(aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccccccc, ddddddddddd) }", "{\n    f(aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbb, \n        cccccccccccccccccccccccccc, ddddddddddd)\n}"},
            {"{ if (a) { b } else { c } }", "{\n    if (a) {\n        b\n    }\n    else {\n        c\n    }\n}"},
    };

    @Test
    void callsMatchR() {
        StringBuilder failures = new StringBuilder();
        for (String[] c : CALLS) {
            String actual;
            try {
                RValue e = RParser.parse(c[0].replace("\\n", "\n"), null).getFirst();
                actual = String.join("\n", Deparser.deparseLines(e, Deparser.DEFAULT_CUTOFF));
            } catch (RuntimeException e) {
                actual = "ERROR " + e;
            }
            if (!actual.equals(c[1])) failures.append(c[0]).append("\n   R:    ").append(c[1]).append("\n   ours: ").append(actual).append('\n');
        }
        assertEquals("", failures.toString());
    }

    private static RValue named(RValue v, String... names) {
        v.setAttr("names", RString.of(names));
        return v;
    }

    @Test
    void valuesMatchR() {
        assertEquals("c(1, 2, 3)", Deparser.deparse(RDouble.of(1, 2, 3)));
        assertEquals("1:3", Deparser.deparse(RInt.of(1, 2, 3)));
        assertEquals("c(1L, 3L)", Deparser.deparse(RInt.of(1, 3)));
        assertEquals("-1:1", Deparser.deparse(RInt.of(-1, 0, 1)));
        assertEquals("2L", Deparser.deparse(RInt.of(2)));
        assertEquals("-2L", Deparser.deparse(RInt.of(-2)));
        assertEquals("structure(1:3, names = c(\"a\", \"b\", \"c\"))", Deparser.deparse(named(RInt.of(1, 2, 3), "a", "b", "c")));
        assertEquals("c(a = 1L, b = 3L)", Deparser.deparse(named(RInt.of(1, 3), "a", "b")));
        assertEquals("c(a = 1, b = 2)", Deparser.deparse(named(RDouble.of(1, 2), "a", "b")));
        assertEquals("list(a = 1, b = \"x\")", Deparser.deparse(named(RList.of(RDouble.of(1), RString.of("x")), "a", "b")));
        assertEquals("c(\"a\", NA)", Deparser.deparse(RString.of("a", null)));
        assertEquals("c(1, NA)", Deparser.deparse(RDouble.of(1, RDouble.NA)));
        assertEquals("NA_real_", Deparser.deparse(RDouble.of(RDouble.NA)));
        assertEquals("c(NA_integer_, NA_integer_)", Deparser.deparse(RInt.of(RInt.NA, RInt.NA)));
        assertEquals("integer(0)", Deparser.deparse(RInt.of()));
        assertEquals("numeric(0)", Deparser.deparse(RDouble.of()));
        assertEquals("character(0)", Deparser.deparse(RString.of()));
        assertEquals("logical(0)", Deparser.deparse(new RLogical(new int[0])));
        assertEquals("list()", Deparser.deparse(RList.of()));
        assertEquals("c(TRUE, NA)", Deparser.deparse(new RLogical(new int[] {1, RLogical.NA})));
        assertEquals("-1", Deparser.deparse(RDouble.of(-1)));
        assertEquals("c(-1.5, 2)", Deparser.deparse(RDouble.of(-1.5, 2)));
        assertEquals("c(1.5, NaN, Inf, -Inf)", Deparser.deparse(RDouble.of(1.5, Double.NaN, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY)));
        assertEquals("1e+05", Deparser.deparse(RDouble.of(1e5)));
        assertEquals("1234567890123456", Deparser.deparse(RDouble.of(1234567890123456.0)));
        // whole numbers below 10^15 take their own path: GNU R's deparse of each
        String[][] whole = {{"10", "10"}, {"-100000", "-1e+05"}, {"120000", "120000"}, {"1e14", "1e+14"},
            {"999999999999999", "999999999999999"}, {"-123456789012345", "-123456789012345"}, {"1e6", "1e+06"},
            {"2e10", "2e+10"}, {"3000", "3000"}, {"1234000000", "1.234e+09"}};
        for (String[] c : whole) assertEquals(c[1], Deparser.deparse(RDouble.of(Double.parseDouble(c[0]))), c[0]);
        assertEquals("4.94065645841247e-324", Deparser.deparse(RDouble.of(Double.MIN_VALUE)));
        assertEquals("0.333333333333333", Deparser.deparse(RDouble.of(1.0 / 3)));
        assertEquals("list(1, list(2))", Deparser.deparse(RList.of(RDouble.of(1), RList.of(RDouble.of(2)))));
        assertEquals("x", Deparser.deparse(RSymbol.of("x")));
        assertEquals("my var", Deparser.deparse(RSymbol.of("my var")));
        assertEquals("NULL", Deparser.deparse(RNull.NULL));
        RValue s = RInt.of(1, 2, 3);
        s.setAttr("class", RString.of("foo"));
        assertEquals("structure(1:3, class = \"foo\")", Deparser.deparse(s));
        RValue m = RInt.of(1, 2, 3, 4);
        m.setAttr("dim", RInt.of(2, 2));
        assertEquals("structure(1:4, dim = c(2L, 2L))", Deparser.deparse(m));
        assertEquals("\"a\\001b\\177\"", Deparser.deparse(RString.of("a\u0001b\u007f")));
        assertEquals("\"\\u0085\u200b\u00e9\\u2028\"", Deparser.deparse(RString.of("\u0085\u200b\u00e9\u2028")));
    }

    @Test
    void longValuesWrapAsR() {
        double[] d = new double[30];
        for (int i = 0; i < d.length; i++) d[i] = i + 1.5;
        assertEquals(java.util.List.of("c(1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, ",
                "13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 22.5, 23.5, ",
                "24.5, 25.5, 26.5, 27.5, 28.5, 29.5, 30.5)"), Deparser.deparseLines(RDouble.of(d), 60));
        RValue[] items = new RValue[25];
        for (int i = 0; i < items.length; i++) items[i] = RDouble.of(i + 1.5);
        assertEquals(java.util.List.of("list(1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, ",
                "    12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 21.5, ",
                "    22.5, 23.5, 24.5, 25.5)"), Deparser.deparseLines(new RList(items), 60));
    }

    @Test
    void valueNamesAreQuotedWithDoubleQuotes() {
        assertEquals("c(a = \"x\", \"b c\" = \"y\")", Deparser.deparse(named(RString.of("x", "y"), "a", "b c")));
        assertEquals("list(\"if\" = 1, \"a b\" = 2, ... = 3)",
                Deparser.deparse(named(RList.of(RDouble.of(1), RDouble.of(2), RDouble.of(3)), "if", "a b", "...")));
        assertEquals("-1:-2", Deparser.deparse(RInt.of(-1, -2)));
        assertEquals("3:1", Deparser.deparse(RInt.of(3, 2, 1)));
    }

    @Test
    void printingBackticksSymbols() {
        assertEquals(java.util.List.of("`a b`"), Deparser.printLines(RSymbol.of("a b")));
        assertEquals(java.util.List.of("x + 1"), Deparser.printLines(RParser.parse("x+1", null).getFirst()));
    }

    @Test
    void errorMessagesShowTheFirstLine() {
        RValue call = RParser.parse("f(aaaaaaaaaaaaaaaaaaaaaaaaa = 1, bbbbbbbbbbbbbbbbbbbbbbbbbbbbb = 2, ccccccccccccccccccccccc = 3)", null).getFirst();
        assertEquals("f(aaaaaaaaaaaaaaaaaaaaaaaaa = 1, bbbbbbbbbbbbbbbbbbbbbbbbbbbbb = 2, ", Deparser.firstLine(call));
        assertEquals("g({", Deparser.firstLine(RParser.parse("g({ 1 + 2\n  3 })", null).getFirst()));
    }

    @Test
    void closuresPrintAsRDoesWithoutSource() {
        RValue body = RParser.parse("{\n if (a) 1\n else 2\n}", null).getFirst();
        RClosure f = new RClosure(new String[] {"a", "b"}, new RValue[] {RMissing.MISSING, RDouble.of(2)}, body, null, null);
        assertEquals("function (a, b = 2) \n{\n    if (a) \n        1\n    else 2\n}",
                String.join("\n", Deparser.closureLines(f, Deparser.DEFAULT_CUTOFF)));
    }
}
