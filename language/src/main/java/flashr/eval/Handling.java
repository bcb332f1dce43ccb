package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/** tryCatch, try, withCallingHandlers and the suppress functions. */
public final class Handling {
    private static final RCall DO_TRY_CATCH = TryCatchFrames.DO_TRY_CATCH;
    private static final RCall HANDLER_CALL = new RCall(call("[[", sym("value"), RInt.of(3)), new RValue[] {sym("cond")}, null, null);

    private Handling() {}

    private static RSymbol sym(String s) {
        return RSymbol.of(s);
    }

    private static RCall call(String f, RValue... args) {
        return new RCall(RSymbol.of(f), args, null, null);
    }

    /** The handlers of a tryCatch or withCallingHandlers call: its named arguments other than expr and finally. */
    private record Parsed(RValue expr, RValue fin, List<String> classes, List<RFunction> fns) {}

    private static Parsed parse(Interpreter in, RCall c, REnvironment env) {
        RValue expr = null;
        RValue fin = null;
        List<String> classes = new ArrayList<>();
        List<RFunction> fns = new ArrayList<>();
        for (int i = 0; i < c.argCount(); i++) {
            String n = c.argName(i);
            if (n == null || n.isEmpty() || n.equals("expr")) {
                if (expr == null) expr = c.arg(i);
            } else if (n.equals("finally")) {
                fin = c.arg(i);
            } else {
                if (!(in.eval(c.arg(i), env) instanceof RFunction f)) throw new RError("attempt to apply non-function");
                classes.add(n);
                fns.add(f);
            }
        }
        return new Parsed(expr, fin, classes, fns);
    }

    public static RValue tryCatch(Interpreter in, RCall c, REnvironment env) {
        Parsed p = parse(in, c, env);
        Conditions conds = in.conditions();
        int mark = conds.mark();
        Object token = new Object();
        try {
            for (int i = p.classes.size() - 1; i >= 0; i--) {
                conds.push(new Conditions.Handler(p.classes.get(i), p.fns.get(i), token, null));
            }
            int depth = in.frameCount();
            try {
                if (p.expr == null) return flashr.lang.RNull.NULL;
                TryCatchFrames.pushForExpression(in, c, p.classes.size(), env);
                return in.eval(p.expr, env);
            } catch (ControlFlow.Unwind u) {
                if (u.target != token) throw u;
                in.resetFrames(depth);
                conds.reset(mark);
                int index = p.fns.indexOf(u.handler);
                return callHandler(in, c, (RFunction) u.handler, u.condition, env, Math.max(index, 0), p.fns.size());
            } catch (RError | StackOverflowError e) {
                in.resetFrames(depth);
                conds.reset(mark);
                RValue cond = Conditions.conditionOf(asError(e));
                for (int i = 0; i < p.classes.size(); i++) {
                    if (Conditions.hasClass(cond, p.classes.get(i))) return callHandler(in, c, p.fns.get(i), cond, env, i, p.fns.size());
                }
                throw e;
            } finally {
                in.resetFrames(depth);
            }
        } catch (RError e) {
            // R's finally is on.exit code: an error no handler catches is printed before it runs
            conds.reset(mark);
            if (p.fin != null) in.reportIfUncaught(e);
            throw e;
        } finally {
            conds.reset(mark);
            if (p.fin != null) {
                boolean vis = in.isVisible();
                in.eval(p.fin, env);
                in.setVisible(vis);
            }
        }
    }

    private static RError asError(Throwable e) {
        return e instanceof RError r ? r : new RError(Conditions.stackOverflowMessage()).withoutCall();
    }

    /** Calls the handler at {@code index} of {@code count} from the frames R calls it from. */
    private static RValue callHandler(Interpreter in, RCall tryCatch, RFunction f, RValue cond, REnvironment env, int index, int count) {
        int depth = in.frameCount();
        try {
            TryCatchFrames.pushForHandler(in, tryCatch, index, count, env);
            return in.apply(f, new RValue[] {cond}, null, env, HANDLER_CALL);
        } finally {
            in.resetFrames(depth);
        }
    }

