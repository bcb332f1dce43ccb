package flashr.base.strings;

import flashr.base.Registry;
import flashr.eval.Coerce;
import flashr.format.StringText;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** Builtins: strrep, strtrim, quoting (sQuote, dQuote, shQuote, encodeString), make.names, make.unique, code points. */
final class StringMiscBuiltins {
    private StringMiscBuiltins() {}

    static void register(Registry r) {
        r.builtin("strrep", "x, times", a -> {
            String[] x = StringArgs.strings(a.get(0));
            RVector times = Coerce.vector(a.get(1), "times");
            int n = x.length == 0 || times.length() == 0 ? 0 : Math.max(x.length, times.length());
            String[] res = new String[n];
            boolean outOfRange = false;
            for (int i = 0; i < n; i++) {
                String s = x[i % x.length];
                int t = times.getInt(i % times.length());
                outOfRange |= t == RInt.NA && times.type() == flashr.lang.RType.DOUBLE && !times.isNA(i % times.length());
                if (t != RInt.NA && t < 0) throw new RError("invalid 'times' value");
                // R's limit on one string, checked before the string is made
                if (s != null && t != RInt.NA && (long) s.getBytes(java.nio.charset.StandardCharsets.UTF_8).length * t > Integer.MAX_VALUE) {
                    throw new RError("R character strings are limited to 2^31-1 bytes");
                }
                res[i] = s == null || t == RInt.NA ? null : s.repeat(t);
            }
            if (outOfRange) a.interp().warning(a.call(), "NAs introduced by coercion to integer range");
            RString out = new RString(res);
            if (n == x.length && a.get(0) instanceof RVector v && v.names() != null) out.setAttr("names", v.names());
            return out;
        });
        r.builtin("strtrim", "x, width", a -> {
            String[] x = StringArgs.strings(a.get(0));
            String[] res = new String[x.length];
            if (x.length == 0) return StringArgs.withShape(res, a.get(0));
            RVector w = a.get(1) instanceof RVector v ? Coerce.vector(v, "width") : new RInt(new int[0]);
            // R's rule: widths recycle evenly over x, and none is NA or negative
            if (w.length() == 0 || (w.length() < x.length && x.length % w.length() != 0)) throw new RError("invalid 'width' argument");
            for (int i = 0; i < x.length; i++) {
                int width = w.getInt(i % w.length());
                if (width == flashr.lang.RInt.NA || width < 0) throw new RError("invalid 'width' argument");
                res[i] = x[i] == null ? null : trimToWidth(x[i], width);
            }
            return StringArgs.withShape(res, a.get(0));
        });
        r.builtin("sQuote", "x, q", a -> quote(a.get(0), a.get(1), "\u2018", "\u2019", "'"));
        r.builtin("dQuote", "x, q", a -> quote(a.get(0), a.get(1), "\u201c", "\u201d", "\""));
        r.builtin("shQuote", "string, type", a -> {
            String[] x = StringArgs.strings(a.get(0));
            String[] res = new String[x.length];
            for (int i = 0; i < x.length; i++) {
                String s = x[i] == null ? "NA" : x[i];
                res[i] = s.indexOf('\'') < 0 ? "'" + s + "'" : "\"" + s.replaceAll("([\"$`\\\\])", "\\\\$1") + "\"";
            }
            return new RString(res);
        });
        r.builtin("encodeString", "x, width, quote, na.encode, justify", a -> {
            String[] x = StringArgs.strings(a.get(0));
            String q = a.has(2) ? StringArgs.single(a.get(2), "quote") : "";
            int width = a.has(1) && Coerce.intScalar(a.get(1)) != RInt.NA ? Coerce.intScalar(a.get(1)) : 0;
            String justify = a.has(4) ? StringArgs.strings(a.get(4))[0] : "left";
            String[] res = new String[x.length];
            for (int i = 0; i < x.length; i++) {
                String e = x[i] == null ? (q.isEmpty() ? "<NA>" : "NA") : StringText.escape(x[i], q.isEmpty() ? 0 : q.charAt(0));
                res[i] = StringText.pad(e, width, justify.startsWith("r"));
            }
            return StringArgs.withShape(res, a.get(0));
        });
        r.builtin("make.unique", "names, sep", a ->
                new RString(makeUnique(StringArgs.strings(a.get(0)), a.has(1) ? StringArgs.single(a.get(1), "sep") : ".")));
        r.builtin("nzchar", "x, keepNA", a -> {
            String[] x = StringArgs.strings(a.get(0));
            boolean keepNA = a.has(1) && a.get(1) instanceof RVector k && k.length() == 1 && k.getLogical(0) == 1;
            int[] res = new int[x.length];
            for (int i = 0; i < x.length; i++) res[i] = x[i] == null ? (keepNA ? RInt.NA : 1) : x[i].isEmpty() ? 0 : 1;
            return new flashr.lang.RLogical(res);   // no names, as R 4.2's
        });
        r.builtin("make.names", "names, unique, allow_", a -> {
            String[] x = StringArgs.strings(a.get(0));
            String[] res = new String[x.length];
            boolean underscore = StringArgs.flag(a.get(2), true, "allow_");
            for (int i = 0; i < x.length; i++) {
                res[i] = validName(x[i] == null ? "NA." : x[i]);
                if (!underscore) res[i] = res[i].replace('_', '.');
            }
            return new RString(StringArgs.flag(a.get(1), false, "unique") ? uniqueNames(x, res) : res);
        });
        r.builtin("utf8ToInt", "x", a -> {
            String s = StringArgs.single(a.get(0), "x");
            return new RInt(s.codePoints().toArray());
        });
        r.builtin("intToUtf8", "x, multiple, allow_surrogate_pairs", IntToUtf8::intToUtf8);
    }

