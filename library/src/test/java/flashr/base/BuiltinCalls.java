package flashr.base;

import flashr.eval.Args;
import flashr.eval.Interpreter;
import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Test support: calls an eager builtin directly with values, matching named arguments to
 * formals exactly and the rest by position (no partial matching), bypassing the evaluator.
 */
public final class BuiltinCalls {
    public final ByteArrayOutputStream out = new ByteArrayOutputStream();
    public final ByteArrayOutputStream err = new ByteArrayOutputStream();
    public final Interpreter interp = new Interpreter(new PrintStream(out, true), new PrintStream(err, true));

    /** Calls builtin {@code name}; arguments alternate optional "name=" strings: call("round", x, "digits=", d). */
    public RValue call(String name, Object... argsAndNames) {
        List<RValue> values = new ArrayList<>();
        List<String> names = new ArrayList<>();
        String pending = null;
        for (Object o : argsAndNames) {
            if (o instanceof String s && s.endsWith("=")) {
                pending = s.substring(0, s.length() - 1);
            } else {
                values.add((RValue) o);
                names.add(pending);
                pending = null;
            }
        }
        RBuiltin b = (RBuiltin) interp.baseEnv().getLocal(name);
        if (b == null) throw new IllegalArgumentException("no builtin " + name);
        RCall call = new RCall(RSymbol.of(name), values.toArray(RValue[]::new), names.toArray(String[]::new), null);
        String[] formals = b.formals();
        if (formals == null) {
            return b.body().apply(new Args(interp, call, interp.globalEnv(), new RValue[0],
                    values.toArray(RValue[]::new), names.toArray(String[]::new)));
        }
        RValue[] matched = new RValue[formals.length];
        List<RValue> dots = new ArrayList<>();
        List<String> dotNames = new ArrayList<>();
        boolean[] used = new boolean[values.size()];
        for (int i = 0; i < values.size(); i++) {
            String n = names.get(i);
            if (n == null) continue;
            for (int f = 0; f < formals.length; f++) {
                if (formals[f].equals(n)) {
                    matched[f] = values.get(i);
                    used[i] = true;
                }
            }
        }
        int f = 0;
        for (int i = 0; i < values.size(); i++) {
            if (used[i]) continue;
            if (names.get(i) != null && Arrays.asList(formals).contains("...")) {   // named, matching no formal: to ...
                dots.add(values.get(i));
                dotNames.add(names.get(i));
                continue;
            }
            while (f < formals.length && (matched[f] != null || formals[f].equals("..."))) {
                if (formals[f].equals("...")) break;
                f++;
            }
            if (f < formals.length && !formals[f].equals("...")) {
                matched[f++] = values.get(i);
            } else {
                dots.add(values.get(i));
                dotNames.add(names.get(i));
            }
        }
        return b.body().apply(new Args(interp, call, interp.globalEnv(), matched,
                dots.toArray(RValue[]::new), dotNames.toArray(String[]::new)));
    }
}
