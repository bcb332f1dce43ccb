package flashr.eval;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RMissing;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;
import java.util.Set;

/** S3 dispatch: UseMethod, NextMethod, and user methods for base functions called with classed objects. */
public final class S3Dispatch {
    /** Base functions that dispatch on the class of their first argument (R's internal generics and common closures). */
    private static final Set<String> GENERICS = Set.of("print", "format", "summary", "length", "toString", "as.character",
            "as.list", "as.vector", "as.matrix", "as.numeric", "as.double", "as.integer", "[", "[[", "$", "[<-", "[[<-", "$<-", "levels<-", "length<-", "names<-", "is.na<-",
            "mean", "median", "unique", "rev", "sort", "head", "tail", "t", "dim", "levels", "seq", "rep", "all.equal",
            "names", "cat", "dimnames", "dimnames<-", "c", "range", "xtfrm", "duplicated", "anyDuplicated", "anyNA", "is.na", "plot", "str", "within", "merge", "split",
            "diff", "quantile", "cut", "close", "rowsum", "is.numeric", "weighted.mean", "unlist");
    private static final Set<String> OPS = Set.of("+", "-", "*", "/", "^", "%%", "%/%", "==", "!=", "<", ">", "<=", ">=",
            "&", "|", "!");

    /** R's Summary group: methods {@code Summary.cls} serve them all. */
    private static final Set<String> SUMMARY = Set.of("max", "min", "range", "sum", "prod", "any", "all");
    /** R's Math group: methods {@code Math.cls} serve them all. */
    private static final Set<String> MATH = Set.of("abs", "sign", "sqrt", "floor", "ceiling", "trunc", "round", "signif",
            "exp", "log", "expm1", "log1p", "cos", "sin", "tan", "cospi", "sinpi", "tanpi", "acos", "asin", "atan",
            "cosh", "sinh", "tanh", "acosh", "asinh", "atanh", "lgamma", "gamma", "digamma", "trigamma",
            "cumsum", "cumprod", "cummax", "cummin");
    /** R's Complex group: methods {@code Complex.cls} serve them all. */
    private static final Set<String> COMPLEX = Set.of("Arg", "Conj", "Im", "Mod", "Re");

    private S3Dispatch() {}

    /** The dispatch state of a method call: what NextMethod continues from. */
    static final class Info {
        final String generic;
        final RString classes;
        final int position; // index in classes of the method being run; classes.length() for default
        final RValue object;
        /** R's {@code .Method}: the method's name; for Ops, one per operand, "" where that operand has none. */
        final String[] method;

        Info(String generic, RString classes, int position, RValue object, String... method) {
            this.generic = generic;
            this.classes = classes;
            this.position = position;
            this.object = object;
            this.method = method;
        }

        void defineIn(REnvironment env) {
            env.defineRaw(".Generic", RString.of(generic));
            String[] rest = Arrays.copyOfRange(classes.data(), Math.min(position, classes.length()), classes.length());
            env.defineRaw(".Class", new RString(rest));
            if (method.length > 0) env.defineRaw(".Method", new RString(method.clone()));
        }

        /** The dispatch state of the next method, {@code name}: R names it in each non-empty place of .Method. */
        Info next(int at, String name) {
            String[] m = method.length == 0 ? new String[] {name} : method.clone();
            for (int k = 0; k < m.length; k++) if (!m[k].isEmpty()) m[k] = name;
            return new Info(generic, classes, at, object, m);
        }
    }

    /** The group of an internal generic (Ops, Math, Summary, Complex), or null. */
    private static String groupOf(String generic) {
        return OPS.contains(generic) ? "Ops" : MATH.contains(generic) ? "Math" : SUMMARY.contains(generic) ? "Summary"
                : COMPLEX.contains(generic) ? "Complex" : null;
    }

    /** The class vector used for dispatch: the class attribute or the implicit class. */
    public static RString classOf(RValue v) {
        RString c = v.classAttr();
        if (c != null) return c;
        String[] base = switch (v.type()) {
            case DOUBLE -> new String[] {"double", "numeric"};
            case INTEGER -> new String[] {"integer", "numeric"};
            case CLOSURE, BUILTIN, SPECIAL -> new String[] {"function"};
            case LANGUAGE -> new String[] {"call"};
            case SYMBOL -> new String[] {"name"};
            default -> new String[] {v.typeName()};
        };
        int[] d = v instanceof RVector vec ? vec.dim() : v instanceof flashr.lang.EngineValue e ? e.dim() : null;
        if (d == null) return new RString(base);
        String[] r = new String[base.length + (d.length == 2 ? 2 : 1)];
        int k = 0;
        if (d.length == 2) r[k++] = "matrix";
        r[k++] = "array";
        System.arraycopy(base, 0, r, k, base.length);
        return new RString(r);
    }

