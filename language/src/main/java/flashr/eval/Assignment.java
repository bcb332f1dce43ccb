package flashr.eval;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code <-}, {@code =} and {@code <<-}, including replacement calls: {@code f(x, args) <- value}
 * is {@code x <- `f<-`(x, args, value = value)}, applied recursively for nested targets
 * ({@code names(x)[2] <- "b"}). The target's current value is passed to the replacement
 * function without marking it shared, so an unshared vector is modified in place.
 */
public final class Assignment {
    private static final RSymbol TMP = RSymbol.of("*tmp*");
    private static final RSymbol VALUE = RSymbol.of("value");

    private Assignment() {}

    public static RValue assign(Interpreter in, RCall call, REnvironment env, boolean superAssign) {
        try {
            return assignIn(in, call, env, superAssign);
        } catch (REnvironment.BindingError e) {
            throw inContext(in, call, e);
        }
    }

    /** A locked binding's error from {@code x <- v} (a symbol target): R reports it in the enclosing function's call. */
    private static RError inContext(Interpreter in, RCall call, REnvironment.BindingError e) {
        return e.hasCall() || !(call.argCount() > 0 && call.arg(0) instanceof RSymbol) ? e : in.errorHere(e.getMessage());
    }

    private static RValue assignIn(Interpreter in, RCall call, REnvironment env, boolean superAssign) {
        if (call.argCount() != 2) throw new RError("invalid assignment target");
        RValue target = call.arg(0);
        RValue rhs = call.arg(1);
        RValue value = rhs instanceof RCall rc ? in.evalCall(rc, env) : in.eval(rhs, env);
        if (target instanceof RSymbol s && !superAssign && !(value instanceof RFunction)) {
            env.define(s.name(), value); // the common case: no in-place update to recognise, no base name to shadow
        } else {
            assignTo(in, call, target, value, env, superAssign);
        }
        in.setVisible(false);
        return value;
    }

    /** {@code <-} at a call site that remembers the target's binding cell (see {@link CallSite#cell}). */
    static RValue assign(Interpreter in, CallSite site, RCall call, REnvironment env) {
        try {
            return assignIn(in, site, call, env);
        } catch (REnvironment.BindingError e) {
            throw inContext(in, call, e);
        }
    }

    private static RValue assignIn(Interpreter in, CallSite site, RCall call, REnvironment env) {
        if (call.argCount() == 2 && call.arg(0) instanceof RCall t && isElement(t) && in.holding == 0) {
            RValue rhs = call.arg(1);
            if (rhs instanceof RCall rc) {
                RValue set = ElementAssign.scalarInPlace(in, site, t, rc, env);
                if (set != null) {
                    in.setVisible(false);
                    return set;
                }
            }
            RValue value = rhs instanceof RCall rc ? in.evalCall(rc, env) : in.eval(rhs, env);
            if (!ElementAssign.inPlace(in, site, t, value, env)) assignTo(in, call, t, value, env, false);
            in.setVisible(false);
            return value;
        }
        if (call.argCount() != 2 || !(call.arg(0) instanceof RSymbol s)) return assign(in, call, env, false);
        RValue rhs = call.arg(1);
        if (rhs instanceof RCall rc && in.holding == 0) {
            REnvironment.Binding b = site.cell(0, env, s.name());
            if (b != null && b.value() instanceof RDouble d && FastPaths.intoScalar(in, rc, env, d)) {
                in.setVisible(false);
                return d; // s <- s + i * 2 updated s's own value: nothing else holds it
            }
        }
        RValue value = rhs instanceof RCall rc ? in.evalCall(rc, env) : in.eval(rhs, env);
        if (value instanceof RFunction) {
            assignTo(in, call, s, value, env, false);
        } else {
            REnvironment.Binding b = site.cell(0, env, s.name());
            if (b != null) b.set(value);
            else env.define(s.name(), value);
        }
        in.setVisible(false);
        return value;
    }

