package flashr.embed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import javax.script.Bindings;
import javax.script.Compilable;
import javax.script.CompiledScript;
import javax.script.Invocable;
import javax.script.ScriptContext;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.script.SimpleScriptContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The JSR-223 engine: found through META-INF/services by name and extension, bindings as R variables both ways. */
class ScriptEngineTest {
    private final ScriptEngineManager manager = new ScriptEngineManager();
    private ScriptEngine engine;
    private final StringWriter out = new StringWriter();

    @BeforeEach
    void open() {
        engine = manager.getEngineByName("flashr");
        assertNotNull(engine, "the engine is registered under the name flashr");
        engine.getContext().setWriter(out);
        engine.getContext().setErrorWriter(new StringWriter());
    }

    @AfterEach
    void close() throws Exception {
        ((AutoCloseable) engine).close();
    }

    @Test
    void foundByNameAndExtensionNotByTheNameR() throws Exception {
        assertEquals("flashr", engine.getFactory().getEngineName());
        assertEquals("R", engine.getFactory().getLanguageName());
        assertTrue(manager.getEngineFactories().stream().anyMatch(f -> f.getNames().contains("flashr")));
        ScriptEngine byExtension = manager.getEngineByExtension("R");
        assertNotNull(byExtension);
        try (AutoCloseable c = (AutoCloseable) byExtension) {
            assertEquals(FlashrScriptEngine.class, byExtension.getClass());
            assertEquals(3.0, byExtension.eval("1 + 2"));
        }
        assertTrue(manager.getEngineFactories().stream().filter(f -> f.getEngineName().equals("flashr"))
                .noneMatch(f -> f.getNames().contains("R")), "the name R is left to GNU R's own JVM bridges");
        assertEquals("MULTITHREADED", engine.getFactory().getParameter("THREADING"));
        assertEquals("cat(\"a \\\"b\\\"\\n\")", engine.getFactory().getOutputStatement("a \"b\"\n"));
        assertEquals("f(x, 1, 2)", engine.getFactory().getMethodCallSyntax("x", "f", "1", "2"));
    }

    @Test
    void bindingsAreRVariablesBothWays() throws Exception {
        engine.put("x", new double[] {1, 2, 3, RObject.NA_REAL});
        engine.put("label", "total");
        engine.put("n", 4);
        Object v = engine.eval("s <- sum(x, na.rm = TRUE); y <- x * 2; paste(label, s, n)");
        assertEquals("total 6 4", v);
        assertEquals(6.0, engine.get("s"));
        double[] y = (double[]) engine.get("y");
        assertEquals(4.0, y[1]);
        assertTrue(RObject.isNA(y[3]));
        Bindings b = engine.getBindings(ScriptContext.ENGINE_SCOPE);
        assertTrue(b.containsKey("y"));
        assertFalse(b.containsKey("nope"));
        assertNull(b.get("nope"));
        assertTrue(b.keySet().containsAll(List.of("x", "s", "y", "label", "n")));
        assertEquals(6.0, b.remove("s"));
        assertThrows(ScriptException.class, () -> engine.eval("s"));
        // a matrix or a list comes back as an RObject, with its dims
        Object m = engine.eval("matrix(1:6, 2)");
        assertArrayEquals(new int[] {2, 3}, ((RObject) m).dim());
        assertNull(engine.eval("invisible(NULL)"));
        assertEquals(true, engine.eval("is.na(NA)"));
    }

    @Test
    void outputGoesToTheContextsWriterAndErrorsAreScriptExceptions() throws Exception {
        engine.eval("print(c(a = 1, b = 2)); cat('x\\n')");
        assertEquals("a b \n1 2 \nx\n", out.toString());
        ScriptException e = assertThrows(ScriptException.class, () -> engine.eval("f <- function() stop('bad input'); f()"));
        assertEquals("Error in f() : bad input", e.getMessage());
        assertEquals("bad input", e.getCause().getMessage());
        assertEquals(List.of("simpleError", "error", "condition"), ((RException) e.getCause()).conditionClasses());
        StringWriter other = new StringWriter();
        SimpleScriptContext ctx = new SimpleScriptContext();
        ctx.setWriter(other);
        ctx.setErrorWriter(new StringWriter());
        ctx.getBindings(ScriptContext.ENGINE_SCOPE).put("z", 10);
        assertEquals(20.0, engine.eval("w <- z * 2", ctx));
        assertEquals(20.0, ctx.getBindings(ScriptContext.ENGINE_SCOPE).get("w"), "variables come back into the context's own bindings");
        engine.eval(new StringReader("cat('from a reader\\n')"), ctx);
        assertEquals("from a reader\n", other.toString());
    }

    @Test
    void globalScopeBindingsAreSeenWhereRHasNoSuchVariable() throws Exception {
        manager.put("shared", 5);
        ScriptEngine e2 = manager.getEngineByName("flashr");
        try (AutoCloseable c = (AutoCloseable) e2) {
            assertEquals(5, e2.eval("shared"));
            e2.eval("shared <- 6L");
            manager.put("shared", 7);
            assertEquals(6, e2.eval("shared"), "the engine scope shadows the global scope");
        }
    }

    @Test
    void compilableAndInvocable() throws Exception {
        CompiledScript counter = ((Compilable) engine).compile("k <- if (exists('k')) k + 1L else 1L; k");
        assertEquals(1, counter.eval());
        assertEquals(2, counter.eval());
        assertSame(engine, counter.getEngine());
        assertThrows(ScriptException.class, () -> ((Compilable) engine).compile("1 +"));

        engine.eval("area <- function(w, h = w) w * h; describe <- function(obj, prefix) paste(prefix, class(obj))");
        Invocable inv = (Invocable) engine;
        assertEquals(12.0, inv.invokeFunction("area", 3.0, 4.0));
        assertEquals(9.0, inv.invokeFunction("area", 3.0));
        assertEquals("is: numeric", inv.invokeMethod(2.5, "describe", "is:"));
        assertThrows(NoSuchMethodException.class, () -> inv.invokeFunction("noSuchFunction"));
        Shapes shapes = inv.getInterface(Shapes.class);
        assertEquals(6.0, shapes.area(2, 3));
        assertNull(inv.getInterface(Missing.class), "an interface with a method R lacks gets no implementation");
    }

    /** Implemented by the R function of the same name. */
    public interface Shapes {
        double area(double w, double h);
    }

    public interface Missing {
        void notDefinedInR();
    }
}
