package flashr.base.strings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** print of each kind of value, expected texts from GNU R 4.2. */
class PrintBuiltinsTest {

    private static String print(RValue x) {
        BuiltinCalls r = new BuiltinCalls();
        r.call("print", x);
        return r.out.toString(StandardCharsets.UTF_8);
    }

    private static <T extends RValue> T with(T x, String attr, RValue v) {
        x.setAttr(attr, v);
        return x;
    }

    @Test
    void integersWrapWithRightAlignedIndex() {
        assertEquals(" [1]  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25\n"
                + "[26] 26 27 28 29 30\n", print(RInt.range(1, 30)));
        assertEquals(" [1] 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118\n"
                + "[20] 119 120 121 122 123 124 125 126 127 128 129 130\n", print(RInt.range(100, 130)));
    }

    @Test
    void logicalsStringsAndNull() {
        assertEquals("[1]  TRUE    NA FALSE\n", print(new RLogical(new int[] {1, RLogical.NA, 0})));
        assertEquals("[1] \"a\"    \"b\\\"c\" NA    \n", print(RString.of("a", "b\"c", null)));
        assertEquals("NULL\n", print(RNull.NULL));
        assertEquals("character(0)\n", print(RString.of()));
    }

    @Test
    void namedVector() {
        RInt x = with(RInt.of(1, RInt.NA, 3), "names", RString.of("a", "bb", "ccc"));
        assertEquals("  a  bb ccc \n  1  NA   3 \n", print(x));
    }

    @Test
    void nestedList() {
        RList x = with(RList.of(RDouble.of(1), RString.of("x"), RList.of(RLogical.of(true))), "names",
                RString.of("", "a", ""));
        assertEquals("[[1]]\n[1] 1\n\n$a\n[1] \"x\"\n\n[[3]]\n[[3]][[1]]\n[1] TRUE\n\n\n", print(x));
    }

    @Test
    void matrices() {
        RDouble m = with(RDouble.of(1, 2.5, 3, 4), "dim", RInt.of(2, 2));
        assertEquals("     [,1] [,2]\n[1,]  1.0    3\n[2,]  2.5    4\n", print(m));
        RString s = with(RString.of("a", "bb", null, "d"), "dim", RInt.of(2, 2));
        s.setAttr("dimnames", RList.of(RString.of("r1", "r2"), RString.of("A", "B")));
        assertEquals("   A    B  \nr1 \"a\"  NA \nr2 \"bb\" \"d\"\n", print(s));
    }

    @Test
    void tablesArraysAndListMatrices() {
        RInt t1 = with(RInt.of(2, 1), "dim", RInt.of(2));
        t1.setAttr("dimnames", with(RList.of(RString.of("a", "b")), "names", RString.of("")));
        t1.setAttr("class", RString.of("table"));
        assertEquals("\na b \n2 1 \n", print(t1));
        RInt t2 = with(RInt.of(1, 0, 0, 2), "dim", RInt.of(2, 2));
        t2.setAttr("dimnames", with(RList.of(RString.of("1", "2"), RString.of("a", "b")), "names", RString.of("x", "y")));
        t2.setAttr("class", RString.of("table"));
        assertEquals("   y\nx   a b\n  1 1 0\n  2 0 2\n", print(t2));
        RInt a = with(RInt.range(1, 8), "dim", RInt.of(2, 2, 2));
        assertEquals(", , 1\n\n     [,1] [,2]\n[1,]    1    3\n[2,]    2    4\n\n"
                + ", , 2\n\n     [,1] [,2]\n[1,]    5    7\n[2,]    6    8\n\n", print(a));
        RList lm = with(RList.of(RDouble.of(1), RString.of("a"), RLogical.of(true), RNull.NULL), "dim", RInt.of(2, 2));
        assertEquals("     [,1] [,2]\n[1,] 1    TRUE\n[2,] \"a\"  NULL\n", print(lm));
        RDouble m = with(RDouble.of(1.123456789, 2, 3e10, 4), "dim", RInt.of(2, 2));
        assertEquals("         [,1]  [,2]\n[1,] 1.123457 3e+10\n[2,] 2.000000 4e+00\n", print(m));
        RInt withAttr = with(RInt.range(1, 3), "class", RString.of("myclass"));
        assertEquals("[1] 1 2 3\nattr(,\"class\")\n[1] \"myclass\"\n", print(withAttr));
    }
}
