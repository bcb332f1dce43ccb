package flashr.compiler.codegen;

import flashr.compiler.codegen.TypedFunction.Callee;
import flashr.compiler.codegen.TypedFunction.Target;
import flashr.compiler.rt.Arith;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The types of a typed body's expressions for one plan ({@link TypedFunction}): numbers, logicals
 * and vectors of the parameters and locals assigned on the path, arithmetic, comparisons, the math
 * functions, element reads, {@code length}, {@code sum}, allocations, calls of itself and of typed
 * callees (recorded in the plan with the method each runs); null for an expression not typed.
 */
final class TypedExprTypes {
    private final TypedFunction fn;
    /** The type a call of itself gives while the body is analysed: tried a double, then an integer. */
    private final TypedType assumedReturn;

    TypedExprTypes(TypedFunction fn, TypedType assumedReturn) {
        this.fn = fn;
        this.assumedReturn = assumedReturn;
    }

    TypedType type(RValue n, Set<String> assigned) {
        if (n instanceof RDouble d && d.length() == 1 && !d.hasAttributes()) return TypedType.D;
        if (n instanceof RInt i && i.length() == 1 && !i.hasAttributes()) return TypedType.I;
        if (n instanceof flashr.lang.RLogical l && l.length() == 1 && !l.hasAttributes()) return TypedType.L; // TRUE, FALSE, NA: conditions only
        if (n instanceof RSymbol s) {
            int p = fn.params.indexOf(s.name());
            if (p >= 0) {
                fn.used.putIfAbsent(s.name(), s);
                return fn.paramTypes.get(p);
            }
            return assigned.contains(s.name()) ? fn.locals.get(s.name()) : null;
        }
        if (!(n instanceof RCall c) || !(c.function() instanceof RSymbol h) || c.names() != null) return null;
        String name = h.name();
        if (name.equals(fn.self.name())) {
            if (c.argCount() != fn.params.size()) return null;
            fn.callsItself = true;
            List<TypedType> args = argTypes(c, assigned);
            if (args == null) return null;
            if (args.equals(fn.paramTypes)) {
                fn.calls.put(c, new Target(name, null, null, null));
                return assumedReturn; // what the function returns: checked against its returns at the end
            }
            if (fn.primary != null) { // a variant calling the primary method, or a variant planned before it
                for (TypedFunction other : fn.primary.signatures()) {
                    if (args.equals(other.paramTypes)) {
                        fn.calls.put(c, new Target(name, null, other.descriptor(), other.returnType));
                        return other.returnType;
                    }
                }
            }
            return null;
        }
        Callee callee = fn.hints != null && fn.hints.isCallee(name) ? fn.hints.bodyCallee(name, calleeArgTypes(c, assigned)) : null;
        if (callee != null) { // a typed callee, its typed method called with the arguments' types
            fn.calls.put(c, new Target(name, callee.className(), callee.descriptor(), callee.returns() == LoopPlan.Type.D ? TypedType.D : TypedType.I));
            fn.callees.putIfAbsent(c, callee);
            return fn.calls.get(c).returns();
        }
        fn.functions.putIfAbsent(name, c);
        switch (name) {
            case "[", "[[" -> { // x[i], x[[i]] of a vector: an element (an index out of bounds or NA gives up: R's NA, error or other vector)
                if (c.argCount() != 2 || !(c.arg(0) instanceof RSymbol)) return null;
                TypedType x = type(c.arg(0), assigned);
                TypedType i = type(c.arg(1), assigned);
                return x != null && x.vector() && (i == TypedType.D || i == TypedType.I) ? x.element() : null;
            }
            case "length" -> {
                TypedType x = c.argCount() == 1 ? type(c.arg(0), assigned) : null;
                return x != null && x.vector() ? TypedType.I : null;
            }
            case "sum" -> { // of a double vector: base's long double sum (an integer sum may overflow: R's warning); of a logical one its count, an integer
                if (c.argCount() != 1) return null;
                TypedType x = type(c.arg(0), assigned);
                return x == TypedType.DV ? TypedType.D : x == TypedType.LV ? TypedType.I : null;
            }
            case "any", "all" -> { // of a logical vector (of numbers R coerces and warns: not typed)
                return c.argCount() == 1 && type(c.arg(0), assigned) == TypedType.LV ? TypedType.L : null;
            }
            case "numeric", "double", "integer", "logical" -> {
                if (!TypedVectors.isAllocation(c)) return null;
                TypedType len = type(c.arg(0), assigned);
                return len == TypedType.D || len == TypedType.I ? (name.equals("integer") ? TypedType.IV : name.equals("logical") ? TypedType.LV : TypedType.DV) : null;
            }
            case "(", "{" -> {
                return c.argCount() == 1 ? type(c.arg(0), assigned) : null;
            }
            case "if" -> {
                if (c.argCount() != 3 || type(c.arg(0), assigned) != TypedType.L) return null;
                TypedType a = type(c.arg(1), assigned);
                return (a == TypedType.D || a == TypedType.I || a == TypedType.L) && type(c.arg(2), assigned) == a ? a : null;
            }
            case "&&", "||" -> {
                return c.argCount() == 2 && type(c.arg(0), assigned) == TypedType.L && type(c.arg(1), assigned) == TypedType.L ? TypedType.L : null;
            }
            case "!" -> {
                return c.argCount() == 1 && type(c.arg(0), assigned) == TypedType.L ? TypedType.L : null;
            }
            case "abs" -> { // abs of an integer is an integer in R: not typed
                return c.argCount() == 1 && type(c.arg(0), assigned) == TypedType.D ? TypedType.D : null;
            }
            default -> {
                if (MathCode.DOUBLE_FUNCTIONS.contains(name)) { // sqrt, sin, round, ...: of a double or an integer constant
                    if (c.argCount() != 1) return null;
                    TypedType t = type(c.arg(0), assigned);
                    return t == TypedType.D || t == TypedType.I && c.arg(0) instanceof RInt ? TypedType.D : null;
                }
                if (c.argCount() == 1 && (name.equals("-") || name.equals("+"))) { // unary: the operand's type (-NA is NA, no overflow)
                    TypedType t = type(c.arg(0), assigned);
                    return t == TypedType.D || t == TypedType.I ? t : null;
                }
                boolean modular = name.equals("%%") || name.equals("%/%");
                int op = modular ? -1 : Arith.opOf(name);
                if (c.argCount() != 2 || (op < 0 && !modular)) return null;
                TypedType x = type(c.arg(0), assigned);
                TypedType y = type(c.arg(1), assigned);
                if (x == null || y == null || x == TypedType.L || y == TypedType.L || x.vector() || y.vector()) return null;
                if (op >= Arith.EQ) return TypedType.L;
                if (op == Arith.POW) return TypedType.D; // R's R_pow on doubles, of integers too; no warning, no error
                if (x == TypedType.I && y == TypedType.I) {
                    // integer + - * keep R's integer rules (NA, overflow given up); %% and %/% of integers never overflow (NA for 0)
                    if (modular) return TypedType.I;
                    return op == Arith.ADD || op == Arith.SUB || op == Arith.MUL ? TypedType.I : op == Arith.DIV ? TypedType.D : null;
                }
                return TypedType.D;
            }
        }
    }

    /** The types of a call's arguments, null where one is not a number. */
    private List<TypedType> argTypes(RCall c, Set<String> assigned) {
        List<TypedType> out = new ArrayList<>();
        for (RValue a : c.args()) {
            TypedType t = type(a, assigned);
            if (t != TypedType.D && t != TypedType.I) return null;
            out.add(t);
        }
        return out;
    }

    /**
     * The types of a callee's arguments, numbers and vectors (issue 25: a typed body passes its
     * vectors to a typed callee's vector method as they are: the callee copies a vector it writes
     * when its method starts, and its value is a number, so no array gets two names); null where
     * one has no such type.
     */
    private List<TypedType> calleeArgTypes(RCall c, Set<String> assigned) {
        List<TypedType> out = new ArrayList<>();
        for (RValue a : c.args()) {
            TypedType t = type(a, assigned);
            if (t == null || t == TypedType.L) return null;
            out.add(t);
        }
        return out;
    }
}
