package flashr.stats.loess;

import flashr.format.DecimalText;
import java.util.ArrayList;
import java.util.List;

/** The warnings dloess raises while it fits, in order, for the builtin to give as R warnings. */
final class Warnings {
    private final List<String> messages = new ArrayList<>();

    void add(String message) {
        messages.add(message);
    }

    List<String> messages() {
        return messages;
    }

    /** A label followed by values as C's {@code " %.5g"} (R drops the newline dloess ends its messages with). */
    static String values(String label, double[] x, int count) {
        StringBuilder s = new StringBuilder(label);
        for (int j = 0; j < count; j++) s.append(' ').append(general(x[j]));
        return s.toString();
    }

    private static String general(double x) {
        if (Double.isNaN(x)) return "nan";
        if (Double.isInfinite(x)) return x > 0 ? "inf" : "-inf";
        return DecimalText.general(x, 5, false, false);
    }
}
