package flashr.compiler;

import flashr.parse.ParseError;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * {@code flashr compile SCRIPT.R -o APP.jar [--main-class NAME] [--verbose]}: compiles a script
 * into a runnable jar. Exit status 0 when the jar was written, 1 when the script does not parse
 * or the jar cannot be written, 2 for bad usage.
 */
public final class CompileCommand {
    static final String USAGE = "Usage: flashr compile SCRIPT.R -o APP.jar [--main-class NAME] [--verbose]\n"
            + "Compiles an R script to a runnable jar (java -jar APP.jar args...).\n"
            + "  -o, --output APP.jar   the jar to write\n"
            + "  --main-class NAME      the compiled script's main class (default app.Main)\n"
            + "  --verbose              list what was compiled to JVM code and what the interpreter runs\n";
    private static final Pattern CLASS_NAME = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*");

    private CompileCommand() {}

    public static int run(String[] args, PrintStream err) {
        Path script = null;
        Path output = null;
        String mainClass = "app.Main";
        boolean verbose = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "-o", "--output", "--main-class" -> {
                    if (i + 1 >= args.length) return usage(err, "option '" + a + "' needs a value");
                    if (a.equals("--main-class")) mainClass = args[++i];
                    else output = Path.of(args[++i]);
                }
                case "--verbose", "-v" -> verbose = true;
                case "-h", "--help" -> {
                    err.print(USAGE);
                    return 0;
                }
                default -> {
                    if (a.startsWith("-") || script != null) return usage(err, "unexpected argument '" + a + "'");
                    script = Path.of(a);
                }
            }
        }
        if (script == null) return usage(err, "no script to compile");
        if (output == null) return usage(err, "no output jar (-o APP.jar)");
        if (!CLASS_NAME.matcher(mainClass).matches()) return usage(err, "'" + mainClass + "' is not a Java class name");
        String source;
        try {
            source = Files.readString(script, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            err.println("flashr compile: cannot open file '" + script + "': No such file or directory");
            return 1;
        } catch (IOException e) {
            err.println("flashr compile: cannot read '" + script + "': " + e.getMessage());
            return 1;
        }
        String fileName = script.toString();
        CompiledScript compiled;
        try {
            compiled = ScriptCompiler.compile(source, fileName, mainClass);
        } catch (ParseError e) {
            err.println("Error: " + e.sourceMessage(fileName));
            err.println("flashr compile: " + fileName + " was not compiled");
            return 1;
        }
        compiled.warnings().forEach(err::println);
        if (verbose) compiled.report().forEach(err::println);
        Path runtime = JarWriter.runtimeJar();
        if (runtime == null) {
            err.println("flashr compile: the packed runtime (flashr.jar) was not found: run the compiler from flashr.jar");
            return 1;
        }
        try {
            JarWriter.write(output, runtime, compiled);
        } catch (IOException e) {
            err.println("flashr compile: cannot write '" + output + "': " + e.getMessage());
            return 1;
        }
        return 0;
    }

    private static int usage(PrintStream err, String problem) {
        err.println("flashr compile: " + problem);
        err.print(USAGE);
        return 2;
    }
}
