package flashr.embed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Java values into R and R values out to Java: every vector type, NA, empty vectors, dims, names, lists, engine matrices. */
class ValuesTest {
    private static Session r;

    @BeforeAll
    static void open() {
        // operations run in the engine from 1000 elements (the default threshold is 2^21)
        r = Flashr.session(SessionOptions.defaults().threads(2).engineThreshold(1000)
                .output(new StringWriter()).errors(new StringWriter()));
    }

    @AfterAll
    static void close() {
        r.close();
    }

    private static String str(String code) throws RException {
        return r.eval(code).asString();
    }

    @Test
    void doublesGoInAndComeBackBitForBitWithNAAndNaNApart() throws RException {
        Random rnd = new Random(7);
        for (int n : new int[] {0, 1, 2, 17, 1000}) {
            double[] x = new double[n];
            for (int i = 0; i < n; i++) x[i] = rnd.nextGaussian() * Math.pow(10, rnd.nextInt(40) - 20);
            if (n > 3) {
                x[0] = RObject.NA_REAL;
                x[1] = Double.NaN;
                x[2] = Double.POSITIVE_INFINITY;
                x[3] = -0.0;
            }
            r.put("x", x);
            assertEquals("double", str("typeof(x)"));
            assertEquals(n, r.eval("length(x)").asInt());
            double[] back = r.get("x").toDoubleArray();
            assertEquals(Arrays.toString(x), Arrays.toString(back));
            for (int i = 0; i < n; i++) assertEquals(Double.doubleToRawLongBits(x[i]), Double.doubleToRawLongBits(back[i]), "element " + i);
            if (n > 3) {
                assertEquals("TRUE FALSE", str("paste(is.na(x[1]), is.nan(x[1]))"), "NA is R's NA");
                assertEquals("TRUE TRUE", str("paste(is.na(x[2]), is.nan(x[2]))"), "NaN is R's NaN");
                assertTrue(RObject.isNA(back[0]));
                assertFalse(RObject.isNA(back[1]));
                assertTrue(r.get("x").isNA(0));
            }
        }
        // R's own NA comes out as NA_REAL
        assertTrue(RObject.isNA(r.eval("c(1, NA)").toDoubleArray()[1]));
    }

    @Test
    void intsStringsAndLogicalsWithNA() throws RException {
        r.put("i", new int[] {1, RObject.NA_INTEGER, -7, Integer.MAX_VALUE});
        assertEquals("integer", str("typeof(i)"));
        assertEquals("NA", str("paste(sum(i))"));
        assertArrayEquals(new int[] {1, RObject.NA_INTEGER, -7, Integer.MAX_VALUE}, r.get("i").toIntArray());

        r.put("s", new String[] {"a", null, "", "héllo ✓"});
        assertEquals("character", str("typeof(s)"));
        assertEquals("FALSE TRUE FALSE FALSE", str("paste(is.na(s), collapse = ' ')"));
        assertEquals("7", str("nchar(s[4])"));
        assertArrayEquals(new String[] {"a", null, "", "héllo ✓"}, r.get("s").toStringArray());

        r.put("b", new boolean[] {true, false, true});
        assertEquals("logical", str("typeof(b)"));
        assertEquals(2, r.eval("sum(b)").asInt());
        assertArrayEquals(new boolean[] {true, false, true}, r.get("b").toBooleanArray());
        r.put("bna", new Boolean[] {true, null, false});
        assertEquals("TRUE NA FALSE", str("paste(bna, collapse = ' ')"));
        RObject bna = r.get("bna");
        assertTrue(bna.isNA(1));
        assertThrows(IllegalStateException.class, bna::toBooleanArray, "a boolean cannot hold NA");
        assertArrayEquals(new Boolean[] {true, null, false}, (Boolean[]) bna.toJava());

        // R's coercions when asked for another type
        assertArrayEquals(new double[] {1, 0, 1}, r.get("b").toDoubleArray());
        assertArrayEquals(new String[] {"1", null, "-7", "2147483647"}, r.get("i").toStringArray());
    }

