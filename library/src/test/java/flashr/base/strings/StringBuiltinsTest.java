package flashr.base.strings;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import org.junit.jupiter.api.Test;

/** String, regex and sprintf builtins; expected values from GNU R 4.2. */
class StringBuiltinsTest {
    private final BuiltinCalls r = new BuiltinCalls();

    private String[] str(String name, Object... args) {
        return ((RString) r.call(name, args)).data();
    }

    private static RString s(String... x) {
        return RString.of(x);
    }

    /**
     * GNU R 4.2's message when a pasted string would pass 2^31-1 bytes, refused before any is built;
     * the pieces are references to one 1 MB string (as rep shares one string in R too).
     */
    @Test
    void pasteRefusesStringsPastRsByteLimit() {
        String mb = "a".repeat(1 << 20);
        Object[] sepArgs = new Object[2050];
        for (int i = 0; i < 2048; i++) sepArgs[i] = s(mb);
        sepArgs[2048] = "sep=";
        sepArgs[2049] = s("");
        String[] many = new String[2048];
        java.util.Arrays.fill(many, mb);
        // a two-byte character counts twice: 2^30 of them are 2^31 bytes
        String[] accents = new String[1024];
        java.util.Arrays.fill(accents, "\u00e9".repeat(1 << 20));
        for (Object[] call : new Object[][] {{s(many), "collapse=", s("")}, sepArgs, {s(accents), "collapse=", s("")}}) {
            flashr.lang.RError e = org.junit.jupiter.api.Assertions.assertThrows(flashr.lang.RError.class, () -> r.call("paste", call));
            assertEquals("result would exceed 2^31-1 bytes", e.getMessage());
        }
    }

    @Test
    void gsubFollowsRsEmptyMatchRules() {
        assertArrayEquals(new String[] {"-a-b-c-"}, str("gsub", s(""), s("-"), s("abc")));
        assertArrayEquals(new String[] {"-a-c-"}, str("gsub", s("b*"), s("-"), s("abc")));
        assertArrayEquals(new String[] {"-abc"}, str("sub", s(""), s("-"), s("abc")));
        assertArrayEquals(new String[] {"abc"}, str("gsub", s("[\\.]"), s(""), s("a.b\\c")));
        assertArrayEquals(new String[] {"[ab][a]c"}, str("gsub", s("(a)(b)?"), s("[\\1\\2]"), s("abac")));
        assertArrayEquals(new String[] {"HELLO WORLD"},
                str("gsub", s("(\\w+)"), s("\\U\\1"), s("hello world"), "perl=", RLogical.of(true)));
        assertArrayEquals(new String[] {"a_b", null}, str("gsub", s("[[:space:]]+"), s("_"), s("a  b", null)));
    }

    @Test
    void strsplitPieces() {
        RList l = (RList) r.call("strsplit", s("a,b,", ",a", "", null, "abc"), s(","));
        assertArrayEquals(new String[] {"a", "b"}, ((RString) l.get(0)).data());
        assertArrayEquals(new String[] {"", "a"}, ((RString) l.get(1)).data());
        assertArrayEquals(new String[0], ((RString) l.get(2)).data());
        assertArrayEquals(new String[] {null}, ((RString) l.get(3)).data());
        RList d = (RList) r.call("strsplit", s("a1b22c"), s("[0-9]"));
        assertArrayEquals(new String[] {"a", "b", "", "c"}, ((RString) d.get(0)).data());
        RList c = (RList) r.call("strsplit", s("abc"), s(""));
        assertArrayEquals(new String[] {"a", "b", "c"}, ((RString) c.get(0)).data());
    }

    @Test
    void pasteRecyclesAndCollapses() {
        assertArrayEquals(new String[] {"a-1", "NA-2", "a-3", "NA-4"},
                str("paste", s("a", null), RInt.range(1, 4), "sep=", s("-")));
        assertArrayEquals(new String[] {"a "}, str("paste", s("a"), s()));
        assertArrayEquals(new String[] {"a  b"}, str("paste", s("a"), RNull.NULL, s("b")));
        assertArrayEquals(new String[] {""}, str("paste", s(), "collapse=", s("+")));
        assertArrayEquals(new String[] {"x1,x2,x3"}, str("paste0", s("x"), RInt.range(1, 3), "collapse=", s(",")));
        assertArrayEquals(new String[] {"0.333333333333333 1e+05"}, str("paste", RDouble.of(1.0 / 3), RDouble.of(1e5)));
    }

