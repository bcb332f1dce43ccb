package flashr.base;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The index of the R sources' names ({@link RSourceNames}) is what scanning every {@code .R} file under
 * the resources' flashr/R finds. With FLASHR_WRITE_BASE_INDEX=1 in the environment it rewrites the index.
 */
class RSourceIndexTest {
    private static final Path INDEX = Path.of("src/main/java/flashr/base/RSourceNames.java");
    private static final Path SOURCES = Path.of("src/main/resources/flashr/R");
    /** Index lines are wrapped at about this width. */
    private static final int WIDTH = 100;

    @Test
    void indexListsWhatEachSourceDefines() throws IOException {
        String expected = index();
        if ("1".equals(System.getenv("FLASHR_WRITE_BASE_INDEX"))) {
            Files.writeString(INDEX, BaseIndexTest.javaSource(INDEX, expected), StandardCharsets.UTF_8);
        }
        assertEquals(expected, RSourceNames.INDEX, "the index of R sources is stale; " + RSourceNames.REGENERATE);
    }

    /** Every source in the index parses to exactly the names the index lists (RSource checks that on load). */
    @Test
    void everyIndexedSourceLoads() {
        for (String path : RSourceNames.parse(RSourceNames.INDEX).keySet()) {
            flashr.lang.REnvironment base = new flashr.lang.REnvironment(null, "base");
            RSource.define(new Registry(base), path);
            String first = RSourceNames.of(path).get(0);
            assertEquals(flashr.lang.RClosure.class, base.getLocal(first).getClass(), path);
        }
    }

    private static String index() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(SOURCES)) {
            files = s.filter(p -> p.toString().endsWith(".R")).sorted().toList();
        }
        StringBuilder sb = new StringBuilder();
        for (Path f : files) {
            String path = SOURCES.relativize(f).toString().replace('\\', '/');
            StringBuilder line = new StringBuilder(path);
            for (String name : RSource.definedNames(Files.readString(f, StandardCharsets.UTF_8))) {
                if (line.length() + 1 + name.length() > WIDTH && line.length() > path.length()) {
                    sb.append(line).append('\n');
                    line.setLength(0);
                    line.append(path);
                }
                line.append(' ').append(name);
            }
            sb.append(line).append('\n');
        }
        return sb.toString();
    }
}