    @Test
    void emptyVectorsKeepTheirType() throws RException {
        r.put("e1", new double[0]);
        r.put("e2", new int[0]);
        r.put("e3", new String[0]);
        r.put("e4", new boolean[0]);
        assertEquals("double integer character logical", str("paste(typeof(e1), typeof(e2), typeof(e3), typeof(e4))"));
        assertEquals("0 0 0 0", str("paste(length(e1), length(e2), length(e3), length(e4))"));
        assertEquals(0, r.eval("character(0)").toStringArray().length);
        assertEquals(0, r.eval("integer(0)").length());
        r.put("z", null);
        assertTrue(r.get("z").isNull());
        assertNull(r.get("z").toJava());
        assertEquals("0 x 3", str("m <- matrix(0, 0, 3); paste(dim(m), collapse = ' x ')"));
        assertArrayEquals(new int[] {0, 3}, r.get("m").dim());
    }

    @Test
    void dimsNamesAndDimnamesBothWays() throws RException {
        RObject m = RObject.doubles(1, 2, 3, 4, 5, 6).withDim(2, 3).withDimNames(new String[] {"a", "b"}, new String[] {"x", "y", "z"});
        r.put("m", m);
        assertEquals("2 3", str("paste(dim(m), collapse = ' ')"));
        assertEquals(6.0, r.eval("m['b', 'z']").asDouble(), "filled by columns, as R fills a matrix");
        assertEquals("x y z", str("paste(colnames(m), collapse = ' ')"));
        RObject t = r.eval("t(m)");
        assertArrayEquals(new int[] {3, 2}, t.dim());
        assertArrayEquals(new double[] {1, 3, 5, 2, 4, 6}, t.toDoubleArray());
        assertArrayEquals(new String[] {"x", "y", "z"}, t.dimNames().get(0));
        assertArrayEquals(new String[] {"a", "b"}, t.dimNames().get(1));

        r.put("v", RObject.ints(10, 20, 30).withNames("p", null, "r"));
        assertEquals("p NA r", str("paste(names(v), collapse = ' ')"));
        assertEquals(30, r.eval("v[['r']]").asInt());
        RObject v = r.eval("c(one = 1, two = 2)");
        assertArrayEquals(new String[] {"one", "two"}, v.names());
        assertEquals(2.0, v.get("two").asDouble());
        assertNull(v.get("three"));
        assertNull(r.eval("1:3").names());
        assertNull(r.eval("1:3").dim());

        // a Java double[][] is a matrix of its rows
        r.put("rows", new double[][] {{1, 2, 3}, {4, 5, 6}});
        assertEquals("2 3 6", str("paste(nrow(rows), ncol(rows), rows[2, 3])"));
        assertThrows(IllegalArgumentException.class, () -> RObject.doubles(1, 2, 3).withDim(2, 2));
        assertThrows(IllegalArgumentException.class, () -> r.put("ragged", new double[][] {{1, 2}, {3}}));
    }

    @Test
    void listsMapsAndScalars() throws RException {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("name", "k");
        fields.put("sizes", new int[] {3, 4});
        fields.put("nested", List.of(1.5, true, "s"));
        r.put("l", fields);
        assertEquals("list", str("typeof(l)"));
        assertEquals("name sizes nested", str("paste(names(l), collapse = ' ')"));
        assertEquals("7 TRUE", str("paste(sum(l$sizes), l$nested[[2]])"));
        RObject l = r.get("l");
        assertEquals("k", l.get("name").asString());
        assertArrayEquals(new int[] {3, 4}, l.get(1).toIntArray());
        assertEquals(1.5, l.get("nested").get(0).asDouble());

        r.put("d", 2.5);
        r.put("n", 7);
        r.put("t", "text");
        r.put("f", false);
        r.put("big", 1L << 40);
        assertEquals("double integer character logical double", str("paste(typeof(d), typeof(n), typeof(t), typeof(f), typeof(big))"));
        assertEquals(2.5, r.get("d").toJava());
        assertEquals(7, r.get("n").toJava());
        assertEquals("text", r.get("t").toJava());
        assertEquals(false, r.get("f").toJava());
        assertNull(r.eval("NA_character_").toJava());
        assertArrayEquals(new double[] {1, 2}, (double[]) r.eval("c(1, 2)").toJava());
        assertTrue(r.eval("factor('a')").toJava() instanceof RObject, "a factor has attributes: it stays an RObject");
        assertEquals(List.of("factor"), r.eval("factor('a')").classes());
        assertThrows(IllegalArgumentException.class, () -> r.put("o", new Object()));
    }

