package flashr.embed;

import java.io.IOException;
import java.io.Reader;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Map;
import javax.script.AbstractScriptEngine;
import javax.script.Bindings;
import javax.script.Compilable;
import javax.script.CompiledScript;
import javax.script.Invocable;
import javax.script.ScriptContext;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineFactory;
import javax.script.ScriptException;
import javax.script.SimpleBindings;

/**
 * flashr as a JSR-223 script engine, over one {@link Session}. Its engine scope is the session's
 * global environment ({@link SessionBindings}): {@code engine.put("x", new double[] {1, 2})} makes
 * the R variable {@code x}, and a variable R code assigns is {@code engine.get("x")}. When a call
 * gives other bindings for the engine scope, their entries are assigned to R variables before the
 * script runs and the global variables are copied back into them after it. Global-scope bindings
 * are seen by R code where the global environment has no variable of that name. {@code eval}
 * returns the value of the script's last expression as plain Java ({@link RObject#toJava()}); the
 * context's writers receive R's standard output and error. Errors are {@link ScriptException}s with
 * R's report as message and the {@link RException} as cause.
 */
public final class FlashrScriptEngine extends AbstractScriptEngine implements Compilable, Invocable, AutoCloseable {
    private final ScriptEngineFactory factory;
    private final Session session;
    private final SessionBindings globals;

    FlashrScriptEngine(ScriptEngineFactory factory, Session session) {
        this.factory = factory;
        this.session = session;
        this.globals = new SessionBindings(session);
        context.setBindings(globals, ScriptContext.ENGINE_SCOPE);
    }

    /** The session the engine evaluates in. */
    public Session session() {
        return session;
    }

    @Override
    public Object eval(String script, ScriptContext ctx) throws ScriptException {
        return run(ctx, () -> session.eval(script));
    }

    @Override
    public Object eval(Reader reader, ScriptContext ctx) throws ScriptException {
        return eval(read(reader), ctx);
    }

    @Override
    public Bindings createBindings() {
        return new SimpleBindings();
    }

    @Override
    public ScriptEngineFactory getFactory() {
        return factory;
    }

    @Override
    public CompiledScript compile(String script) throws ScriptException {
        Script parsed;
        try {
            parsed = session.compile(script);
        } catch (RException e) {
            throw scriptException(e);
        }
        return new CompiledScript() {
            @Override
            public Object eval(ScriptContext ctx) throws ScriptException {
                return run(ctx, parsed::eval);
            }

            @Override
            public ScriptEngine getEngine() {
                return FlashrScriptEngine.this;
            }
        };
    }

    @Override
    public CompiledScript compile(Reader script) throws ScriptException {
        return compile(read(script));
    }

    /** Calls the R function {@code name} with the arguments converted as {@link Session#put} converts values. */
    @Override
    public Object invokeFunction(String name, Object... args) throws ScriptException, NoSuchMethodException {
        return invoke(name, args).toJava();
    }

    /** R has no methods on objects: calls the function {@code name} with {@code thiz} first, as R dispatches S3 methods. */
    @Override
    public Object invokeMethod(Object thiz, String name, Object... args) throws ScriptException, NoSuchMethodException {
        return invoke(name, withFirst(thiz, args)).toJava();
    }

    /** An implementation of {@code type} whose methods call the R functions of the same names; null when one is missing. */
    @Override
    public <T> T getInterface(Class<T> type) {
        return proxy(null, type);
    }

    @Override
    public <T> T getInterface(Object thiz, Class<T> type) {
        if (thiz == null) throw new IllegalArgumentException("no object given");
        return proxy(thiz, type);
    }

    /** Closes the session. */
    @Override
    public void close() {
        session.close();
    }

    private interface Evaluation {
        RObject run() throws RException;
    }