    private static RString quote(RValue x, RValue q, String open, String close, String plain) {
        boolean fancy = q == null || Coerce.logicalScalar(q) != 0;
        String[] s = StringArgs.strings(x);
        String[] res = new String[s.length];
        for (int i = 0; i < s.length; i++) {
            String v = s[i] == null ? "NA" : s[i];
            res[i] = fancy ? open + v + close : plain + v + plain;
        }
        return StringArgs.withShape(res, x);
    }

    private static String trimToWidth(String s, int width) {
        StringBuilder sb = new StringBuilder();
        int w = 0;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            String ch = new String(Character.toChars(c));
            w += StringText.width(ch);
            if (w > width) break;
            sb.append(ch);
            i += Character.charCount(c);
        }
        return sb.toString();
    }

    /** R's make.names of one string: invalid characters become dots, an X prefix, reserved words get a dot. */
    private static String validName(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(c -> sb.appendCodePoint(Character.isLetterOrDigit(c) || c == '.' || c == '_' ? c : '.'));
        String t = sb.toString();
        if (t.isEmpty() || !(Character.isLetter(t.charAt(0)) || t.charAt(0) == '.')
                || (t.charAt(0) == '.' && t.length() > 1 && Character.isDigit(t.charAt(1)))) {
            t = "X" + t;
        }
        if (flashr.format.SyntacticNames.isReserved(t)) t = t + ".";
        return t;
    }

    /** R's make.unique: later duplicates get sep and the next free number. */
    /**
     * make.names(unique = TRUE): make.unique over the names in the order of
     * {@code order(names != names2)}, so that names already valid keep their spelling.
     */
    private static String[] uniqueNames(String[] names, String[] valid) {
        int n = valid.length;
        int[] o = new int[n];
        int k = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < n; i++) {
                if (valid[i].equals(names[i]) == (pass == 0)) o[k++] = i;
            }
        }
        String[] ordered = new String[n];
        for (int i = 0; i < n; i++) ordered[i] = valid[o[i]];
        String[] unique = makeUnique(ordered, ".");
        String[] res = new String[n];
        for (int i = 0; i < n; i++) res[o[i]] = unique[i];
        return res;
    }

    static String[] makeUnique(String[] x, String sep) {
        Set<String> seen = new HashSet<>(java.util.Arrays.asList(x));
        Map<String, Integer> counts = new HashMap<>();
        Set<String> used = new HashSet<>();
        String[] res = new String[x.length];
        for (int i = 0; i < x.length; i++) {
            if (used.add(x[i])) {
                res[i] = x[i];
                continue;
            }
            int k = counts.getOrDefault(x[i], 0);
            String cand;
            do {
                cand = x[i] + sep + (++k);
            } while (seen.contains(cand) || used.contains(cand));
            counts.put(x[i], k);
            used.add(cand);
            res[i] = cand;
        }
        return res;
    }
}
