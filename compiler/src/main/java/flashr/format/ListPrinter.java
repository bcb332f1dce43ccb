package flashr.format;

import flashr.lang.RList;
import flashr.lang.RString;
import java.io.PrintStream;
import java.util.Set;

/** Prints lists as R's {@code printList}: a {@code [[i]]} or {@code $name} header above each element. */
final class ListPrinter {
    private static final Set<String> RESERVED = Set.of("if", "else", "repeat", "while", "function", "for", "next",
            "break", "TRUE", "FALSE", "NULL", "Inf", "NaN", "NA", "NA_integer_", "NA_real_", "NA_character_", "in");

    private ListPrinter() {}

    static void print(RList l, String tag, Printer printer, PrintStream out) {
        int n = l.length();
        RString names = l.names();
        if (n == 0) {
            out.println(names != null ? "named list()" : "list()");
        } else {
            for (int i = 0; i < n; i++) {
                if (i > 0) out.println();
                String name = names == null ? "" : names.get(i);
                String t;
                if (name == null) t = tag + "$<NA>";
                else if (name.isEmpty()) t = tag + "[[" + (i + 1) + "]]";
                else if (isSyntactic(name)) t = tag + "$" + name;
                else t = tag + "$`" + name + "`";
                out.println(t);
                printer.element(l.get(i), t);
            }
            out.println();
        }
        printer.attributes(l, tag);
    }

    /** True when {@code s} is a syntactic R name that needs no backquotes. */
    static boolean isSyntactic(String s) {
        if (s.isEmpty() || RESERVED.contains(s)) return false;
        if (s.matches("\\.\\.(\\.|[0-9]+)")) return false;
        char c = s.charAt(0);
        if (!(Character.isLetter(c) || c == '.')) return false;
        if (c == '.' && s.length() > 1 && Character.isDigit(s.charAt(1))) return false;
        for (int i = 1; i < s.length(); i++) {
            char d = s.charAt(i);
            if (!(Character.isLetterOrDigit(d) || d == '.' || d == '_')) return false;
        }
        return true;
    }
}