    @Test
    void valuesJavaHoldsDoNotChangeWhenRCodeChangesTheVariable() throws RException {
        r.put("x", new double[] {1, 2, 3});
        RObject before = r.get("x");
        r.eval("x[1] <- 100; names(x) <- c('a', 'b', 'c')");
        assertArrayEquals(new double[] {1, 2, 3}, before.toDoubleArray());
        assertNull(before.names());
        double[] mine = {5, 6};
        r.put("y", mine);
        mine[0] = -1;
        assertEquals(5.0, r.eval("y[1]").asDouble(), "put copies the array");
    }

    @Test
    void callsFunctionsWithJavaArgumentsNamedAndUnnamed() throws RException {
        assertArrayEquals(new double[] {1, 4, 7, 10}, r.call("seq", 1, 10, Arg.named("by", 3)).toDoubleArray());
        assertEquals(2.5, r.call("mean", new double[] {1, 2, 3, 4}).asDouble());
        assertEquals(2.0, r.call("mean", new double[] {1, 2, RObject.NA_REAL, 3}, Arg.named("na.rm", true)).asDouble());
        RObject f = r.eval("function(x, y = 10) x * y");
        assertEquals(30.0, r.call(f, 3).asDouble());
        assertEquals(6.0, r.call(f, 3, Arg.named("y", 2)).asDouble());
        r.eval("twice <- function(v) v * 2");
        assertArrayEquals(new double[] {2, 4}, r.call("twice", new double[] {1, 2}).toDoubleArray());
        assertEquals("abc", r.call("paste0", "a", "b", "c").asString());
    }

    @Test
    void engineMatricesStayInTheEngineAsHandles() throws RException {
        Random rnd = new Random(3);
        int n = 1001;
        double[][] rows = new double[n][3];
        double total = 0;
        for (double[] row : rows) {
            for (int j = 0; j < 3; j++) total += row[j] = rnd.nextInt(100);
        }
        RObject x = r.toEngine(rows);
        assertTrue(x.isEngineMatrix());
        assertArrayEquals(new int[] {n, 3}, x.dim());
        assertEquals(3L * n, x.length());
        r.put("X", x);
        RObject s = r.eval("S <- X * 2; S");
        assertTrue(s.isEngineMatrix(), "an operation on an engine matrix gives an engine matrix");
        assertArrayEquals(new int[] {n, 3}, s.dim());
        assertEquals(2 * total, r.call("sum", s).asDouble(), "the handle goes back to R as the engine's matrix");
        assertEquals(2 * total, Arrays.stream(s.toDoubleArray()).sum(), "and its elements reach Java on request");
        assertEquals(rows[5][2] * 2, r.eval("S[6, 3]").asDouble());
        assertEquals("TRUE", str("paste(is.matrix(X))"), "R code sees an ordinary matrix");
        RObject small = r.toEngine(new double[] {1, 2});
        assertTrue(small.isEngineMatrix());
        assertFalse(r.eval("small <- 1:2 * 2; small").isEngineMatrix(), "below the threshold R computes on the heap");
        assertThrows(RException.class, () -> r.toEngine(new String[] {"a"}));
    }
}
