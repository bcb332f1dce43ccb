package flashr.base.meta;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Calls;
import flashr.eval.Coerce;
import flashr.eval.Conditions;
import flashr.eval.Handling;
import flashr.eval.Restarts;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.parse.Deparser;

/** Builtins: stop, warning, tryCatch, try, withCallingHandlers, suppressWarnings, stopifnot, conditionMessage, restarts. */
public final class ConditionBuiltins {
    private ConditionBuiltins() {}

    public static void register(Registry r) {
        r.builtin("stop", "..., call., domain", a -> {
            RValue call = !a.has(1) || Coerce.flag(a.get(1), "call.") ? Calls.currentCall(a.interp()) : null;
            RValue[] d = a.dots();
            if (d.length == 1 && isCondition(d[0])) {
                RValue cond = d[0];
                RValue ccall = Conditions.field(cond, "call");
                throw new RError(Conditions.messageOf(cond), ccall == RNull.NULL ? null : ccall, cond).withCallIfAbsent(null).withSignaller(a.call());
            }
            RError e = new RError(message(d), call).withSignaller(a.call());
            throw call == null ? e.withoutCall() : e;
        });
        r.builtin("warning", "..., call., immediate., noBreaks., domain", a -> {
            RValue[] d = a.dots();
            a.interp().setVisible(false);
            flashr.lang.RCall outer = a.interp().conditions().signalledBy(a.call());
            try {
                if (d.length == 1 && isCondition(d[0])) {
                    a.interp().conditions().warning(d[0]);
                    a.interp().setVisible(false); // after the handlers, which may have printed
                    return RString.of(Conditions.messageOf(d[0]));
                }
            } finally {
                a.interp().conditions().restoreSignaller(outer);
            }
            RValue call = !a.has(1) || Coerce.flag(a.get(1), "call.") ? Calls.currentCall(a.interp()) : null;
            String msg = message(d);
            outer = a.interp().conditions().signalledBy(a.call());
            try {
                a.interp().conditions().warning(call, msg);
            } finally {
                a.interp().conditions().restoreSignaller(outer);
            }
            a.interp().setVisible(false);
            return RString.of(msg);
        });
        r.builtin("signalCondition", "cond, message, call", a -> {
            flashr.lang.RCall outer = a.interp().conditions().signalledBy(a.call());
            try {
                a.interp().conditions().signal(a.get(0));
            } finally {
                a.interp().conditions().restoreSignaller(outer);
            }
            return RNull.NULL;
        });
        r.builtin("simpleError", "message, call", a -> condition(a, "simpleError", "error", "condition"));
        r.builtin("simpleWarning", "message, call", a -> condition(a, "simpleWarning", "warning", "condition"));
        r.builtin("simpleCondition", "message, call", a -> condition(a, "simpleCondition", "condition"));
        r.builtin("simpleMessage", "message, call", a -> condition(a, "simpleMessage", "message", "condition"));
        r.builtin("errorCondition", "message, ..., class, call", a -> customCondition(a, "error"));
        r.builtin("warningCondition", "message, ..., class, call", a -> customCondition(a, "warning"));
        r.builtin("conditionMessage", "c", a -> Conditions.field(a.get(0), "message"));
        r.builtin("conditionCall", "c", a -> Conditions.field(a.get(0), "call"));
        r.builtin("print.condition", "x, ...", a -> {
            RValue x = a.get(0);
            RValue call = Conditions.field(x, "call");
            RString cls = x.classAttr();
            String head = "<" + (cls == null ? "condition" : cls.get(0));
            String text = call == RNull.NULL ? head + ": " : head + " in " + Deparser.firstLine(call) + ": ";
            a.interp().out().print(text + Conditions.messageOf(x) + ">\n");
            a.interp().setVisible(false);
            return x;
        });
        r.special("tryCatch", a -> Handling.tryCatch(a.interp(), a.call(), a.env()));
        r.special("try", a -> Handling.tryExpr(a.interp(), a.call(), a.env()));
        r.special("withCallingHandlers", a -> Handling.withCallingHandlers(a.interp(), a.call(), a.env()));
        r.special("suppressWarnings", a -> Handling.suppress(a.interp(), a.call(), a.env(), "warning", "muffleWarning"));
        r.special("suppressMessages", a -> Handling.suppress(a.interp(), a.call(), a.env(), "message", "muffleMessage"));
        r.special("withRestarts", a -> Restarts.withRestarts(a.interp(), a.call(), a.env()));
        r.builtin("invokeRestart", "r, ...", a -> {
            if (!a.has(0)) throw new RError("argument \"r\" is missing, with no default");
            throw a.interp().conditions().restarts().invoke(a.get(0), a.dots(), a.dotNames());
        });
        r.builtin("tryInvokeRestart", "r, ...", a -> {
            RValue rr = a.get(0);
            Restarts rs = a.interp().conditions().restarts();
            boolean found = Restarts.isRestart(rr) || rr instanceof RString s && s.length() == 1 && rs.findObject(a.interp(), s, RNull.NULL) != RNull.NULL;
            if (!found) {
                a.interp().setVisible(false);
                return RNull.NULL;
            }
            throw rs.invoke(rr, a.dots(), a.dotNames());
        });
        r.builtin("invokeRestartInteractively", "r", a -> {
            throw new RError("not an interactive session");
        });
        r.builtin("computeRestarts", "cond", a -> {
            RValue cond = a.has(0) ? a.get(0) : RNull.NULL;
            return new RList(a.interp().conditions().restarts().compute(a.interp(), cond).toArray(RValue[]::new));
        });
        r.builtin("findRestart", "name, cond", a -> a.interp().conditions().restarts().findObject(a.interp(), a.get(0),
                a.has(1) ? a.get(1) : RNull.NULL));
        r.builtin("isRestart", "x", a -> flashr.lang.RLogical.of(Restarts.isRestart(a.get(0))));
        r.builtin("restartDescription", "r", a -> Restarts.description(a.get(0)));
        r.builtin("restartFormals", "r", a -> {
            RValue formals = a.interp().baseEnv().lookup("formals");
            return a.interp().apply((flashr.lang.RFunction) formals, new RValue[] {Restarts.handler(a.get(0))}, null, a.env(), a.call());
        });
        r.builtin("print.restart", "x, ...", a -> {
            RValue x = a.get(0);
            RValue name = x instanceof RList l && l.length() > 0 ? l.get(0) : RNull.NULL;
            a.interp().out().print("<restart: " + (name instanceof RString s && s.length() == 1 ? s.get(0) : "") + " >\n");
            a.interp().setVisible(false);
            return x;
        });
        r.builtin("geterrmessage", "", a -> RString.of(Handling.lastError(a.interp())));
        r.special("stopifnot", ConditionBuiltins::stopifnot);
    }

