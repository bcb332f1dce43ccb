package flashr.compiler.codegen;

import flashr.compiler.codegen.TypedFunction.Target;
import flashr.lang.RCall;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.HashSet;
import java.util.Set;

/**
 * The analysis of a typed body's statements for one plan ({@link TypedFunction}): which statements
 * are typed ({@code x <- e}, element assignments, {@code if}, loops, {@code return}, {@code break},
 * {@code next}), which locals are surely assigned on each path, and what the body returns. The
 * expressions' types come from {@link TypedExprTypes}; what the analysis finds (locals, loops,
 * functions to guard, vector parameters written) is recorded in the plan.
 */
final class TypedBodyAnalysis {
    private final TypedFunction fn;
    private final TypedExprTypes exprs;
    /** The counters of the {@code for} loops around the code being analysed: not assigned in their bodies. */
    private final Set<String> counters = new HashSet<>();
    /** How many loops enclose the code being analysed: {@code break} and {@code next} only inside one. */
    private int loopDepth;

    TypedBodyAnalysis(TypedFunction fn, TypedType assumedReturn) {
        this.fn = fn;
        this.exprs = new TypedExprTypes(fn, assumedReturn);
    }

    private TypedType type(RValue n, Set<String> assigned) {
        return exprs.type(n, assigned);
    }

    /** What a statement does to the path it is on: fails the analysis, goes on, or ends the path ({@code return}, {@code break}, {@code next}). */
    private static final int FAIL = 0, ON = 1, ENDS = 2;

    /**
     * A value the body returns: all of one type, a double, an integer, a logical (issue 25:
     * {@code is_pos <- function(v) v > 0}, NA kept; R only, typed callers take numbers) or a vector.
     */
    private boolean returns(TypedType t) {
        if (t == null) return false;
        if (fn.returnType == null) fn.returnType = t;
        return fn.returnType == t;
    }

    static boolean isCall(RValue n, String name) {
        return n instanceof RCall c && c.function() instanceof RSymbol h && h.name().equals(name) && c.names() == null;
    }

    /** The body's last expression or a part of it that ends the function: its value returned. */
    boolean tail(RValue n, Set<String> assigned) {
        if (isCall(n, "{") && ((RCall) n).argCount() > 1) {
            RCall c = (RCall) n;
            fn.functions.putIfAbsent("{", c);
            for (int i = 0; i < c.argCount() - 1; i++) if (statement(c.arg(i), assigned) != ON) return false; // code after a return: not typed
            return tail(c.arg(c.argCount() - 1), assigned);
        }
        if (isCall(n, "if") && ((RCall) n).argCount() == 3) {
            RCall c = (RCall) n;
            fn.functions.putIfAbsent("if", c);
            return type(c.arg(0), assigned) == TypedType.L && tail(c.arg(1), new HashSet<>(assigned)) && tail(c.arg(2), new HashSet<>(assigned));
        }
        if (isCall(n, "return") && ((RCall) n).argCount() == 1) {
            fn.functions.putIfAbsent("return", (RCall) n);
            return returns(type(((RCall) n).arg(0), assigned));
        }
        return returns(type(n, assigned));
    }

    /**
     * A statement whose value is not used: {@code x <- e}, {@code if (c) s1 else s2} of such
     * statements (a local assigned after it where both branches that go on assign it),
     * {@code return(e)}, counted {@code for}, {@code while} and {@code repeat} loops, and inside
     * loops {@code break} and {@code next}.
     */
    private int statement(RValue n, Set<String> assigned) {
        if ((isCall(n, "<-") || isCall(n, "=")) && ((RCall) n).argCount() == 2 && ((RCall) n).arg(0) instanceof RSymbol target) {
            RCall c = (RCall) n;
            String name = target.name();
            if (name.equals(fn.self.name()) || name.startsWith("..") || counters.contains(name)) return FAIL;
            fn.functions.putIfAbsent(((RSymbol) c.function()).name(), c);
            TypedType t = type(c.arg(1), assigned);
            if (t == null) return FAIL; // a logical local (found <- FALSE) an int: 1, 0 or NA
            if (t.vector() && !TypedVectors.isAllocation(c.arg(1))) return FAIL; // a vector shared by two names: R's copy on write, not typed
            int p = fn.params.indexOf(name);
            TypedType had = p >= 0 ? fn.paramTypes.get(p) : fn.locals.get(name);
            if (had != null && had != t) return FAIL;
            if (p < 0) fn.locals.put(name, t);
            assigned.add(name);
            return ON;
        }
        if ((isCall(n, "<-") || isCall(n, "=")) && ((RCall) n).argCount() == 2 && (isCall(((RCall) n).arg(0), "[") || isCall(((RCall) n).arg(0), "[["))) {
            return elementAssignment((RCall) n, assigned) ? ON : FAIL;
        }
        if (isCall(n, "for") && ((RCall) n).argCount() == 3) return forLoop((RCall) n, assigned) ? ON : FAIL;
        if (isCall(n, "while") && ((RCall) n).argCount() == 2) {
            RCall c = (RCall) n;
            fn.functions.putIfAbsent("while", c);
            return type(c.arg(0), assigned) == TypedType.L && loopBody(c.arg(1), new HashSet<>(assigned)) ? ON : FAIL;
        }
        if (isCall(n, "repeat") && ((RCall) n).argCount() == 1) {
            fn.functions.putIfAbsent("repeat", (RCall) n);
            return loopBody(((RCall) n).arg(0), new HashSet<>(assigned)) ? ON : FAIL;
        }
        if (isCall(n, "if") && (((RCall) n).argCount() == 2 || ((RCall) n).argCount() == 3)) {
            RCall c = (RCall) n;
            fn.functions.putIfAbsent("if", c);
            if (type(c.arg(0), assigned) != TypedType.L) return FAIL;
            Set<String> yes = new HashSet<>(assigned);
            int a = block(c.arg(1), yes);
            Set<String> no = new HashSet<>(assigned);
            int b = c.argCount() == 3 ? block(c.arg(2), no) : ON;
            if (a == FAIL || b == FAIL) return FAIL;
            if (a == ENDS && b == ENDS) return ENDS;
            if (a == ENDS) assigned.addAll(no);
            else if (b == ENDS) assigned.addAll(yes);
            else {
                yes.retainAll(no); // assigned on both branches
                assigned.addAll(yes);
            }
            return ON;
        }
        if (isCall(n, "return") && ((RCall) n).argCount() == 1) {
            fn.functions.putIfAbsent("return", (RCall) n);
            return returns(type(((RCall) n).arg(0), assigned)) ? ENDS : FAIL;
        }
        if ((isCall(n, "break") || isCall(n, "next")) && ((RCall) n).argCount() == 0 && loopDepth > 0) {
            fn.functions.putIfAbsent(((RSymbol) ((RCall) n).function()).name(), (RCall) n);
            return ENDS;
        }
        return FAIL;
    }

