package flashr.lang;

import java.util.Arrays;

/**
 * An immutable, ordered set of attributes. Objects rarely carry more than a few
 * (names, dim, dimnames, class), so a pair of arrays beats a map.
 */
public final class Attributes {
    public static final Attributes EMPTY = new Attributes(new String[0], new RValue[0]);

    private final String[] names;
    private final RValue[] values;

    private Attributes(String[] names, RValue[] values) {
        this.names = names;
        this.values = values;
    }

    public int size() {
        return names.length;
    }

    public boolean isEmpty() {
        return names.length == 0;
    }

    public String name(int i) {
        return names[i];
    }

    public RValue value(int i) {
        return values[i];
    }

    public RValue get(String name) {
        int i = indexOf(name);
        return i < 0 ? null : values[i];
    }

    /** A copy with {@code name} set to {@code value}, keeping its position if it was present. */
    public Attributes with(String name, RValue value) {
        int i = indexOf(name);
        if (i >= 0) {
            RValue[] v = values.clone();
            v[i] = value;
            return new Attributes(names, v);
        }
        String[] n = Arrays.copyOf(names, names.length + 1);
        RValue[] v = Arrays.copyOf(values, values.length + 1);
        n[names.length] = name;
        v[values.length] = value;
        return new Attributes(n, v);
    }

    public Attributes without(String name) {
        int i = indexOf(name);
        if (i < 0) return this;
        String[] n = new String[names.length - 1];
        RValue[] v = new RValue[values.length - 1];
        for (int j = 0, k = 0; j < names.length; j++) {
            if (j != i) {
                n[k] = names[j];
                v[k++] = values[j];
            }
        }
        return new Attributes(n, v);
    }

    private int indexOf(String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) return i;
        }
        return -1;
    }
}
