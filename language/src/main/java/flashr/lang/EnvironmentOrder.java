package flashr.lang;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The order in which GNU R walks a frame's bindings (as.list.environment, eapply, ls(sorted =
 * FALSE)), replayed from the definition order flashr keeps. R's envir.c: an unhashed frame (a
 * call's) is a list, its arguments first and each new binding consed onto its front; a hashed one
 * (new.env, the global environment) is a table of chains indexed by R_Newhashpjw(name) % size, a
 * new binding consed onto the front of its chain. Its count of used chains (HASHPRI) grows with every
 * new binding (R 4.2's R_HashSet tests the chain it has walked to its end); when the count passes
 * 0.85 of the size the table grows by 1.2, moving the chains' entries (walked from the first chain,
 * front to back) onto the fronts of the new chains and counting the chains really used. Walks go
 * from the first chain to the last. Removals are not replayed (R's count drops when a chain empties).
 */
public final class EnvironmentOrder {
    private EnvironmentOrder() {}

    /** R's HASHMINSIZE, new.env's default size. */
    public static final int MIN_HASH_SIZE = 29;

    /** The names of {@code env}'s frame in R's internal order. */
    public static List<String> of(REnvironment env) {
        List<String> defined = new ArrayList<>(env.names());
        if (env.hashSize() == 0) {
            int k = Math.min(env.frameArgs(), defined.size());
            List<String> out = new ArrayList<>(defined.size());
            for (int i = defined.size() - 1; i >= k; i--) out.add(defined.get(i));
            out.addAll(defined.subList(0, k));
            return out;
        }
        List<ArrayDeque<String>> table = newTable(env.hashSize());
        int used = 0;
        for (String name : env.history() != null ? env.history() : defined) {
            if (!name.isEmpty() && name.charAt(0) == REnvironment.REMOVED) {
                // R_HashDelete: the count drops when the chain empties
                ArrayDeque<String> chain = table.get(bucket(name.substring(1), table.size()));
                if (chain.remove(name.substring(1)) && chain.isEmpty()) used--;
                continue;
            }
            // R 4.2's R_HashSet tests the chain after walking it to its end: every new binding counts
            table.get(bucket(name, table.size())).addFirst(name);
            used++;
            if (used > table.size() * 0.85) {
                List<ArrayDeque<String>> grown = newTable((int) (table.size() * 1.2));
                used = 0;
                for (ArrayDeque<String> old : table) {
                    for (String n : old) {
                        ArrayDeque<String> c = grown.get(bucket(n, grown.size()));
                        if (c.isEmpty()) used++;
                        c.addFirst(n);
                    }
                }
                table = grown;
            }
        }
        List<String> out = new ArrayList<>(defined.size());
        for (ArrayDeque<String> chain : table) out.addAll(chain);
        return out;
    }

    private static List<ArrayDeque<String>> newTable(int size) {
        List<ArrayDeque<String>> t = new ArrayList<>(size);
        for (int i = 0; i < size; i++) t.add(new ArrayDeque<>());
        return t;
    }

    private static int bucket(String name, int size) {
        return hashpjw(name) % size;
    }

    /** R_Newhashpjw over the name's UTF-8 bytes, read as C's signed chars; never negative (the top 4 bits are cleared). */
    static int hashpjw(String s) {
        int h = 0;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h = (h << 4) + b;
            int g = h & 0xf0000000;
            if (g != 0) {
                h ^= g >>> 24;
                h ^= g;
            }
        }
        return h;
    }
}
