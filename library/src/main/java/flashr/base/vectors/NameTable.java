package flashr.base.vectors;

/**
 * The names of a vector hashed once for {@code x["name"]}: an open-addressing table of the first
 * position of each non-empty, non-NA name (R matches the first of duplicated names, and never an
 * empty or NA name). A lookup is an identity or equals test on one or two slots, with no boxing
 * and no map call, so the per-element loop of {@code x[ch]} stays small and cheap even before the
 * JIT has compiled it (a 2e5-string subscript of a four-name vector in lm's bench).
 */
final class NameTable {
    private final String[] keys;
    private final int[] at;
    private final int mask;

    NameTable(String[] names) {
        int size = Integer.highestOneBit((int) Math.min(1 << 30, Math.max(4, 2L * names.length + 1)) - 1) << 1;
        keys = new String[size];
        at = new int[size];
        mask = size - 1;
        for (int i = 0; i < names.length; i++) {
            String s = names[i];
            if (s == null || s.isEmpty()) continue;
            int h = slot(s);
            while (keys[h] != null && !keys[h].equals(s)) h = (h + 1) & mask;
            if (keys[h] == null) { // a duplicate keeps the first position
                keys[h] = s;
                at[h] = i;
            }
        }
    }

    private int slot(String s) {
        int h = s.hashCode();
        return (h ^ (h >>> 16)) & mask;
    }

    /** The first position named {@code s}, or -1 (also for NA and the empty string, which are never stored). */
    int find(String s) {
        if (s == null) return -1;
        int h = slot(s);
        for (String k; (k = keys[h]) != null; h = (h + 1) & mask) {
            if (k == s || k.equals(s)) return at[h];
        }
        return -1;
    }

    /**
     * {@code p[k]}: the position of {@code v[k]}'s name, or for no match the next position past
     * {@code n} (each unmatched string its own NA element, as R reads {@code x[c("z", "z")]}).
     */
    void positions(String[] v, int n, int[] p) {
        int outside = n;
        for (int k = 0; k < p.length; k++) {
            int i = find(v[k]);
            p[k] = i >= 0 ? i : outside++;
        }
    }
}
