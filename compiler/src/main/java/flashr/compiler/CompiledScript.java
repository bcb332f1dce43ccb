package flashr.compiler;

import flashr.compiler.rt.CompiledMain;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/**
 * A compiled script: its class files by binary name (the main class among them), the layout that
 * links them to the program, the compile-time warnings and the report of what was compiled.
 */
public record CompiledScript(String source, String fileName, String mainClass, String layout,
        Map<String, byte[]> classes, List<String> warnings, List<String> report) {

    /** Runs the compiled classes in this JVM (loaded by their own class loader, started as the jar starts them); returns the exit status. */
    public int run(String[] args, PrintStream out, PrintStream err) {
        ClassLoader loader = new ClassLoader(CompiledScript.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] b = classes.get(name);
                if (b == null) throw new ClassNotFoundException(name);
                return defineClass(name, b, 0, b.length);
            }
        };
        try {
            return CompiledMain.run(CompiledMain.program(loader.loadClass(mainClass)), loader, args, out, err);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("compiled main class " + mainClass + " cannot be run", e);
        }
    }
}
