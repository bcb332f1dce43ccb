package flashr.engine.exec;

import java.util.Arrays;

/** Open-addressing map from long keys to dense int slots (0, 1, 2, ... in insertion order). */
final class LongIntHashMap {
    private long[] keys = new long[64];
    private int[] vals = new int[64];
    private boolean[] used = new boolean[64];
    private long[] byslot = new long[32];
    private int size;

    int size() { return size; }

    long keyOf(int slot) { return byslot[slot]; }

    /** The slot of key, adding it (as the next slot) when absent. */
    int slot(long key) {
        int mask = keys.length - 1;
        int h = (int) (mix(key) & mask);
        while (used[h]) {
            if (keys[h] == key) return vals[h];
            h = (h + 1) & mask;
        }
        used[h] = true;
        keys[h] = key;
        vals[h] = size;
        if (size == byslot.length) byslot = Arrays.copyOf(byslot, size * 2);
        byslot[size] = key;
        size++;
        if (size * 2 > keys.length) grow();
        return size - 1;
    }

    private void grow() {
        long[] ok = keys;
        int[] ov = vals;
        boolean[] ou = used;
        keys = new long[ok.length * 2];
        vals = new int[ok.length * 2];
        used = new boolean[ok.length * 2];
        int mask = keys.length - 1;
        for (int k = 0; k < ok.length; k++) {
            if (!ou[k]) continue;
            int h = (int) (mix(ok[k]) & mask);
            while (used[h]) h = (h + 1) & mask;
            used[h] = true;
            keys[h] = ok[k];
            vals[h] = ov[k];
        }
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        return z ^ (z >>> 29);
    }
}
