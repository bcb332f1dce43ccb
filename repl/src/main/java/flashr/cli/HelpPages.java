package flashr.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The help pages, read from the resources {@code flashr/help/<domain>.txt}. In those files a
 * line {@code ### name alias...} starts a page shown for each of those names; the lines after
 * it, up to the next such line, are the page's text (title first), printed under a header
 * line naming the topic.
 */
final class HelpPages {
    /** The resource files, one per domain of the base library. */
    static final String[] DOMAINS = {"console", "language", "vectors", "math", "stats", "strings", "printing",
            "matrices", "apply", "system", "random", "engine", "testthat", "dataframes", "distributions", "models",
            "inference", "dates", "files"};
    private static final String PAGE_START = "### ";
    private static volatile HelpPages shared;

    private final Map<String, String> pages;

    private HelpPages(Map<String, String> pages) {
        this.pages = pages;
    }

    /** The pages of the jar, loaded once. */
    static HelpPages shared() {
        HelpPages p = shared;
        if (p == null) shared = p = load();
        return p;
    }

    /** The page for {@code topic} as printed, or null. */
    String page(String topic) {
        String text = pages.get(topic);
        return text == null ? null : String.format("%-58s%s%n%n", topic, "flashr help") + text;
    }

    /** "topic  title" for each topic whose name or title contains {@code text}, ignoring case, sorted. */
    List<String> search(String text) {
        String needle = text.toLowerCase(Locale.ROOT);
        return pages.entrySet().stream()
                .filter(e -> (e.getKey() + "\n" + title(e.getValue())).toLowerCase(Locale.ROOT).contains(needle))
                .map(e -> String.format("%-20s %s", e.getKey(), title(e.getValue())))
                .sorted()
                .toList();
    }

    private static String title(String text) {
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }

    Set<String> topics() {
        return Collections.unmodifiableSet(pages.keySet());
    }

    private static HelpPages load() {
        Map<String, String> pages = new HashMap<>();
        for (String domain : DOMAINS) {
            try (InputStream in = HelpPages.class.getResourceAsStream("/flashr/help/" + domain + ".txt")) {
                if (in != null) read(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), pages);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new HelpPages(pages);
    }

    private static void read(BufferedReader in, Map<String, String> pages) throws IOException {
        String[] names = null;
        StringBuilder text = new StringBuilder();
        for (String line = in.readLine(); ; line = in.readLine()) {
            if (line == null || line.startsWith(PAGE_START)) {
                if (names != null) {
                    String page = text.toString().stripTrailing() + "\n";
                    for (String name : names) pages.put(name, page);
                }
                if (line == null) return;
                names = line.substring(PAGE_START.length()).strip().split("\\s+");
                text.setLength(0);
            } else if (names != null) {
                text.append(line).append('\n');
            }
        }
    }
}