    private Object run(ScriptContext ctx, Evaluation evaluation) throws ScriptException {
        Bindings engineScope = ctx.getBindings(ScriptContext.ENGINE_SCOPE);
        boolean own = engineScope instanceof SessionBindings b && b.session() == session;
        try {
            if (!own && engineScope != null) {
                for (Map.Entry<String, Object> e : engineScope.entrySet()) session.put(e.getKey(), e.getValue());
            }
            Bindings global = ctx.getBindings(ScriptContext.GLOBAL_SCOPE);
            if (global != null) {
                for (Map.Entry<String, Object> e : global.entrySet()) {
                    // a value with no R form (a Java object) is not visible to R code
                    if (!session.exists(e.getKey()) && convertible(e.getValue())) session.put(e.getKey(), e.getValue());
                }
            }
            RObject value = session.withOutput(orNull(ctx.getWriter()), orNull(ctx.getErrorWriter()), evaluation::run);
            if (!own && engineScope != null) {
                for (String name : session.names()) engineScope.put(name, session.get(name).toJava());
            }
            return value.toJava();
        } catch (RException e) {
            throw scriptException(e);
        } catch (IllegalArgumentException e) {
            throw (ScriptException) new ScriptException(e.getMessage()).initCause(e);
        }
    }

    private static java.io.Writer orNull(java.io.Writer w) {
        return w != null ? w : java.io.Writer.nullWriter();
    }

    private static boolean convertible(Object value) {
        try {
            RObject.of(value);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private RObject invoke(String name, Object[] args) throws ScriptException, NoSuchMethodException {
        if (!isFunction(name)) throw new NoSuchMethodException("no R function '" + name + "'");
        try {
            return session.call(name, args == null ? new Object[0] : args);
        } catch (RException e) {
            throw scriptException(e);
        }
    }

    private boolean isFunction(String name) {
        try {
            return session.call("exists", name, Arg.named("mode", "function")).asBoolean();
        } catch (RException e) {
            return false;
        }
    }

    private <T> T proxy(Object thiz, Class<T> type) {
        if (!type.isInterface()) throw new IllegalArgumentException(type.getName() + " is not an interface");
        for (Method m : type.getMethods()) {
            if (!m.isDefault() && !isFunction(m.getName())) return null;
        }
        Object p = Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (self, method, args) -> {
            if (method.getDeclaringClass() == Object.class) return objectMethod(self, method, args);
            Object[] a = args == null ? new Object[0] : args;
            RObject r = invoke(method.getName(), thiz == null ? a : withFirst(thiz, a));
            return asReturned(r, method.getReturnType());
        });
        return type.cast(p);
    }

    private static Object objectMethod(Object self, Method method, Object[] args) {
        return switch (method.getName()) {
            case "equals" -> self == args[0];
            case "hashCode" -> System.identityHashCode(self);
            default -> "flashr implementation of " + self.getClass().getInterfaces()[0].getName();
        };
    }

    /** An R result as the Java type an interface method returns. */
    private static Object asReturned(RObject r, Class<?> type) {
        if (type == void.class) return null;
        if (type == RObject.class) return r;
        if (type == double.class || type == Double.class) return r.asDouble();
        if (type == int.class || type == Integer.class) return r.asInt();
        if (type == boolean.class || type == Boolean.class) return r.asBoolean();
        if (type == String.class) return r.asString();
        if (type == double[].class) return r.toDoubleArray();
        if (type == int[].class) return r.toIntArray();
        if (type == String[].class) return r.toStringArray();
        if (type == boolean[].class) return r.toBooleanArray();
        return type.cast(r.toJava());
    }

    private static Object[] withFirst(Object first, Object[] rest) {
        Object[] all = new Object[(rest == null ? 0 : rest.length) + 1];
        all[0] = first;
        if (rest != null) System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }

    private static String read(Reader reader) throws ScriptException {
        try {
            java.io.StringWriter text = new java.io.StringWriter();
            reader.transferTo(text);
            return text.toString();
        } catch (IOException e) {
            throw (ScriptException) new ScriptException("cannot read the script: " + e.getMessage()).initCause(e);
        }
    }

    private static ScriptException scriptException(RException e) {
        ScriptException s = new ScriptException(e.report().isEmpty() ? e.getMessage() : e.report());
        s.initCause(e);
        return s;
    }
}
