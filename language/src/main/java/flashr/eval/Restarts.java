package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/**
 * R's restarts: the stack withRestarts (and warning and message, for their muffle restarts)
 * establish, the restart objects R code sees, and the jump of invokeRestart back to the frame
 * that established one. The frame is named by its exit environment, as in R, so a restart
 * object found earlier still names the same restart.
 */
public final class Restarts {
    /** One established restart; {@code fn} null: the restart returns NULL from where it was established. */
    record Entry(String name, RFunction fn, REnvironment exit, String description, RFunction test) {}

    /** R's top-level restart, always at the bottom of the stack: {@code list("abort", NULL)}. */
    private static final String ABORT = "abort";

    /** The abort restart: invoking it ends a script ("Execution halted") or returns to the console's prompt. */
    static final Entry ABORT_ENTRY = new Entry(ABORT, null, new REnvironment(null), "", null);

    private final List<Entry> stack = new ArrayList<>();

    int mark() {
        return stack.size();
    }

    void reset(int mark) {
        while (stack.size() > mark) stack.remove(stack.size() - 1);
    }

    /** Establishes a restart without a function (warning's muffleWarning, message's muffleMessage); returns its exit. */
    Entry establish(String name) {
        Entry e = new Entry(name, null, new REnvironment(null), "", null);
        stack.add(e);
        return e;
    }

    /** The innermost restart of that name, or null. */
    Entry find(String name) {
        for (int i = stack.size() - 1; i >= 0; i--) {
            if (stack.get(i).name.equals(name)) return stack.get(i);
        }
        return name.equals(ABORT) ? ABORT_ENTRY : null;
    }

    /** The jump to a restart named by its name: R's error when none is established. */
    public ControlFlow jumpTo(String name, RValue[] args, String[] names) {
        Entry e = find(name);
        if (e == null) throw new RError("no 'restart' '" + name + "' found");
        return new ControlFlow.Restart(e, args, names);
    }

    /** invokeRestart(r, ...): r is a name or a restart object. */
    public ControlFlow invoke(RValue r, RValue[] args, String[] names) {
        if (isRestart(r)) {
            Entry e = entryOf(r);
            if (e == null && ABORT.equals(nameOf(r)) && ((RList) r).length() == 2) e = ABORT_ENTRY;
            if (e == null) throw new RError("restart not on stack");
            return new ControlFlow.Restart(e, args, names);
        }
        return jumpTo(nameFrom(r), args, names);
    }

    /** findRestart(name, cond): the restart object, or NULL. */
    public RValue findObject(Interpreter in, RValue name, RValue cond) {
        String n = nameFrom(name);
        for (RValue r : compute(in, cond)) {
            if (n.equals(nameOf(r))) return r;
        }
        return RNull.NULL;
    }

    /** computeRestarts(cond): the restart objects, innermost first, abort last; those whose test rejects cond are left out. */
    public List<RValue> compute(Interpreter in, RValue cond) {
        List<RValue> out = new ArrayList<>();
        for (int i = stack.size() - 1; i >= 0; i--) {
            Entry e = stack.get(i);
            if (cond != RNull.NULL && e.test != null
                    && !Coerce.flag(in.apply(e.test, new RValue[] {cond}, null, in.globalEnv(), TEST_CALL), "test")) continue;
            out.add(object(e));
        }
        RList abort = new RList(new RValue[] {RString.of(ABORT), RNull.NULL});
        abort.setAttr("class", RString.of("restart"));
        out.add(abort);
        return out;
    }

    private static final RCall TEST_CALL = new RCall(RSymbol.of("test"), new RValue[] {RSymbol.of("c")}, null, null);

    /** The restart object R code sees: list(name, exit, handler, description, test, interactive) of class "restart". */
    private static RList object(Entry e) {
        RList o = Interpreter.namedList(new String[] {"name", "exit", "handler", "description", "test", "interactive"},
                RString.of(e.name), e.exit, e.fn == null ? RNull.NULL : e.fn, RString.of(e.description),
                e.test == null ? RNull.NULL : e.test, RNull.NULL);
        o.setAttr("class", RString.of("restart"));
        return o;
    }

