package flashr.base.meta;

import flashr.eval.Interpreter;
import flashr.lang.RClosure;
import flashr.lang.RValue;
import flashr.parse.RParser;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * GNU R's own formal arguments, defaults included, of the functions of its base packages, for
 * the ones flashr has as builtins: what {@code args()} and {@code formals()} answer for them
 * (a builtin's signature names its arguments but keeps its defaults in Java). The table,
 * flashr/formals/r-formals.tsv, is written by GNU R (make-r-formals.R beside it) and read at the
 * first question.
 */
final class RFormals {
    private RFormals() {}

    /** Name to {primitive flag, header}; loaded once. */
    private static volatile Map<String, String[]> table;

    /** R's header of {@code name} as a closure with an empty body, or null when R has none. */
    static RClosure header(Interpreter in, String name) {
        String[] row = table().get(name);
        if (row == null) return null;
        List<RValue> exprs = RParser.parse(row[1] + "NULL", "<formals of " + name + ">");
        return exprs.size() == 1 && in.eval(exprs.get(0), in.baseEnv()) instanceof RClosure c ? c : null;
    }

    /** Whether {@code name} is one of R's primitives (whose formals() are NULL). */
    static boolean primitiveInR(String name) {
        String[] row = table().get(name);
        return row != null && row[0].equals("1");
    }

    private static Map<String, String[]> table() {
        Map<String, String[]> t = table;
        if (t != null) return t;
        t = new HashMap<>(8192);
        try (var in = RFormals.class.getResourceAsStream("/flashr/formals/r-formals.tsv");
             var r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                String[] f = line.split("\t", 3);
                if (f.length == 3) t.put(f[0], new String[] {f[1], f[2]});
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        table = t;
        return t;
    }
}
