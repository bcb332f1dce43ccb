package flashr.base.io;

import flashr.base.Registry;
import flashr.base.strings.StringArgs;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * scan(): items of a file, a connection, standard input or text = lines, split at white space
 * or at sep, quotes removed, converted to the type of what (a list of types reads records).
 * "Read N items" goes to standard error as R writes it (not a message condition).
 */
public final class ScanBuiltin {
    private ScanBuiltin() {}

    private static final String FORMALS = "file, what, nmax, n, sep, quote, dec, skip, nlines, na.strings, flush, fill, "
            + "strip.white, quiet, blank.lines.skip, multi.line, comment.char, allowEscapes, fileEncoding, encoding, text, skipNul";

    public static void register(Registry r) {
        r.builtin("scan", FORMALS, ScanBuiltin::scan);
    }

    /** The settings that split lines into fields. */
    private record Splitting(String sep, String quotes, String comment, boolean stripWhite) {}

    private static RValue scan(Args a) {
        Interpreter in = a.interp();
        RValue what = a.has(1) ? a.get(1) : RDouble.of();
        int nmax = intArg(a, 2, -1);
        int n = intArg(a, 3, -1);
        String sep = a.has(4) ? Coerce.stringScalar(a.get(4)) : "";
        String quotes = a.has(5) ? Coerce.stringScalar(a.get(5)) : "\n".equals(sep) ? "" : "'\"";
        String dec = a.has(6) ? Coerce.stringScalar(a.get(6)) : ".";
        int skip = intArg(a, 7, 0);
        int nlines = intArg(a, 8, 0);
        String[] naStrings = a.has(9) ? StringArgs.strings(a.get(9)) : new String[] {"NA"};
        boolean stripWhite = a.has(12) && Coerce.flag(a.get(12), "strip.white");
        boolean quiet = a.has(13) && Coerce.flag(a.get(13), "quiet");
        boolean blankSkip = !a.has(14) || Coerce.flag(a.get(14), "blank.lines.skip");
        String comment = a.has(16) ? Coerce.stringScalar(a.get(16)) : "";
        if (sep != null && sep.length() > 1) throw new RError("invalid 'sep' value: must be one byte");
        Splitting split = new Splitting(sep == null ? "" : sep, quotes == null ? "" : quotes, comment == null ? "" : comment, stripWhite);

        RValue[] fields = what instanceof RList l ? l.elements() : new RValue[] {what};
        int columns = fields.length;
        long limit = Long.MAX_VALUE;
        if (n > 0) limit = n;
        if (nmax > 0) limit = Math.min(limit, what instanceof RList ? (long) nmax * columns : nmax);

        Connection source = source(a, in);
        boolean opened = !source.isOpen();
        List<String> items = new ArrayList<>();
        try {
            if (opened) ConnectionBuiltins.open(in, source, "rt", RCall.of("file", RSymbol.of("file"), RString.of("r")));
            for (int i = 0; i < skip && source.nextLine() != null; i++) { }
            int lines = 0;
            String line;
            while (items.size() < limit && (nlines <= 0 || lines < nlines) && (line = source.nextLine()) != null) {
                lines++;
                List<String> tokens = tokens(line, split);
                if (tokens.isEmpty() && blankSkip) continue;
                for (String t : tokens) {
                    if (items.size() >= limit) break;
                    items.add(t);
                }
            }
        } catch (IOException e) {
            throw new RError("error reading from connection");
        } finally {
            if (opened) {
                try {
                    source.close();
                } catch (IOException e) {
                    // everything has been read
                }
            }
        }
        if (!(what instanceof RList)) {
            RValue v = convert(items, fields[0], naStrings, dec, a.call());
            if (!quiet) report(in, items.size(), "item");
            return v;
        }
        int records = (items.size() + columns - 1) / columns;
        // an unfinished last record is padded with NA (multi.line = TRUE, R's default, does not warn)
        RValue[] out = new RValue[columns];
        for (int j = 0; j < columns; j++) {
            List<String> column = new ArrayList<>(records);
            for (int k = 0; k < records; k++) {
                int at = k * columns + j;
                column.add(at < items.size() ? items.get(at) : null);
            }
            out[j] = fields[j] == RNull.NULL ? RNull.NULL : convert(column, fields[j], naStrings, dec, a.call());
        }
        RList result = new RList(out);
        RValue names = ((RList) what).getAttr("names");
        if (names != null) result.setAttr("names", names);
        if (!quiet) report(in, records, "record");
        return result;
    }

    private static int intArg(Args a, int i, int otherwise) {
        if (!a.has(i)) return otherwise;
        int v = Coerce.intScalar(a.get(i));
        return v == RInt.NA ? otherwise : v;
    }

    private static void report(Interpreter in, int count, String what) {
        in.err().print("Read " + count + " " + what + (count == 1 ? "" : "s") + "\n");
        in.err().flush();
    }

    /** Where the lines come from: text =, a connection, standard input for "", else the named file. */
    private static Connection source(Args a, Interpreter in) {
        if (a.has(20)) return new TextConnection.Reading("text", StringArgs.strings(a.get(20)));
        RValue file = a.has(0) ? a.get(0) : RString.of("");
        if (Connections.isConnection(file)) return Connections.get(in, file);
        String name = Coerce.stringScalar(file);
        if (!(file instanceof RString) || name == null) throw new RError("invalid 'file' argument");
        if (name.isEmpty()) return Connections.get(in, Connections.standard(in, 0));
        return new FileConnection("file", name, "r");
    }

