package flashr.base.strings;

/**
 * format's {@code drop0trailing = TRUE}, as R's prettyNum does it on the formatted strings: only numbers with a
 * decimal mark change; when any of them is in scientific notation those lose an exponent of zero ("e+00") and the
 * others their trailing zeros, else all lose their trailing zeros (so R keeps "1.0" beside "1.5e+10", and "1e+00"
 * beside "3e+09").
 */
final class Drop0Trailing {
    private Drop0Trailing() {}

    static void apply(String[] s) {
        boolean anyE = false;
        for (String t : s) if (t != null && t.indexOf('.') >= 0 && t.indexOf('e', t.indexOf('.')) >= 0) anyE = true;
        for (int i = 0; i < s.length; i++) {
            String t = s[i];
            if (t == null) continue;
            int dot = t.indexOf('.');
            if (dot < 0) continue;
            String before = t.substring(0, dot);
            String after = t.substring(dot + 1);
            if (anyE && after.indexOf('e') >= 0) after = after.replaceFirst("e[+-]0+$", "");
            else after = after.replaceFirst("0+$", "");
            s[i] = after.isEmpty() ? before : before + "." + after;
        }
    }
}
