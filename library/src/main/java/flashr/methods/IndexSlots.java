package flashr.methods;

import flashr.base.Registry;
import flashr.base.vectors.AttributeSetters;
import flashr.base.vectors.TypeClasses;
import flashr.eval.Calls;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * Builtins: {@code @} and {@code @<-}, R's slot access. flashr has no formal (S4) classes, but
 * FlashR gives a few of its results slots ({@code fm.table}'s {@code val} and {@code Freq}; its
 * matrices' and vectors' slots, see {@link flashr.bind.FmSlots}). Such
 * an object keeps its slots as attributes, as R does, and is marked as an instance of a formal
 * class as R's are: its class attribute carries a "package" attribute. On any other object
 * {@code @} fails with R's messages.
 */
public final class IndexSlots {
    private IndexSlots() {}

    public static void register(Registry r) {
        r.special("@", a -> {
            RCall c = a.call();
            if (c.argCount() != 2) throw new RError(c.argCount() + " arguments passed to '@' which requires 2");
            String name = slotName(c.arg(1));
            RValue x = a.interp().eval(c.arg(0), a.env());
            if (name.equals(".Data") && isFormal(x) && a.interp().baseEnv().getLocal(".s4_data") instanceof flashr.lang.RFunction data) {
                return a.interp().apply(data, new RValue[] {x}, null, a.env(), null); // the data part (methods/s4.R)
            }
            RValue slot = x.getAttr(name);
            if (isFormal(x) && slot != null) return slot == NULL_SLOT ? RNull.NULL : slot;
            // FlashR's objects are S4 instances in FlashR: their slots (nrow, len, num.levels, ...) are read with @
            if (x instanceof flashr.bind.FmMatrix fm && fm.isFlashR()) {
                RValue s = flashr.bind.FmSlots.slot(fm, name);
                if (s != null) return s;
                throw inCaller(a.interp(), a.env(), "no slot of name \"" + name + "\" for this object of class \""
                        + TypeClasses.classOf(x).get(0) + "\"");
            }
            throw inCaller(a.interp(), a.env(), noSlot(x, name));
        });
        // the evaluator passes the slot name of x@name <- v as a string, as it does for $<-
        r.builtin("@<-", null, a -> {
            RValue[] d = a.dots();
            if (d.length != 3) throw new RError(d.length + " arguments passed to '@<-' which requires 3");
            String name = slotName(d[1]);
            if (!isFormal(d[0]) || d[0].getAttr(name) == null) {
                throw new RError("\u2018" + name + "\u2019 is not a slot in class \u201c" + TypeClasses.classOf(d[0]).get(0) + "\u201d");
            }
            RValue value = d[2] == null ? RNull.NULL : d[2];
            checkSlot(a, d[0], name, value);
            return AttributeSetters.set(d[0], name, value == RNull.NULL ? NULL_SLOT : value);
        });
        r.takesEngineValues("@<-"); // a slot holds a FlashR object as it is
    }

    /** A slot that holds NULL, which no attribute can: R's marker symbol in its place. */
    static final RSymbol NULL_SLOT = RSymbol.of("\u0001NULL\u0001");

    /** For an instance of a class that setClass defined: R's check that {@code value} may go in slot {@code name} (methods/s4.R). */
    private static void checkSlot(flashr.eval.Args a, RValue x, String name, RValue value) {
        flashr.lang.REnvironment base = a.interp().baseEnv();
        // no class table yet: setClass never ran, so no class has slots to check
        if (base.isLazy(".S4_classes") || !(base.getLocal(".s4_check_slot") instanceof flashr.lang.RFunction check)) return;
        a.interp().apply(check, new RValue[] {x, RString.of(name), value}, null, a.env(), null);
    }

    /** True for an instance of a formal class: its class attribute names the package that defines it. */
    static boolean isFormal(RValue x) {
        RString cls = x.classAttr();
        return cls != null && cls.getAttr("package") != null;
    }

    private static String noSlot(RValue x, String name) {
        String cls = TypeClasses.classOf(x).get(0);
        if (isFormal(x)) return "no slot of name \"" + name + "\" for this object of class \"" + cls + "\"";
        if (x.classAttr() != null) {
            return "trying to get slot \"" + name + "\" from an object (class \"" + cls + "\") that is not an S4 object ";
        }
        return "trying to get slot \"" + name + "\" from an object of a basic class (\"" + cls + "\") with no slots";
    }

    /** R reports a failed {@code @} in the call of the function it was evaluated in ("Error:" at top level). */
    private static RError inCaller(flashr.eval.Interpreter in, flashr.lang.REnvironment env, String message) {
        RValue call = Calls.sysCall(in, env, 0);
        return call == RNull.NULL ? new RError(message).withoutCall() : new RError(message, call);
    }

    /** The name after {@code @}: a symbol or a string. */
    private static String slotName(RValue v) {
        if (v instanceof RSymbol s) return s.name();
        if (v instanceof RString s && s.length() == 1) return s.get(0);
        throw new RError("invalid type or length for slot name");
    }
}