    /** The fields of one line (none for a blank line or a comment). */
    static List<String> tokens(String line, Splitting s) {
        List<String> out = new ArrayList<>();
        int n = line.length();
        boolean white = s.sep.isEmpty();
        char sep = white ? 0 : s.sep.charAt(0);
        int i = 0;
        if (white) {
            while (true) {
                while (i < n && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) i++;
                if (i >= n || isComment(line, i, s)) break;
                StringBuilder field = new StringBuilder();
                char c = line.charAt(i);
                if (s.quotes.indexOf(c) >= 0) {
                    int close = line.indexOf(c, i + 1);
                    if (close < 0) close = n;
                    field.append(line, i + 1, close);
                    i = Math.min(n, close + 1);
                } else {
                    while (i < n && line.charAt(i) != ' ' && line.charAt(i) != '\t' && !isComment(line, i, s)) field.append(line.charAt(i++));
                }
                out.add(field.toString());
            }
            return out;
        }
        int end = n;
        if (!s.comment.isEmpty()) {
            int c = line.indexOf(s.comment.charAt(0));
            if (c >= 0) end = c;
        }
        if (line.substring(0, end).isBlank()) return out;
        while (true) {
            StringBuilder field = new StringBuilder();
            int start = i;
            while (i < end && (line.charAt(i) == ' ' || line.charAt(i) == '\t') && sep != ' ' && sep != '\t') i++;
            if (i < end && s.quotes.indexOf(line.charAt(i)) >= 0) {
                char q = line.charAt(i);
                int close = line.indexOf(q, i + 1);
                if (close < 0) close = end;
                field.append(line, i + 1, close);
                i = Math.min(end, close + 1);
                while (i < end && line.charAt(i) != sep) i++;
            } else {
                i = start;
                while (i < end && line.charAt(i) != sep) field.append(line.charAt(i++));
            }
            out.add(s.stripWhite ? field.toString().strip() : field.toString());
            if (i >= end) break;
            i++;   // past the separator: a separator at the end leaves one more (empty) field
            if (i >= end) {
                out.add("");
                break;
            }
        }
        return out;
    }

    private static boolean isComment(String line, int i, Splitting s) {
        return !s.comment.isEmpty() && line.charAt(i) == s.comment.charAt(0);
    }

    /** The items as a vector of {@code what}'s type; R's error for an item that is not of it. */
    private static RValue convert(List<String> items, RValue what, String[] naStrings, String dec, RCall call) {
        RType type = what instanceof RVector v ? v.type() : RType.DOUBLE;
        int n = items.size();
        switch (type) {
            case CHARACTER -> {
                String[] s = new String[n];
                for (int i = 0; i < n; i++) s[i] = isNA(items.get(i), naStrings) ? null : items.get(i);
                return new RString(s);
            }
            case LOGICAL -> {
                int[] v = new int[n];
                for (int i = 0; i < n; i++) {
                    String t = items.get(i);
                    v[i] = isNA(t, naStrings) || t.isBlank() ? RLogical.NA : switch (t.strip()) {
                        case "T", "TRUE", "true", "True" -> 1;
                        case "F", "FALSE", "false", "False" -> 0;
                        default -> throw expected("a logical", t, call);
                    };
                }
                return new RLogical(v);
            }
            case INTEGER -> {
                int[] v = new int[n];
                for (int i = 0; i < n; i++) {
                    String t = items.get(i);
                    if (isNA(t, naStrings) || t.isBlank()) {
                        v[i] = RInt.NA;
                        continue;
                    }
                    try {
                        long x = Long.parseLong(t.strip().startsWith("+") ? t.strip().substring(1) : t.strip());
                        if (x > Integer.MAX_VALUE || x <= Integer.MIN_VALUE) throw new NumberFormatException();
                        v[i] = (int) x;
                    } catch (NumberFormatException e) {
                        throw expected("an integer", t, call);
                    }
                }
                return new RInt(v);
            }
            case DOUBLE -> {
                double[] v = new double[n];
                for (int i = 0; i < n; i++) {
                    String t = items.get(i);
                    if (isNA(t, naStrings) || t.isBlank()) {
                        v[i] = RDouble.NA;
                        continue;
                    }
                    String u = ".".equals(dec) || dec == null ? t : t.replace(dec, ".");
                    double x = flashr.lang.NumberText.parseDouble(u);
                    if (RDouble.isNAValue(x) && !u.strip().equals("NA")) throw expected("a real", t, call);
                    v[i] = x;
                }
                return new RDouble(v);
            }
            default -> throw new RError("scan() of type '" + type.name().toLowerCase(java.util.Locale.ROOT) + "' is not supported", call);
        }
    }

    private static boolean isNA(String item, String[] naStrings) {
        return item == null || Arrays.asList(naStrings).contains(item);
    }

    private static RError expected(String what, String got, RCall call) {
        return new RError("scan() expected '" + what + "', got '" + got + "'", call);
    }
}
