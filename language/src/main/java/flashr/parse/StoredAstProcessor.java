package flashr.parse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * Stores the parsed form ({@link StoredAst}) of every {@code .R} file under the directory given as
 * the option {@code -Aflashr.storeParsed=DIR}, beside it as {@code <file>.R.ast}. Not an annotation
 * processor in spirit: javac runs it while compiling the library (its pom names it), the one step of
 * the build that can run Java code of ours without a plugin the offline build lacks. A source that
 * does not parse fails the library's compilation here rather than at its first use.
 */
public final class StoredAstProcessor extends AbstractProcessor {
    /** The option naming the directory of R sources. */
    public static final String OPTION = "flashr.storeParsed";
    /** What a stored form's file name adds to its source's. */
    public static final String SUFFIX = ".ast";
    private boolean done;

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("*");
    }

    @Override
    public Set<String> getSupportedOptions() {
        return Set.of(OPTION);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (done) return false;
        done = true;
        String dir = processingEnv.getOptions().get(OPTION);
        if (dir == null) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, "option -A" + OPTION + "=DIR is missing");
            return false;
        }
        try {
            int n = storeAll(Path.of(dir));
            processingEnv.getMessager().printMessage(Diagnostic.Kind.NOTE, "stored the parsed form of " + n + " R sources");
        } catch (IOException | RuntimeException e) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, "storing parsed R sources: " + e.getMessage());
        }
        return false;
    }

    /** Stores every source under {@code root}, each named by its path relative to it (as the library names them); the count. */
    public static int storeAll(Path root) throws IOException {
        if (!Files.isDirectory(root)) throw new IOException("no directory " + root);
        List<Path> sources;
        try (Stream<Path> s = Files.walk(root)) {
            sources = s.filter(p -> p.toString().endsWith(".R")).sorted().toList();
        }
        for (Path p : sources) {
            String path = root.relativize(p).toString().replace('\\', '/');
            byte[] stored;
            try {
                stored = StoredAst.store(Files.readString(p, StandardCharsets.UTF_8), path);
            } catch (ParseError e) {
                throw new IOException(path + ": " + e.getMessage(), e);
            }
            Path tmp = p.resolveSibling(p.getFileName() + SUFFIX + ".tmp");
            Files.write(tmp, stored);
            Files.move(tmp, p.resolveSibling(p.getFileName() + SUFFIX), StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        }
        return sources.size();
    }
}