    /** try(expr, silent): an error becomes an invisible "try-error" string, printed unless silent. */
    public static RValue tryExpr(Interpreter in, RCall c, REnvironment env) {
        RValue expr = null;
        boolean silent = false;
        int positional = 0;
        for (int i = 0; i < c.argCount(); i++) {
            String n = c.argName(i);
            if (n != null && "silent".startsWith(n) && !n.isEmpty()) {
                silent = Coerce.flag(in.eval(c.arg(i), env), "silent");
            } else if (n == null && positional++ == 0 || "expr".equals(n)) {
                expr = c.arg(i);
            } else if (n == null) {
                silent = Coerce.flag(in.eval(c.arg(i), env), "silent");
            }
        }
        int depth = in.frameCount();
        int mark = in.conditions().mark();
        RValue body = expr;
        in.conditions().push(new Conditions.Handler("error", null, Conditions.TRY, null));
        try {
            TryCatchFrames.pushForTry(in, c, env); // try is a closure calling tryCatch in R: their frames, as sys.calls() shows them
            return Calls.withPseudoFrame(in, DO_TRY_CATCH, env, () -> {
                if (body == null) throw new RError("argument \"expr\" is missing, with no default", c);
                return in.eval(body, env);
            });
        } catch (RError | StackOverflowError e) {
            in.resetFrames(depth);
            in.conditions().reset(mark);
            RError err = asError(e);
            RValue call = err.call();
            if (call == DO_TRY_CATCH) call = c;
            String text = Conditions.errorText(new RError(err.getMessage(), call), "Error : ");
            in.conditions().setLastError(text);
            if (!silent) {
                in.out().flush();
                in.err().print(text);
                in.conditions().printWarnings(in.err(), "In addition: ");   // as R's try prints deferred warnings
                in.err().flush();
            }
            RString r = RString.of(text);
            r.setAttr("class", RString.of("try-error"));
            r.setAttr("condition", Conditions.conditionOf(err));
            in.setVisible(false);
            return r;
        } finally {
            in.resetFrames(depth);
            in.conditions().reset(mark);
        }
    }

    /** withCallingHandlers(expr, class = handler, ...): handlers run where the condition is signalled. */
    public static RValue withCallingHandlers(Interpreter in, RCall c, REnvironment env) {
        Parsed p = parse(in, c, env);
        Conditions conds = in.conditions();
        int mark = conds.mark();
        for (int i = p.classes.size() - 1; i >= 0; i--) {
            conds.push(new Conditions.Handler(p.classes.get(i), p.fns.get(i), null, null));
        }
        try {
            if (p.expr == null) return flashr.lang.RNull.NULL;
            return Calls.withPseudoFrame(in, c, env, () -> {
                try {
                    return in.eval(p.expr, env);
                } catch (RError e) {
                    in.recordWhereRaised(e); // a builtin's error: its handlers see the frames up to this one, as in R
                    throw e;
                }
            });
        } catch (RError e) {
            // errors unwind as exceptions: their calling handlers run as the error passes by
            conds.reset(mark);
            if (e.handlersRan()) throw e;
            RValue cond = Conditions.conditionOf(e);
            int depth = in.frameCount();
            try {
                // the handlers see the frames where the error was raised, as in R
                if (e.stack() instanceof List<?> stack) in.restoreFrames(stack);
                for (int i = 0; i < p.classes.size(); i++) {
                    if (Conditions.hasClass(cond, p.classes.get(i))) conds.callErrorHandler(mark, p.fns.get(i), cond, e);
                }
            } finally {
                in.resetFrames(depth);
            }
            throw e;
        } finally {
            conds.reset(mark);
        }
    }

    /** suppressWarnings(expr) and suppressMessages(expr). */
    public static RValue suppress(Interpreter in, RCall c, REnvironment env, String cls, String restart) {
        Conditions conds = in.conditions();
        int mark = conds.mark();
        conds.push(new Conditions.Handler(cls, null, null, restart));
        try {
            return c.argCount() == 0 ? flashr.lang.RNull.NULL : in.eval(c.arg(0), env);
        } finally {
            conds.reset(mark);
        }
    }

    /** The text of the last error caught by try (geterrmessage). */
    public static String lastError(Interpreter in) {
        return in.conditions().lastError();
    }
}