    static boolean mayDispatch(String name, RValue[] values) {
        if (values[0] == null) return false; // a missing first argument: nothing to dispatch on
        if (values[0].classAttr() != null) return GENERICS.contains(name) || OPS.contains(name) || SUMMARY.contains(name)
                    || MATH.contains(name) || COMPLEX.contains(name);
        return values.length == 2 && values[1] != null && values[1].classAttr() != null && OPS.contains(name);
    }

    /** Calls a user method for a base function with a classed first argument, or returns null when there is none. */
    static RValue dispatchBuiltin(Interpreter in, String name, RValue[] values, String[] names, RCall call, REnvironment env) {
        boolean ops = OPS.contains(name);
        if (ops) return dispatchOps(in, name, values, names, call, env);
        for (int arg = 0; arg < 1; arg++) {
            RString classes = values[arg].classAttr();
            if (classes == null) continue;
            for (int i = 0; i < classes.length(); i++) {
                String generic = name;
                RFunction m = findMethod(in, name, classes.get(i), env);
                if (m == null && (ops || SUMMARY.contains(name) || MATH.contains(name) || COMPLEX.contains(name))) {
                    generic = ops ? "Ops" : SUMMARY.contains(name) ? "Summary" : COMPLEX.contains(name) ? "Complex" : "Math";
                    m = findMethod(in, generic, classes.get(i), env);
                }
                if (m instanceof RClosure c) {
                    RCall mcall = call == null ? null
                            : name.equals(call.functionName()) ? methodCall(call, generic + "." + classes.get(i))
                            : replacementCall(call, generic + "." + classes.get(i), values[values.length - 1]);
                    // the caller's variables still hold the arguments: the method must copy before changing one
                    for (RValue v : values) if (v != null) v.markShared();
                    RValue[] args = promised(call, name, values);
                    String[] argNames = names;
                    if (SUMMARY.contains(name) && (names == null || !java.util.Arrays.asList(names).contains("na.rm"))) {
                        // R's Summary group always hands its methods na.rm (FALSE unless given)
                        args = java.util.Arrays.copyOf(args, args.length + 1);
                        args[args.length - 1] = flashr.lang.RLogical.of(false);
                        argNames = names == null ? new String[args.length] : java.util.Arrays.copyOf(names, args.length);
                        argNames[args.length - 1] = "na.rm";
                    }
                    return in.applyClosure(c, mcall, env, args, argNames,
                            new Info(name, classes, i, values[arg], generic + "." + classes.get(i)));
                }
                if (m instanceof RBuiltin b) return in.invokeBuiltin(b, call, env, values, names, false);
            }
        }
        return null;
    }

    /**
     * R's DispatchGroup for Ops: the method for each operand, first class first ({@code ==.cls}, else
     * {@code Ops.cls}); when both have one and they differ, R warns and runs the internal operator.
     * The method sees {@code .Method}, one name per operand, "" for an operand without one.
     */
    private static RValue dispatchOps(Interpreter in, String name, RValue[] values, String[] names, RCall call, REnvironment env) {
        int n = Math.min(2, values.length);
        RFunction[] found = new RFunction[n];
        String[] label = new String[n];
        int[] at = new int[n];
        for (int arg = 0; arg < n; arg++) {
            label[arg] = "";
            RString classes = values[arg] == null ? null : values[arg].classAttr();
            if (classes == null) continue;
            for (int i = 0; i < classes.length() && found[arg] == null; i++) {
                String generic = name;
                RFunction m = findMethod(in, name, classes.get(i), env);
                if (m == null) {
                    generic = "Ops";
                    m = findMethod(in, generic, classes.get(i), env);
                }
                if (m != null) {
                    found[arg] = m;
                    label[arg] = generic + "." + classes.get(i);
                    at[arg] = i;
                }
            }
        }
        if (n == 2 && found[0] != null && found[1] != null && found[0] != found[1]) {
            in.warning(in.contextCall(), "Incompatible methods (\"" + label[0] + "\", \"" + label[1] + "\") for \"" + name + "\"");
            return null;
        }
        int arg = found[0] != null ? 0 : n == 2 && found[1] != null ? 1 : -1;
        if (arg < 0) return null;
        RFunction m = found[arg];
        if (m instanceof RBuiltin b) return in.invokeBuiltin(b, call, env, values, names, false);
        // R names the method in the call whatever named the operator (FUN(X, Y) of outer's FUN = "+"
        // runs as Ops.factor(X, Y)); an assignment's replacement call is written as R writes it
        String f = call == null ? null : call.functionName();
        RCall mcall = call == null ? null
                : "<-".equals(f) || "<<-".equals(f) || "=".equals(f) ? replacementCall(call, label[arg], values[values.length - 1])
                : methodCall(call, label[arg]);
        // the caller's variables still hold the arguments: the method must copy before changing one
        for (RValue v : values) if (v != null) v.markShared();
        String[] method = n == 2 ? new String[] {found[0] != null ? label[arg] : "", found[1] != null ? label[arg] : ""}
                : new String[] {label[arg]};
        return in.applyClosure((RClosure) m, mcall, env, promised(call, name, values), names,
                new Info(name, values[arg].classAttr(), at[arg], values[arg], method));
    }