    /** A restart's name given as a value: its first element as a string, as R's comparison {@code name == r[[1L]]} takes it. */
    private static String nameFrom(RValue r) {
        if (r instanceof flashr.lang.RVector v && !(r instanceof RList) && v.length() >= 1 && !v.isNA(0)) return v.getString(0);
        throw new RError("missing value where TRUE/FALSE needed");
    }

    public static boolean isRestart(RValue r) {
        return r instanceof RList && r.inherits("restart");
    }

    private static String nameOf(RValue r) {
        return r instanceof RList l && l.length() > 0 && l.get(0) instanceof RString s && s.length() == 1 ? s.get(0) : null;
    }

    private Entry entryOf(RValue r) {
        RList l = (RList) r;
        if (l.length() < 2) return null;
        RValue exit = l.get(1);
        for (int i = stack.size() - 1; i >= 0; i--) {
            if (stack.get(i).exit == exit) return stack.get(i);
        }
        return null;
    }

    /** The description of a restart object (restartDescription). */
    public static RValue description(RValue r) {
        if (!isRestart(r)) throw new RError("$ operator is invalid for atomic vectors");
        return Conditions.field(r, "description");
    }

    /** The handler function of a restart object (for restartFormals). */
    public static RValue handler(RValue r) {
        if (!isRestart(r)) throw new RError("$ operator is invalid for atomic vectors");
        return Conditions.field(r, "handler");
    }

    /**
     * withRestarts(expr, name = spec, ...): each spec is a function, a list(handler =, description =,
     * test =) or a description string (a restart returning NULL). The first restart is the innermost.
     */
    public static RValue withRestarts(Interpreter in, RCall c, REnvironment env) {
        RValue expr = null;
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < c.argCount(); i++) {
            String n = c.argName(i);
            if (n == null || n.isEmpty() || n.equals("expr")) {
                if (expr == null) expr = c.arg(i);
                continue;
            }
            entries.add(entry(n, in.eval(c.arg(i), env), env));
        }
        Restarts rs = in.conditions().restarts();
        int mark = rs.mark();
        int depth = in.frameCount();
        int handlerMark = in.conditions().mark();
        for (int i = entries.size() - 1; i >= 0; i--) rs.stack.add(entries.get(i));
        try {
            if (expr == null) return RNull.NULL;
            RValue body = expr;
            try {
                return Calls.withPseudoFrame(in, DO_WITH_ONE_RESTART, env, () -> in.eval(body, env));
            } catch (RError e) {
                // R runs an error's calling handlers where it is raised: here, while these restarts are established
                in.resetFrames(depth);
                in.conditions().reset(handlerMark);
                in.conditions().runErrorHandlers(e);
                throw e;
            }
        } catch (ControlFlow.Restart r) {
            if (!(r.target instanceof Entry e) || !entries.contains(e)) throw r;
            in.resetFrames(depth);
            in.conditions().reset(handlerMark);
            rs.reset(mark);
            if (e.fn == null) return RNull.NULL;
            return in.apply(e.fn, r.args, r.names, env, RESTART_CALL);
        } finally {
            rs.reset(mark);
        }
    }

    /** The frame R evaluates withRestarts' expression in (errors raised directly there name it). */
    private static final RCall DO_WITH_ONE_RESTART = new RCall(RSymbol.of("doWithOneRestart"),
            new RValue[] {new RCall(RSymbol.of("return"), new RValue[] {RSymbol.of("expr")}, null, null), RSymbol.of("restart")}, null, null);

    private static final RCall RESTART_CALL = new RCall(RSymbol.of("h"), new RValue[] {RSymbol.of("...")}, null, null);

    private static Entry entry(String name, RValue spec, REnvironment env) {
        REnvironment exit = new REnvironment(env);
        if (spec instanceof RFunction f) return new Entry(name, f, exit, "", null);
        if (spec instanceof RString s && s.length() == 1) return new Entry(name, null, exit, s.get(0), null);
        if (spec instanceof RList l) {
            RValue h = Conditions.field(l, "handler");
            RValue d = Conditions.field(l, "description");
            RValue t = Conditions.field(l, "test");
            return new Entry(name, h instanceof RFunction f ? f : null, exit,
                    d instanceof RString ds && ds.length() == 1 ? ds.get(0) : "", t instanceof RFunction tf ? tf : null);
        }
        throw new RError("not a valid restart specification");
    }
}
