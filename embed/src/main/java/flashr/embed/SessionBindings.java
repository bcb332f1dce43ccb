package flashr.embed;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import javax.script.Bindings;

/**
 * A session's global environment as JSR-223 bindings: {@code put} assigns an R variable (the
 * Java value converted as {@link Session#put} does), {@code get} reads one as plain Java
 * ({@link RObject#toJava()}), {@code remove} removes it. Nothing is kept on the Java side.
 */
final class SessionBindings extends AbstractMap<String, Object> implements Bindings {
    private final Session session;

    SessionBindings(Session session) {
        this.session = session;
    }

    Session session() {
        return session;
    }

    @Override
    public Object put(String name, Object value) {
        String key = checked(name);
        Object before = get(key);
        try {
            session.put(key, value);
        } catch (RException e) {
            throw failed(e);
        }
        return before;
    }

    @Override
    public void putAll(Map<? extends String, ?> toMerge) {
        for (Map.Entry<? extends String, ?> e : toMerge.entrySet()) put(e.getKey(), e.getValue());
    }

    @Override
    public boolean containsKey(Object key) {
        try {
            return session.exists(checked(key));
        } catch (RException e) {
            throw failed(e);
        }
    }

    @Override
    public Object get(Object key) {
        String name = checked(key);
        try {
            return session.exists(name) ? session.get(name).toJava() : null;
        } catch (RException e) {
            throw failed(e);
        }
    }

    @Override
    public Object remove(Object key) {
        String name = checked(key);
        Object before = get(name);
        try {
            session.remove(name);
        } catch (RException e) {
            throw failed(e);
        }
        return before;
    }

    @Override
    public Set<Entry<String, Object>> entrySet() {
        Set<String> names;
        try {
            names = session.names();
        } catch (RException e) {
            throw failed(e);
        }
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, Object>> iterator() {
                Iterator<String> it = names.iterator();
                return new Iterator<>() {
                    private String last;

                    @Override
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    @Override
                    public Entry<String, Object> next() {
                        last = it.next();
                        return new SimpleEntry<>(last, SessionBindings.this.get(last));
                    }

                    @Override
                    public void remove() {
                        SessionBindings.this.remove(last);
                    }
                };
            }

            @Override
            public int size() {
                return names.size();
            }
        };
    }

    private static String checked(Object key) {
        if (key == null) throw new NullPointerException("a binding's name cannot be null");
        if (!(key instanceof String s)) throw new ClassCastException("a binding's name must be a String");
        if (s.isEmpty()) throw new IllegalArgumentException("a binding's name cannot be empty");
        return s;
    }

    private static IllegalStateException failed(RException e) {
        return new IllegalStateException(e.report().isEmpty() ? e.getMessage() : e.report(), e);
    }
}
