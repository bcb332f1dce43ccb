package flashr.format;

import flashr.lang.RString;
import flashr.lang.RVector;
import java.io.PrintStream;

/** Prints a factor as R's {@code print.factor}: the level labels unquoted, then the levels line. */
final class FactorPrinter {
    private FactorPrinter() {}

    static void print(RVector codes, PrintOptions o, PrintStream out) {
        RString levels = codes.getAttr("levels") instanceof RString s ? s : RString.of();
        int n = codes.length();
        boolean ordered = codes.inherits("ordered");
        if (n == 0) {
            out.println(ordered ? "ordered(0)" : "factor(0)");
        } else {
            String[] labels = new String[n];
            for (int i = 0; i < n; i++) {
                int c = codes.getInt(i);
                labels[i] = codes.isNA(i) || c < 1 || c > levels.length() ? null : levels.get(c - 1);
            }
            RString v = new RString(labels);
            if (codes.names() != null) v.setAttr("names", codes.names());
            VectorPrinter.print(v, o.withQuote(false), out);
        }
        StringBuilder line = new StringBuilder("Levels:");
        for (int i = 0; i < levels.length(); i++) {
            if (i > 0 && ordered) line.append(" <");
            line.append(' ').append(StringText.encode(levels.get(i), false));
        }
        out.println(line);
    }
}
