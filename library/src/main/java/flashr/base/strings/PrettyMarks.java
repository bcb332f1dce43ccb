package flashr.base.strings;

import flashr.format.StringText;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The character part of R's prettyNum as formatC calls it (is.cmplx = FALSE): each string split at
 * its input decimal mark, big.mark put between groups of big.interval digits of the integer part
 * (counted from its end), small.mark after each small.interval digits of the decimals, trailing
 * zeros dropped on request, the parts joined with decimal.mark; then the width kept as
 * preserve.width says ("individual": leading blanks removed as far as the marks widened a string,
 * "common": all right-justified to a common width). R does this with regular expressions on the
 * reversed string; the same expressions are used here.
 */
final class PrettyMarks {
    private PrettyMarks() {}

    record Marks(String big, int bigInterval, String small, int smallInterval, String decimal, String inputDecimal,
                 String preserveWidth, boolean drop0trailing) {}

    static String[] apply(String[] x, Marks m) {
        int n = x.length;
        String[] out = new String[n];
        Pattern bigRun = Pattern.compile("[0-9]{" + (m.bigInterval() + 1) + ",}");
        Pattern bigGroup = Pattern.compile("([0-9]{" + m.bigInterval() + "})\\B");
        Pattern smallRun = Pattern.compile("[0-9]{" + (m.smallInterval() + 1) + ",}");
        Pattern smallGroup = Pattern.compile("([0-9]{" + m.smallInterval() + "}\\B)");
        String revBig = reverse(m.big());
        for (int i = 0; i < n; i++) {
            String s = x[i] == null ? "NA" : x[i];
            int at = s.lastIndexOf(m.inputDecimal());
            String b = at < 0 ? s : s.substring(0, at);
            String a = at < 0 ? "" : s.substring(at + m.inputDecimal().length());
            boolean noDecimals = at < 0;
            if (!m.big().isEmpty() && bigRun.matcher(b).find()) {
                b = reverse(bigGroup.matcher(reverse(b)).replaceAll("$1" + Matcher.quoteReplacement(revBig)));
            }
            if (!m.small().isEmpty() && smallRun.matcher(a).find()) {
                a = smallGroup.matcher(a).replaceAll("$1" + Matcher.quoteReplacement(m.small()));
            }
            if (m.drop0trailing() && !noDecimals) {
                a = a.contains("e") ? a.replaceFirst("e[+-]0+$", "") : a.replaceFirst("0+$", "");
                noDecimals = a.isEmpty();
            }
            out[i] = b + (noDecimals ? "" : m.decimal()) + a;
        }
        if (m.preserveWidth().equals("none")) return out;
        boolean wider = false;
        int common = 0;
        for (int i = 0; i < n; i++) {
            int d = StringText.width(out[i]) - StringText.width(x[i] == null ? "NA" : x[i]);
            wider |= d > 0;
            common = Math.max(common, StringText.width(out[i]));
            if (d > 0 && m.preserveWidth().equals("individual")) out[i] = out[i].replaceFirst("^ {1," + d + "}", "");
        }
        if (wider && m.preserveWidth().equals("common")) {
            for (int i = 0; i < n; i++) out[i] = " ".repeat(common - StringText.width(out[i])) + out[i];
        }
        return out;
    }

    private static String reverse(String s) {
        return new StringBuilder(s).reverse().toString();
    }
}
