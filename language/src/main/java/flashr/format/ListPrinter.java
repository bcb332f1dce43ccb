package flashr.format;

import flashr.lang.RList;
import flashr.lang.RString;
import java.io.PrintStream;

/** Prints lists as R's {@code printList}: a {@code [[i]]} or {@code $name} header above each element. */
final class ListPrinter {
    private ListPrinter() {}

    static void print(RList l, String tag, Printer printer, PrintStream out) {
        int n = l.length();
        RString names = l.names();
        int[] dim = l.dim();
        if (names == null && dim != null && dim.length == 1 && l.getAttr("dimnames") instanceof RList dn
                && dn.length() == 1 && dn.get(0) instanceof RString rowNames) {
            names = rowNames; // R's names() of a 1-d array
        }
        if (n == 0) {
            out.println(names != null ? "named list()" : "list()");
        } else {
            for (int i = 0; i < n; i++) {
                if (i > 0) out.println();
                String name = names == null ? "" : names.get(i);
                String t;
                if (name == null) t = tag + "$<NA>";
                else if (name.isEmpty()) t = tag + "[[" + (i + 1) + "]]";
                else if (SyntacticNames.isSyntactic(name)) t = tag + "$" + name;
                else t = tag + "$`" + StringText.escape(name, (char) 0) + "`";
                out.println(t);
                printer.element(l.get(i), t);
            }
            out.println();
        }
        printer.attributes(l, tag);
    }
}
