package flashr.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The training run for the class-data archive that the launchers keep beside the jar: it runs
 * {@code archive-training.R}, a short script of everyday R, through the command as a user would,
 * so that the JVM (started with {@code -XX:DumpLoadedClassList}) lists the classes and lambdas
 * that starting and running a script needs, for a static dump. An archive left by the first real
 * run instead (as {@code -XX:+AutoCreateSharedArchive} makes) holds only what that run happened to
 * use: after a {@code --version}, nearly nothing. For a compiled script's jar the argument names
 * its main class: its program and compiled classes are loaded first (not run: a script may have
 * effects), so that the archive holds them as well.
 */
public final class ArchiveTraining {
    private ArchiveTraining() {}

    public static void main(String[] args) throws IOException, ReflectiveOperationException {
        if (args.length > 0) flashr.compiler.rt.CompiledMain.prepare(Class.forName(args[0]));
        String script;
        try (InputStream in = ArchiveTraining.class.getResourceAsStream("archive-training.R")) {
            if (in == null) throw new IOException("missing resource archive-training.R");
            script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        // the script's large values go through the engine, so that its classes are archived too,
        // whatever the threshold that keeps data of this size on the heap in real runs
        System.setProperty("flashr.engine.threshold", "1000000");
        Main.main(new String[] {"-e", script});
    }
}