    /**
     * The result of a {@code $} method for {@code x}, the value of an expression such as
     * {@code p[[1]]} in {@code p[[1]]$name} (a variable is dispatched on before the special runs:
     * see InternalGenerics), or null when x has no class with one.
     */
    public static RValue dispatchDollar(Interpreter in, RValue x, String name, RCall call, REnvironment env) {
        if (x == null || x.classAttr() == null) return null;
        return dispatchBuiltin(in, "$", new RValue[] {x, RString.of(name)}, BuiltinCalls.unnamed(2), call, env);
    }

    /** The method {@code generic.cls} visible from {@code env} (then from the global environment), or null. */
    public static RFunction lookupMethod(Interpreter in, String generic, String cls, REnvironment env) {
        return findMethod(in, generic, cls, env);
    }

    private static RFunction findMethod(Interpreter in, String generic, String cls, REnvironment env) {
        if (cls == null) return null;
        String name = generic + "." + cls;
        for (REnvironment e = env; e != null; e = e.parent()) {
            RValue v = e.getLocal(name);
            if (v instanceof RPromise p) v = in.force(p);
            if (v instanceof RFunction f) return f;
        }
        if (env != in.globalEnv()) return findMethod(in, generic, cls, in.globalEnv());
        RFunction f = registered(in, in.globalEnv(), name);
        return f != null ? f : registered(in, in.baseEnv(), name);
    }

    /** A method registerS3method put in {@code env}'s S3 methods table (R looks there after the calling frames). */
    private static RFunction registered(Interpreter in, REnvironment env, String name) {
        if (!(env.getLocal(".__S3MethodsTable__.") instanceof REnvironment table)) return null;
        RValue v = table.getLocal(name);
        if (v instanceof RPromise p) v = in.force(p);
        return v instanceof RFunction f ? f : null;
    }

    /** {@code UseMethod(generic, object)} called in the frame {@code env}: runs the method and returns from the generic. */
    public static RValue useMethod(Interpreter in, String generic, RValue object, REnvironment env) {
        Frame frame = in.frameOf(env);
        if (frame == null) throw new RError("UseMethod called from outside a function");
        if (object == null) object = dispatchObject(in, frame);
        RString classes = classOf(object);
        RValue result = null;
        boolean found = false;
        for (int i = 0; i <= classes.length() && !found; i++) {
            String cls = i < classes.length() ? classes.get(i) : "default";
            RFunction m = findMethod(in, generic, cls, frame.callerEnv);
            if (m != null) {
                result = callMethod(in, m, frame, new Info(generic, classes, i, object, generic + "." + cls));
                found = true;
            }
        }
        if (!found) {
            RValue base = in.baseEnv().getLocal(generic);
            if (!(base instanceof RBuiltin b)) {
                throw new RError("no applicable method for '" + generic + "' applied to an object of class \""
                        + classText(classes) + "\"");
            }
            result = callMethod(in, b, frame, null);
        }
        throw new ControlFlow.Return(env, result);
    }

