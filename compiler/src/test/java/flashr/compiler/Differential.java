package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/** Runs R source interpreted and compiled, in this JVM, and compares everything they print and their status. */
final class Differential {
    record Run(String out, String err, int status) {}

    private Differential() {}

    static Run interpreted(String source) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = new Session(o, e).runScript(source, "test.R");
        }
        return new Run(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }

    static Run compiled(CompiledScript script) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = script.run(new String[0], o, e);
        }
        return new Run(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }

    /** Compiles {@code source} (checking every class file's bytecode), runs it both ways, asserts the same result; returns the compiled script. */
    static CompiledScript assertSame(String source) {
        CompiledScript script = ScriptCompiler.compile(source, "test.R", "t.Main");
        for (byte[] b : script.classes().values()) verify(b);
        Run expected = interpreted(source);
        Run actual = compiled(script);
        assertEquals(expected.out(), actual.out(), () -> "standard output of\n" + source);
        assertEquals(expected.err(), actual.err(), () -> "standard error of\n" + source);
        assertEquals(expected.status(), actual.status(), () -> "exit status of\n" + source);
        return script;
    }

    static void verify(byte[] classFile) {
        StringWriter problems = new StringWriter();
        CheckClassAdapter.verify(new ClassReader(classFile), Differential.class.getClassLoader(), false, new PrintWriter(problems));
        assertEquals("", problems.toString(), "bytecode verification");
    }
}