    /** {@code x[i]}: a variable indexed by a variable or a constant. */
    private static boolean isElement(RCall t) {
        return t.argCount() == 2 && t.names() == null && "[".equals(t.functionName()) && t.arg(0) instanceof RSymbol
                && (t.arg(1) instanceof RSymbol || t.arg(1) instanceof flashr.lang.RVector) && t.arg(1) != Interpreter.DOTS;
    }

    private static void assignTo(Interpreter in, RCall assignCall, RValue target, RValue value, REnvironment env, boolean superAssign) {
        String name = targetName(target);
        if (name != null) {
            if (superAssign) in.superAssignVariable(env, name, value);
            else in.assignVariable(env, name, value);
            return;
        }
        if (!(target instanceof RCall c) || c.argCount() == 0) {
            throw new RError(target instanceof RCall ? "invalid assignment target"
                    : "target of assignment expands to non-language object");
        }
        RValue inner = c.arg(0);
        Current current = currentValue(in, inner, env, superAssign);
        Claim claim = new Claim(current);
        try {
            RValue updated = replace(in, assignCall, c, claim, value, env);
            assignTo(in, assignCall, inner, updated, env, superAssign);
            // stored back where it was (the container's $<- or [[<- kept the very object): the list's alone again
            if (claim.taken && updated == current.value()) current.value().returnToList();
            claim.taken = false;
        } finally {
            if (claim.taken) current.value().markShared(); // an error left it out of its list's hands: never in place again
        }
    }

    /**
     * A target's current value, and whether it is its container's alone all the way down from an
     * unshared local variable ({@code z$a$b} with z bound once and each element held by its list
     * only), so that a replacement builtin may change it in place as R does: R copies an element
     * only when it or its container may be shared (R's evalseq), and flashr's lists would
     * otherwise copy every element they hold (names(fit$effects) of a glm: an n-vector each time).
     */
    private record Current(RValue value, boolean owned) {}

    /** Whether the replacement took the element from its list ({@link RValue#claimFromList}). */
    private static final class Claim {
        final Current current;
        boolean taken;

        Claim(Current current) {
            this.current = current;
        }
    }

    private static String targetName(RValue target) {
        if (target instanceof RSymbol s) return s.name();
        if (target instanceof RString s && s.length() == 1) return s.get(0);
        return null;
    }

    /** The value of an assignment target: the variable's binding, or a getter applied to an inner target. */
    private static Current currentValue(Interpreter in, RValue target, REnvironment env, boolean superAssign) {
        String name = targetName(target);
        if (name != null) {
            REnvironment start = superAssign ? env.parent() : env;
            if (!superAssign && env.binding(name) instanceof REnvironment.Binding b && b.isActive()) return new Current(activeLocal(b), false);
            RValue v = start == null ? null : start.lookup(name);
            if (v instanceof RPromise p) v = in.force(p);
            if (v == null || v == RMissing.MISSING) throw new RError("object '" + name + "' not found");
            // a value found in an enclosing frame is copied into this one: never change it in place
            boolean local = !superAssign && env.hasLocal(name);
            if (!superAssign && !local) v.markShared();
            return new Current(v, local && !v.isShared());
        }
        if (!(target instanceof RCall c) || c.argCount() == 0 || !(c.function() instanceof RSymbol fname)) {
            throw new RError("invalid assignment target");
        }
        Current obj = currentValue(in, c.arg(0), env, superAssign);
        List<RValue> args = new ArrayList<>(c.argCount());
        List<String> names = new ArrayList<>(c.argCount());
        args.add(obj.value());
        names.add(null);
        extraArgs(in, c, env, args, names);
        // an element that its unshared list alone holds may be changed in place (taken without
        // calling the getter, which would mark the list shared as a constant of its call)
        RFunction getter = in.findFunction(fname, env, c);
        if (obj.owned() && obj.value() instanceof RList list && getter instanceof RBuiltin) {
            RValue e = ListElements.plain(list, fname.name(), args, names);
            if (e != null && e.isListOwned()) return new Current(e, true);
        }
        RValue r = in.apply(getter, args.toArray(Interpreter.NO_VALUES), names.toArray(new String[0]), env, c);
        r.markShared(); // a part of the target: its replacement must not change the whole in place
        return new Current(r, false);
    }

