package flashr.compiler.rt;

import flashr.base.system.SystemArgs;
import flashr.eval.Session;
import flashr.parse.StoredAst;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a compiled script as {@code flashr script.R args...} runs its source: the generated main
 * class's {@code program()} gives the script's text and parsed program (for its language objects),
 * its file name and the layout of its compiled classes. Exit status: 0, or 1 after an R error (or
 * what {@code q()} asked for).
 */
public final class CompiledMain {
    /** The generated main class's static method giving {source chunks, program chunks or null, file name, layout}. */
    public static final String PROGRAM_METHOD = "program";

    /** The run-time classes compiled code calls, loaded by {@link #prepare} for the class-data archive. */
    private static final Class<?>[] RUNTIME = {Rt.class, Calls.class, Arith.class, BaseCall.class, Guard.class,
        ArgCode.class, ForLoop.class, TypedCall.class, TypedCall.Fallback.class, TypedLoop.class, StoredAst.class, Program.class, DirectSite.class, EagerArith.class};

    private CompiledMain() {}

    public static void main(Object[] program, Class<?> mainClass, String[] args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        System.exit(run(program, mainClass.getClassLoader(), args, out, err));
    }

    /** Runs the program of a main class ({@code program()}'s value) with {@code args} as the script's arguments; returns the exit status. */
    public static int run(Object[] program, ClassLoader loader, String[] args, PrintStream out, PrintStream err) {
        Program linked = load(program, loader);
        List<String> all = new ArrayList<>(List.of("flashr", "--file=" + program[2], "--args"));
        all.addAll(List.of(args));
        SystemArgs.setCommandArgs(all.toArray(new String[0])); // no method reference: its first use costs start-up
        Session session = new Session(out, err);
        try {
            return session.runCompiled(linked.expressions(), linked.topLevel());
        } finally {
            out.flush();
        }
    }

    /**
     * Loads a compiled script's program and classes without running anything: what the training run
     * of a compiled jar's class-data archive does, so that the archive holds them too.
     */
    public static void prepare(Class<?> mainClass) throws ReflectiveOperationException {
        for (Class<?> c : RUNTIME) Class.forName(c.getName(), true, c.getClassLoader());
        load(program(mainClass), mainClass.getClassLoader());
    }

    /** {@code program()} of a generated main class. */
    public static Object[] program(Class<?> mainClass) throws ReflectiveOperationException {
        try {
            return (Object[]) mainClass.getMethod(PROGRAM_METHOD).invoke(null);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    private static Program load(Object[] program, ClassLoader loader) {
        String[] ast = (String[]) program[1];
        return Program.load(String.join("", (String[]) program[0]), ast == null ? null : String.join("", ast),
                (String) program[2]).link(loader, (String) program[3]);
    }
}
