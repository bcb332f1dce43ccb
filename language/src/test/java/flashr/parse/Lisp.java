package flashr.parse;

import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.List;
import java.util.stream.Collectors;

/** Test support: a Lisp-like dump of parsed code, e.g. {@code (<- x (+ a double:1))}. */
final class Lisp {
    private Lisp() {}

    static String parse(String source) {
        return RParser.parse(source.replace("\\n", "\n"), null).stream().map(Lisp::dump).collect(Collectors.joining(" ; "));
    }

    static String dump(RValue v) {
        return switch (v) {
            case RCall c -> {
                StringBuilder sb = new StringBuilder("(").append(dump(c.function()));
                // R keeps no source reference with keep.source=FALSE: compare without it.
                int n = "function".equals(c.functionName()) ? 2 : c.argCount();
                for (int i = 0; i < n; i++) {
                    sb.append(' ');
                    if (c.argName(i) != null) sb.append(c.argName(i)).append('=');
                    sb.append(dump(c.arg(i)));
                }
                yield sb.append(')').toString();
            }
            case RSymbol s -> s.name();
            case RMissing m -> "<M>";
            case RNull n -> "NULL";
            case RList l when l.length() == 0 -> "NULL";
            case RList l -> "[" + String.join(",", List.of(((RString) l.getAttr("names")).data())) + "]";
            case RDouble d -> "double:" + Deparser.deparse(d);
            case RInt i -> "integer:" + Deparser.deparse(i);
            case RLogical b -> "logical:" + Deparser.deparse(b);
            case RString s -> "character:" + Deparser.deparse(s);
            default -> v.toString();
        };
    }
}
