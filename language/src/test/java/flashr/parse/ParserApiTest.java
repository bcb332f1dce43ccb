package flashr.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.SourcePos;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The parser's API: source texts, positions, the shape of function definitions, constants. */
class ParserApiTest {
    @Test
    void topLevelExpressionsKeepTheirText() {
        List<RParser.Parsed> parsed = RParser.parseWithText("x <- 1; y <- 2 # note\n\nf <- function(a) {\n  a\n}\n", "s.R");
        assertEquals(List.of("x <- 1", "y <- 2", "f <- function(a) {\n  a\n}"), parsed.stream().map(RParser.Parsed::text).toList());
    }

    @Test
    void callsKnowWhereTheyStart() {
        RCall assign = (RCall) RParser.parse("\n  x <- f(1)\n", "s.R").getFirst();
        assertEquals(new SourcePos("s.R", 2, 3), assign.pos());
        assertEquals(new SourcePos("s.R", 2, 8), ((RCall) assign.arg(1)).pos());
    }

    @Test
    void functionIsACallOfFormalsBodyAndSource() {
        RCall f = (RCall) ((RCall) RParser.parse("g <- function(x, y = 2, ...)\n  x + y  # sum\n", null).getFirst()).arg(1);
        assertEquals("function", f.functionName());
        RList formals = assertInstanceOf(RList.class, f.arg(0));
        assertEquals(List.of("x", "y", "..."), List.of(((RString) formals.getAttr("names")).data()));
        assertSame(RMissing.MISSING, formals.get(0));
        assertEquals(2.0, ((RDouble) formals.get(1)).get(0));
        assertSame(RMissing.MISSING, formals.get(2));
        assertEquals("x + y", Deparser.deparse(f.arg(1)));
        assertEquals("function(x, y = 2, ...)\n  x + y", ((RString) f.arg(2)).get(0));
        RList none = (RList) ((RCall) RParser.parse("function() 1", null).getFirst()).arg(0);
        assertEquals(0, none.length());
        assertEquals(0, ((RString) none.getAttr("names")).length());
    }

    @Test
    void constantsAreSharedLengthOneVectors() {
        RValue one = RParser.parse("1L", null).getFirst();
        assertEquals(1, ((RInt) one).get(0));
        assertTrue(one.isShared());
        assertSame(RSymbol.of("T"), RParser.parse("T", null).getFirst());
    }

    @Test
    void emptyInputHasNoExpressions() {
        assertEquals(List.of(), RParser.parse("", null));
        assertEquals(List.of(), RParser.parse("\n\n# only a comment\n", null));
    }

    @Test
    void complexLiteralsAreImaginaryNumbers() {
        var call = (flashr.lang.RCall) RParser.parse("x <- 2.5i", null).get(0);
        var z = (flashr.lang.RComplex) call.arg(1);
        assertEquals(0.0, z.re(0));
        assertEquals(2.5, z.im(0));
        var na = (flashr.lang.RCall) RParser.parse("y <- NA_complex_", null).get(0);
        assertTrue(((flashr.lang.RComplex) na.arg(1)).isNA(0));
    }

    @Test
    void windowsLineEndings() {
        assertEquals("(<- x (+ double:1 double:2)) ; (print x)", Lisp.parse("x <- 1 +\r\n 2\r\nprint(x)\r\n"));
        assertEquals("(<- x character:\"a\\nb\")", Lisp.parse("x <- \"a\r\nb\""));
    }

    @Test
    void elseAfterClosingBraceAtTopLevel() {
        assertEquals("(if a ({ double:1) ({ double:2))", Lisp.parse("if (a) {\n 1\n} else {\n 2\n}"));
    }
}