    /**
     * The value of an active binding that a replacement ({@code x[i] <- v}) changes, as R's
     * EnsureLocal makes it: the function is called twice (R looks the binding up, then evaluates
     * it) and a value held elsewhere is assigned back as a copy, which the replacement then changes.
     */
    private static RValue activeLocal(REnvironment.Binding b) {
        b.value();
        RValue v = b.value();
        if (!v.isTemporary()) {
            if (v instanceof flashr.lang.RVector vec) v = vec.copy();
            b.set(v);
        }
        v.markShared(); // the function may keep it: the replacement changes a copy
        return v;
    }

    /**
     * {@code `f<-`(current, args..., value = value)}. A builtin takes an element its list alone
     * holds ({@link Current#owned}) for itself, to change in place; a closure gets it shared, as R's
     * closures get a value the list and their frame both hold, so an error inside one leaves it as it was.
     */
    private static RValue replace(Interpreter in, RCall assignCall, RCall target, Claim claim, RValue value, REnvironment env) {
        RValue current = claim.current.value();
        if (!(target.function() instanceof RSymbol fname)) throw new RError("invalid function in complex assignment");
        // the target call is never evaluated as such: its cache remembers the replacement function's name
        RSymbol rname = target.cache instanceof RSymbol cached ? cached : RSymbol.of(fname.name() + "<-");
        target.cache = rname;
        RFunction f = in.findFunction(rname, env, target);
        List<RValue> args = new ArrayList<>(target.argCount() + 1);
        List<String> names = new ArrayList<>(target.argCount() + 1);
        args.add(current);
        names.add(null);
        extraArgs(in, target, env, args, names);
        args.add(value);
        names.add("value");
        RValue[] a = args.toArray(Interpreter.NO_VALUES);
        String[] n = names.toArray(new String[0]);
        if (claim.current.owned() && current.isListOwned()) {
            // claimed only now: the subscripts above were evaluated with the element still shared
            if (f instanceof RBuiltin) {
                current.claimFromList();
                claim.taken = true;
            } else {
                current.markShared();
            }
        }
        if (f instanceof RBuiltin) return in.apply(f, a, n, env, assignCall);
        RValue[] callArgs = new RValue[a.length];
        callArgs[0] = TMP;
        for (int i = 1; i < a.length - 1; i++) callArgs[i] = target.arg(i);
        callArgs[a.length - 1] = assignCall.arg(1) instanceof RCall || assignCall.arg(1) instanceof RSymbol ? VALUE : value;
        return in.apply(f, a, n, env, new RCall(rname, callArgs, n, target.pos()));
    }

    /** The arguments of a target call after the object: evaluated, except {@code $}'s name. */
    private static void extraArgs(Interpreter in, RCall c, REnvironment env, List<RValue> args, List<String> names) {
        boolean dollar = "$".equals(c.functionName()) || "@".equals(c.functionName());
        for (int i = 1; i < c.argCount(); i++) {
            RValue e = c.arg(i);
            if (dollar && e instanceof RSymbol s) {
                args.add(RString.of(s.name()));
            } else if (e == Interpreter.DOTS) {
                RDots d = in.dotsIn(env);
                for (int k = 0; k < d.values.length; k++) {
                    RValue v = d.values[k];
                    args.add(v instanceof RPromise p ? in.force(p) : v);
                    names.add(d.names[k]);
                }
                continue;
            } else {
                args.add(e == RMissing.MISSING ? RMissing.MISSING : in.eval(e, env));
            }
            names.add(c.argName(i));
        }
    }
}