    /**
     * {@code x[i] <- v} or {@code x[[i]] <- v} (the same for an index in range) of a vector {@code x} (a parameter, copied when the typed method starts as
     * R copies it on this first write, or a local vector the body made) at a number {@code i}, of
     * a number {@code v} (a double into an integer vector changes its type in R: not typed). An
     * index past the end (R grows the vector), below 1 or NA gives up.
     */
    private boolean elementAssignment(RCall c, Set<String> assigned) {
        RCall target = (RCall) c.arg(0);
        if (target.argCount() != 2 || target.names() != null || !(target.arg(0) instanceof RSymbol x)) return false;
        TypedType xt = type(x, assigned);
        if (xt == null || !xt.vector()) return false;
        TypedType i = type(target.arg(1), assigned);
        TypedType v = type(c.arg(1), assigned);
        if (i != TypedType.D && i != TypedType.I) return false;
        // a logical into a logical vector; numbers into numbers (a double into an integer vector, a number into a
        // logical one or a logical into a number vector coerces in R: not typed)
        if (xt == TypedType.LV ? v != TypedType.L : v != TypedType.D && v != TypedType.I || xt == TypedType.IV && v == TypedType.D) return false;
        fn.functions.putIfAbsent(((RSymbol) c.function()).name(), c);
        if (fn.params.contains(x.name())) fn.writtenParams.add(x.name());
        fn.elementTargets.putIfAbsent(((RSymbol) target.function()).name(), target);
        return true;
    }

    /** A branch of an {@code if} statement: statements in braces (none: goes on) or one; a statement that ends its path is the last. */
    private int block(RValue body, Set<String> assigned) {
        if (isCall(body, "{")) {
            RCall b = (RCall) body;
            fn.functions.putIfAbsent("{", b);
            int r = ON;
            for (RValue s : b.args()) {
                if (r == ENDS) return FAIL; // code after a return, break or next: not typed
                r = statement(s, assigned);
                if (r == FAIL) return FAIL;
            }
            return r;
        }
        return statement(body, assigned);
    }

    /**
     * {@code for (v in a:b)}, {@code for (v in seq_len(n))} of numbers or {@code seq_along(x)} of
     * a number (one iteration): {@code v} an int local the body does not assign (R sets it from
     * the sequence each iteration). A sequence R would not count as a non-empty int range
     * (fractional, NA, past R's integers, {@code seq_len(0)}, which leaves {@code v} NULL) gives
     * up: the generic body runs. Nothing the body assigns, nor {@code v}, is surely assigned after
     * the loop (it may run zero times in R's semantics), so a read after it of a local first
     * assigned in it is refused.
     */
    private boolean forLoop(RCall c, Set<String> assigned) {
        if (!(c.arg(0) instanceof RSymbol v) || !(c.arg(1) instanceof RCall seq) || !(seq.function() instanceof RSymbol sh) || seq.names() != null) return false;
        String name = v.name();
        if (name.equals(fn.self.name()) || name.startsWith("..") || fn.params.contains(name) || counters.contains(name)) return false;
        boolean colon = sh.name().equals(":") && seq.argCount() == 2;
        if (!colon && !((sh.name().equals("seq_len") || sh.name().equals("seq_along")) && seq.argCount() == 1)) return false;
        fn.functions.putIfAbsent("for", c);
        fn.functions.putIfAbsent(sh.name(), seq);
        for (RValue a : seq.args()) {
            TypedType t = type(a, assigned);
            if (t != TypedType.D && t != TypedType.I && !(t != null && t.vector() && sh.name().equals("seq_along"))) return false;
        }
        TypedType had = fn.locals.get(name);
        if (had != null && had != TypedType.I) return false;
        fn.locals.put(name, TypedType.I);
        fn.fors.put(c, -1);
        Set<String> inner = new HashSet<>(assigned);
        inner.add(name);
        counters.add(name);
        boolean ok = loopBody(c.arg(2), inner);
        counters.remove(name);
        return ok;
    }

    /** A loop's body: statements in braces or alone, {@code break} and {@code next} among them. */
    private boolean loopBody(RValue body, Set<String> assigned) {
        loopDepth++;
        int r = block(body, assigned);
        loopDepth--;
        return r != FAIL;
    }
}