    /**
     * The evaluated arguments of a builtin call as forced promises of the call's argument expressions, so
     * that substitute and match.call in the method see {@code x}, not its value; the values as they are when
     * the call's arguments do not map one to one (dots, replacement calls, {@code $}).
     */
    private static RValue[] promised(RCall call, String name, RValue[] values) {
        if (call == null || "$".equals(name) || !name.equals(call.functionName())) return values;
        int dotsAt = -1;
        for (int k = 0; k < call.argCount(); k++) {
            if (call.arg(k) instanceof flashr.lang.RSymbol s && s.name().equals("...")) {
                if (dotsAt >= 0) return values;
                dotsAt = k;
            }
        }
        int dots = dotsAt < 0 ? 0 : values.length - (call.argCount() - 1);
        if (dotsAt < 0 ? call.argCount() != values.length : dots < 0) return values;
        RValue[] p = new RValue[values.length];
        for (int k = 0, a = 0; k < p.length; k++) {
            RValue e;
            if (k >= dotsAt && k < dotsAt + dots) {
                if (k == dotsAt + dots - 1) a++;
                // R's match.call shows a dots element as ..i unless its expression was a constant; the
                // expressions are gone here, so a plain scalar is taken for a constant
                if (values[k] instanceof flashr.lang.RVector v && v.length() == 1 && v.attributes() == null
                        && !(v instanceof flashr.lang.RList)) {
                    p[k] = values[k];
                    continue;
                }
                e = flashr.lang.RSymbol.of(".." + (k - dotsAt + 1));
            } else {
                e = call.arg(a++);
            }
            p[k] = values[k] == flashr.lang.RMissing.MISSING ? values[k] : RPromise.forced(e, values[k]);
        }
        return p;
    }

    /** A class vector as R's dispatch errors write it: {@code a}, or {@code c('a', 'b')}. */
    static String classText(RString classes) {
        if (classes.length() == 1) return classes.get(0);
        StringBuilder b = new StringBuilder("c(");
        for (int i = 0; i < classes.length(); i++) b.append(i > 0 ? ", '" : "'").append(classes.get(i)).append('\'');
        return b.append(')').toString();
    }

    private static RValue dispatchObject(Interpreter in, Frame frame) {
        RClosure f = (RClosure) frame.function;
        if (f.formalNames().length == 0) return flashr.lang.RNull.NULL;
        RValue v = frame.env.getLocal(f.formalNames()[0]);
        if (v instanceof RDots d) v = d.length() == 0 ? flashr.lang.RNull.NULL : d.values[0];
        if (v instanceof RPromise p) v = in.force(p);
        return v == null || v == flashr.lang.RMissing.MISSING ? flashr.lang.RNull.NULL : v;
    }

    /**
     * The call a method runs under: R names the method in it ({@code print.foo(x)}), as sys.call,
     * match.call and the calls of errors and warnings show.
     */
    private static RCall methodCall(RCall call, String method) {
        if (call == null || call.functionName() == null) return call;
        // R's unlist is a closure whose .Internal dispatches: its methods see that inner call
        if ("unlist".equals(call.functionName())) {
            RValue[] inner = {flashr.lang.RSymbol.of("x"), flashr.lang.RSymbol.of("recursive"), flashr.lang.RSymbol.of("use.names")};
            return new RCall(flashr.lang.RSymbol.of(method), inner, null, call.pos());
        }
        return new RCall(flashr.lang.RSymbol.of(method), call.args(), call.names(), call.pos());
    }

    /**
     * The call of a replacement method run for {@code x[i] <- v}: R writes it
     * {@code `[<-.cls`(`*tmp*`, i, value = v)}; other calls are kept.
     */
    private static RCall replacementCall(RCall call, String method, RValue value) {
        String f = call.functionName();
        if (!("<-".equals(f) || "<<-".equals(f) || "=".equals(f)) || !method.contains("<-.")
                || call.argCount() != 2 || !(call.arg(0) instanceof RCall target) || target.argCount() == 0) {
            return call;
        }
        int n = target.argCount();
        RValue[] args = new RValue[n + 1];
        String[] names = new String[n + 1];
        args[0] = flashr.lang.RSymbol.of("*tmp*");
        for (int k = 1; k < n; k++) {
            args[k] = target.arg(k);
            names[k] = target.names() == null ? null : target.names()[k];
        }
        args[n] = value;
        names[n] = "value";
        return new RCall(flashr.lang.RSymbol.of(method), args, names, call.pos());
    }

    private static RValue callMethod(Interpreter in, RFunction m, Frame frame, Info info) {
        return callMethod(in, m, frame, frame.passedArgs(), frame.names, info);
    }