    @Test
    void ncharSubstrAndFriends() {
        assertArrayEquals(new int[] {3, RInt.NA, 0}, ((RInt) r.call("nchar", s("abc", null, ""))).data());
        assertArrayEquals(new int[] {RInt.NA}, ((RInt) r.call("nchar", RLogical.na())).data());
        assertArrayEquals(new String[] {"ello"}, str("substr", s("hello"), RDouble.of(2), RDouble.of(10)));
        assertArrayEquals(new String[] {"abc", "bcd", "cde"},
                str("substring", s("abcdef"), RInt.range(1, 3), RInt.range(3, 5)));
        assertArrayEquals(new String[] {"a  "}, str("trimws", s("  a  "), "which=", s("left")));
        assertArrayEquals(new String[] {"xxyyzz"}, str("chartr", s("abc"), s("xyz"), s("aabbcc")));
        assertArrayEquals(new int[] {16, 119, 255, RInt.NA},
                ((RInt) r.call("strtoi", s("10", "077", "ff", "zz"), RInt.of(16))).data());
        assertArrayEquals(new int[] {1, 0, RLogical.NA},
                ((RLogical) r.call("startsWith", s("abc", "xbc", null), s("a"))).data());
    }

    @Test
    void regexprAndGregexpr() {
        RInt m = (RInt) r.call("regexpr", s("o"), s("hello", "world", "x"));
        assertArrayEquals(new int[] {5, 2, -1}, m.data());
        assertArrayEquals(new int[] {1, 1, -1}, ((RInt) m.getAttr("match.length")).data());
        RList g = (RList) r.call("gregexpr", s("o"), s("foo boo"));
        assertArrayEquals(new int[] {2, 3, 6, 7}, ((RInt) g.get(0)).data());
        RValue rm = r.call("regmatches", s("a1b22"), r.call("gregexpr", s("[0-9]+"), s("a1b22")));
        assertArrayEquals(new String[] {"1", "22"}, ((RString) ((RList) rm).get(0)).data());
    }

    @Test
    void sprintfConversions() {
        assertArrayEquals(new String[] {" 3.14|3    |+4|00042|1.234568e+04|1e-05|1E+10|ff|FF|10|hi|%|         r|l         |"},
                str("sprintf", s("%5.2f|%-5d|%+d|%05d|%e|%g|%G|%x|%X|%o|%s|%%|%10s|%-10s|"), RDouble.of(Math.PI),
                        RInt.of(3), RInt.of(4), RInt.of(42), RDouble.of(12345.6789), RDouble.of(1e-5), RDouble.of(1e10),
                        RInt.of(255), RInt.of(255), RInt.of(8), s("hi"), s("r"), s("l")));
        assertArrayEquals(new String[] {"3"}, str("sprintf", s("%d"), RDouble.of(3)));
        assertArrayEquals(new String[] {"0.333333333333333"}, str("sprintf", s("%s"), RDouble.of(1.0 / 3)));
        assertArrayEquals(new String[] {"   NA"}, str("sprintf", s("%5s"), RLogical.na()));
        assertArrayEquals(new String[] {"0.2"}, str("sprintf", s("%.1f"), RDouble.of(0.25)));
        assertArrayEquals(new String[] {"a is 1", "b is 2", "a is 3", "b is 4"},
                str("sprintf", s("%s is %d"), s("a", "b"), RInt.range(1, 4)));
        assertArrayEquals(new String[] {"   42"}, str("sprintf", s("%*d"), RDouble.of(5), RInt.of(42)));
        assertArrayEquals(new String[] {"b a"}, str("sprintf", s("%2$s %1$s"), s("a"), s("b")));
        assertArrayEquals(new String[] {"-003.142"}, str("sprintf", s("%08.3f"), RDouble.of(-3.14159)));
        assertArrayEquals(new String[] {"+1.23e+04"}, str("sprintf", s("%+.2e"), RDouble.of(12345)));
        assertArrayEquals(new String[] {"0xff"}, str("sprintf", s("%#x"), RInt.of(255)));
        assertArrayEquals(new String[] {" 45.2%"}, str("sprintf", s("%5.1f%%"), RDouble.of(45.25)));
        assertArrayEquals(new String[0], str("sprintf", s("%s"), s()));
        assertEquals("invalid format '%d'; use format %f, %e, %g or %a for numeric objects",
                org.junit.jupiter.api.Assertions.assertThrows(flashr.lang.RError.class,
                        () -> r.call("sprintf", s("%d"), RDouble.of(1.5))).getMessage());
    }
}