    private static boolean isCondition(RValue v) {
        return v instanceof RList && v.inherits("condition");
    }

    /** The message of stop and warning: the arguments as character, pasted together. */
    private static String message(RValue[] d) {
        StringBuilder sb = new StringBuilder();
        for (RValue v : d) {
            if (v instanceof RVector vec) {
                for (int i = 0; i < vec.length(); i++) {
                    String s = vec.getString(i);
                    sb.append(s == null ? "NA" : s);
                }
            }
        }
        return sb.toString();
    }

    private static RValue condition(Args a, String... classes) {
        String msg = Coerce.stringScalar(a.get(0));
        RValue call = a.get(1);
        return Conditions.condition(msg == null ? "NA" : msg, call == null || call == RNull.NULL ? null : call, classes);
    }

    /** errorCondition / warningCondition: list(message, call, ...) with the given classes before kind and "condition". */
    private static RValue customCondition(Args a, String kind) {
        RValue cls = a.get(2);
        int extra = cls instanceof RString s ? s.length() : 0;
        String[] classes = new String[extra + 2];
        for (int i = 0; i < extra; i++) classes[i] = ((RString) cls).get(i);
        classes[extra] = kind;
        classes[extra + 1] = "condition";
        RValue call = a.get(3);
        RValue[] d = a.dots();
        RValue[] values = new RValue[2 + d.length];
        String[] names = new String[values.length];
        values[0] = RString.of(Coerce.stringScalar(a.get(0)));
        names[0] = "message";
        values[1] = call == null ? RNull.NULL : call;
        names[1] = "call";
        for (int i = 0; i < d.length; i++) {
            values[2 + i] = d[i];
            names[2 + i] = a.dotNames()[i] == null ? "" : a.dotNames()[i];
        }
        RList c = new RList(values);
        c.setAttr("names", new RString(names));
        c.setAttr("class", new RString(classes));
        return c;
    }

    private static RValue stopifnot(Args a) {
        RCall c = a.call();
        for (int i = 0; i < c.argCount(); i++) {
            RValue v = flashr.lang.EngineValue.local(a.interp().eval(c.arg(i), a.env()));
            if (allTrue(v)) continue;
            String name = c.argName(i);
            String msg;
            if (name != null && !name.isEmpty()) {
                msg = name;
            } else if (c.arg(i) instanceof RCall eq && eq.function() instanceof flashr.lang.RSymbol s && s.name().equals("all.equal")
                    && eq.argCount() >= 2 && v instanceof RString diffs) {
                // all.equal's description of the differences, as R's stopifnot words it
                msg = Deparser.firstLine(eq.arg(0)) + " and " + Deparser.firstLine(eq.arg(1)) + " are not equal:\n  "
                        + String.join("\n  ", diffs.data());
            } else {
                msg = Deparser.firstLine(c.arg(i)) + (v instanceof RVector vec && vec.length() == 1 ? " is not TRUE" : " are not all TRUE");
            }
            RValue call = Calls.callOfFrame(a.interp(), a.env());   // the caller's call, as R's sys.call(sys.parent())
            RError e = new RError(msg, call);
            throw call == null ? e.withoutCall() : e;
        }
        a.interp().setVisible(false);
        return RNull.NULL;
    }

    private static boolean allTrue(RValue v) {
        if (!(v instanceof flashr.lang.RLogical l)) return false;
        for (int i = 0; i < l.length(); i++) {
            if (l.get(i) != 1) return false;
        }
        return true;
    }
}