    private static RValue callMethod(Interpreter in, RFunction m, Frame frame, RValue[] args, String[] names, Info info) {
        if (m instanceof RClosure c) {
            String cls = info.position < info.classes.length() ? info.classes.get(info.position) : "default";
            RCall call = methodCall(frame.call, info.generic + "." + cls);
            return in.applyClosure(c, call, frame.callerEnv, args, names, info);
        }
        RValue[] values = new RValue[args.length];
        for (int i = 0; i < values.length; i++) {
            RValue v = args[i];
            values[i] = v instanceof RPromise p ? in.force(p) : v;
        }
        return in.invokeBuiltin((RBuiltin) m, frame.call, frame.callerEnv, values,
                names == null ? BuiltinCalls.unnamed(values.length) : names, false);
    }

    /**
     * The method's arguments as NextMethod passes them on (R's do_nextmethod): each one matched to
     * a formal becomes that formal's current binding in the method's frame, so a method that
     * changes its argument passes the changed value (print.AsIs drops the class, then
     * NextMethod); arguments that went into {@code ...} stay as they were.
     */
    static RValue[] currentFormals(Frame frame, REnvironment env) {
        RValue[] passed = frame.passedArgs();
        if (!(frame.function instanceof RClosure c)) return passed;
        String[] formals = c.formalNames();
        RValue[] matched;
        try {
            matched = ArgumentMatcher.match(formals, frame.args, frame.names);
        } catch (RError e) {
            return frame.args;
        }
        RValue[] args = frame.args.clone();
        for (int f = 0; f < formals.length; f++) {
            if (matched[f] == null || formals[f].equals("...")) continue;
            RValue now = env.getLocal(formals[f]);
            if (now == null || now == RMissing.MISSING) continue;
            for (int i = 0; i < args.length; i++) {
                if (frame.args[i] == matched[f]) { args[i] = now; break; }
            }
        }
        return args;
    }

    /**
     * {@code NextMethod(generic, object, ...)} called in the method frame {@code env}: the arguments of
     * the current call, where named {@code extra} ones replace those of the same name, and others are added.
     */
    public static RValue nextMethod(Interpreter in, REnvironment env, RValue[] extra, String[] extraNames) {
        Frame frame = in.frameOf(env);
        if (frame == null || frame.dispatch == null) throw new RError("NextMethod called from outside a method dispatch");
        Info info = frame.dispatch;
        RValue[] args = currentFormals(frame, env);
        String[] names = frame.names;
        if (extra.length > 0) {
            java.util.List<RValue> as = new java.util.ArrayList<>(Arrays.asList(args));
            java.util.List<String> ns = new java.util.ArrayList<>(Arrays.asList(names == null ? new String[args.length] : names));
            for (int k = 0; k < extra.length; k++) {
                String n = extraNames == null ? null : extraNames[k];
                int at = n == null || n.isEmpty() ? -1 : ns.indexOf(n);
                if (at >= 0) {
                    as.set(at, extra[k]);
                } else {
                    as.add(extra[k]);
                    ns.add(n);
                }
            }
            args = as.toArray(new RValue[0]);
            names = ns.toArray(new String[0]);
        }
        String group = groupOf(info.generic);
        for (int i = info.position + 1; i <= info.classes.length(); i++) {
            String cls = i < info.classes.length() ? info.classes.get(i) : "default";
            String generic = info.generic;
            RFunction m = findMethod(in, generic, cls, frame.callerEnv);
            if (m == null && group != null && i < info.classes.length()) {
                generic = group; // R's NextMethod goes on to the group's method of the next class
                m = findMethod(in, generic, cls, frame.callerEnv);
            }
            if (m != null) return callMethod(in, m, frame, args, names, info.next(i, generic + "." + cls));
        }
        RValue base = in.baseEnv().getLocal(info.generic);
        if (base instanceof RBuiltin b) {
            // R names the internal code it reaches generic.default, as its errors and warnings show
            RValue[] values = new RValue[args.length];
            for (int i = 0; i < values.length; i++) values[i] = args[i] instanceof RPromise p ? in.force(p) : args[i];
            return in.invokeBuiltin(b, methodCall(frame.call, info.generic + ".default"), frame.callerEnv, values,
                    names == null ? BuiltinCalls.unnamed(values.length) : names, false);
        }
        throw new RError("no more methods for '" + info.generic + "'");
    }
}
