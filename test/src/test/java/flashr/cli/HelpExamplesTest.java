package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A help page's examples are what a user copies first, so each page's Examples section is run
 * as a script (the console's functions installed, as in the console) and must finish without
 * an error. A page shared by several names runs once, under the first of them in sorted order.
 */
class HelpExamplesTest {
    private static final String INDENT = "     ";

    @TestFactory
    Stream<DynamicTest> everyPagesExamplesRun() {
        HelpPages pages = HelpPages.shared();
        Map<String, String> firstTopicOfPage = new TreeMap<>();
        for (String topic : pages.topics().stream().sorted().toList()) {
            firstTopicOfPage.putIfAbsent(body(pages.page(topic)), topic);
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (String topic : new TreeSet<>(firstTopicOfPage.values())) {
            String code = examples(pages.page(topic));
            tests.add(DynamicTest.dynamicTest(topic, () -> run(topic, code)));
        }
        return tests.stream();
    }

    /** The page without its header line, which names the topic asked for. */
    private static String body(String page) {
        return page.substring(page.indexOf('\n') + 1);
    }

    /** The indented lines after "Examples:", unindented, up to the next unindented line. */
    static String examples(String page) {
        StringBuilder code = new StringBuilder();
        boolean in = false;
        for (String line : page.split("\n", -1)) {
            if (line.equals("Examples:")) {
                in = true;
            } else if (in && line.startsWith(INDENT)) {
                code.append(line.substring(INDENT.length())).append('\n');
            } else if (in && !line.isBlank()) {
                in = false;
            } else if (in) {
                code.append('\n');
            }
        }
        return code.toString();
    }

    private static void run(String topic, String code) {
        assertFalse(code.isBlank(), topic + " has no examples");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Assertions.assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (PrintStream o = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
                 PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
                Session session = new Session(o, e);
                ConsoleBuiltins.install(session.interpreter());
                return session.runScript(code, "help-" + topic + ".R");
            }
        });
        assertEquals(0, status, "the examples of ?" + topic + " fail:\n" + code + "\n" + err.toString(StandardCharsets.UTF_8));
    }
}
