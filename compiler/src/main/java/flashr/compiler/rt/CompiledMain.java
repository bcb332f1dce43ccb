package flashr.compiler.rt;

import flashr.base.system.SystemArgs;
import flashr.eval.Session;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a compiled script as {@code flashr script.R args...} runs its source: the generated main
 * class passes the script's text (for its language objects), its file name and the layout of its
 * compiled classes. Exit status: 0, or 1 after an R error (or what {@code q()} asked for).
 */
public final class CompiledMain {
    private CompiledMain() {}

    public static void main(String[] sourceChunks, String fileName, String layout, Class<?> mainClass, String[] args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        int status = run(String.join("", sourceChunks), fileName, layout, mainClass.getClassLoader(), args, out, err);
        System.exit(status);
    }

    /** Runs the compiled program with {@code args} as the script's arguments; returns the exit status. */
    public static int run(String source, String fileName, String layout, ClassLoader loader, String[] args,
            PrintStream out, PrintStream err) {
        Program program = Program.parse(source, fileName).link(loader, layout);
        List<String> all = new ArrayList<>(List.of("flashr", "--file=" + fileName, "--args"));
        all.addAll(List.of(args));
        SystemArgs.setCommandArgs(all.toArray(String[]::new));
        Session session = new Session(out, err);
        try {
            return session.runCompiled(program.expressions(), program.topLevel());
        } finally {
            out.flush();
        }
    }
}
