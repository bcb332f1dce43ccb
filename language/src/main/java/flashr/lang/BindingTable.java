package flashr.lang;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The names of one environment frame mapped to their binding cells, in definition order. A
 * function call's frame holds a few names, and a new one is made per call: a short array searched
 * in order costs less to make and to read than a hash map. A frame that grows past
 * {@value #SMALL} names (the global and base environments, a list turned environment) moves
 * to a LinkedHashMap.
 */
final class BindingTable {
    private static final int SMALL = 8;

    private String[] names;
    /** The names' hash codes (cached in each String): a miss compares no characters. */
    private int[] hashes;
    private REnvironment.Binding[] cells;
    private int size;
    /** All bindings once the frame has outgrown the arrays (which are then dropped); null before. */
    private Map<String, REnvironment.Binding> map;

    /** A table with room for {@code capacity} names (at least 2, at most {@value #SMALL}) before it grows. */
    BindingTable(int capacity) {
        int c = Math.clamp(capacity, 2, SMALL);
        names = new String[c];
        hashes = new int[c];
        cells = new REnvironment.Binding[c];
    }

    REnvironment.Binding get(String name) {
        if (map != null) return map.get(name);
        String[] ns = names;
        for (int i = 0; i < size; i++) {
            if (ns[i] == name) return cells[i]; // names are mostly the parser's shared strings
        }
        int h = name.hashCode();
        for (int i = 0; i < size; i++) {
            if (hashes[i] == h && ns[i].equals(name)) return cells[i];
        }
        return null;
    }

    boolean containsKey(String name) {
        return get(name) != null;
    }

    /** Adds a binding for a name not in the table. */
    void add(String name, REnvironment.Binding b) {
        if (map != null) {
            map.put(name, b);
            return;
        }
        if (size == SMALL) {
            map = new LinkedHashMap<>();
            for (int i = 0; i < size; i++) map.put(names[i], cells[i]);
            map.put(name, b);
            names = null;
            cells = null;
            hashes = null;
            return;
        }
        if (size == names.length) {
            names = Arrays.copyOf(names, SMALL);
            cells = Arrays.copyOf(cells, SMALL);
            hashes = Arrays.copyOf(hashes, SMALL);
        }
        names[size] = name;
        hashes[size] = name.hashCode();
        cells[size++] = b;
    }

    /** Removes a name's binding and returns it, or null when there was none. */
    REnvironment.Binding remove(String name) {
        if (map != null) return map.remove(name);
        for (int i = 0; i < size; i++) {
            if (names[i].equals(name)) {
                REnvironment.Binding b = cells[i];
                System.arraycopy(names, i + 1, names, i, size - i - 1);
                System.arraycopy(cells, i + 1, cells, i, size - i - 1);
                System.arraycopy(hashes, i + 1, hashes, i, size - i - 1);
                size--;
                names[size] = null;
                cells[size] = null;
                return b;
            }
        }
        return null;
    }

    /** The bound names in definition order, read-only. */
    Set<String> keySet() {
        if (map != null) return Collections.unmodifiableSet(map.keySet());
        return Collections.unmodifiableSet(new LinkedHashSet<>(Arrays.asList(names).subList(0, size)));
    }
}
