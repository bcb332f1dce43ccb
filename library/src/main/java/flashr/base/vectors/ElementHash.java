package flashr.base.vectors;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RVector;

/**
 * A hash table of a vector's elements with R's equality (NA and NaN distinct, 0 and -0 equal), for
 * unique, duplicated and match, as R's unique.c hashes: open addressing over element positions,
 * the keys read from the vector's own array. Boxing each element into a HashMap key made {@code
 * factor} and {@code table} of 200,000 integers two to three times slower (docs/BENCHMARKS.md,
 * "Warm statements"). Integer, logical, double and character vectors have one, lists one
 * by {@link TupleHash} (elements equal when identical); other types none.
 */
abstract class ElementHash {
    private final int[] slots; // a table position + 1; 0 is an empty slot
    private final int shift;

    ElementHash(int n) {
        int bits = Math.max(4, 33 - Integer.numberOfLeadingZeros(Math.max(1, n))); // at least twice n slots
        slots = new int[1 << bits];
        shift = 32 - bits;
    }

    /** The hash table of {@code table}'s elements (none added yet), or null for a type without one. */
    static ElementHash of(RVector table) {
        return switch (table) {
            case RInt i -> new Ints(i.data());
            case RLogical l -> new Ints(l.data());
            case RDouble d -> new Doubles(d.data());
            case RString s -> new Strings(s.data());
            case flashr.lang.RList l -> TupleHash.ofColumns(new RVector[] {l});
            default -> null;
        };
    }

    /** A well-mixed hash of table element k; equal elements hash alike. */
    abstract int hashOf(int k);

    /** Whether table elements j and k are equal as R compares them here. */
    abstract boolean same(int j, int k);

    /**
     * The position of an element equal to table element k that was added before, or -1 when there
     * is none and k is added now.
     */
    final int addIfAbsent(int k) {
        int mask = slots.length - 1;
        for (int h = hashOf(k) >>> shift; ; h = (h + 1) & mask) {
            int s = slots[h];
            if (s == 0) {
                slots[h] = k + 1;
                return -1;
            }
            if (same(s - 1, k)) return s - 1;
        }
    }

    /** Adds every element in order, keeping the first of equal ones. */
    final void addAll() {
        for (int k = 0, n = length(); k < n; k++) addIfAbsent(k);
    }

    abstract int length();

    /**
     * For each element of {@code x} (of the table's type), the position of the first equal table
     * element added, or -1.
     */
    abstract int[] find(RVector x);

    /** Walks the probe sequence of a hash: the slot's table position, or -1 at an empty slot. */
    final int slot(int h) {
        return slots[h] - 1;
    }

    final int start(int hash) {
        return hash >>> shift;
    }

    final int next(int h) {
        return (h + 1) & (slots.length - 1);
    }

    static int mix(int x) {
        return x * 0x9E3779B9;
    }

    /** The bits a double is compared by: NA, NaN and zero each one value. */
    static long key(double d) {
        if (Double.isNaN(d)) return RDouble.isNAValue(d) ? RDouble.NA_BITS : 0x7FF8000000000000L;
        return d == 0 ? 0L : Double.doubleToRawLongBits(d);
    }

    static int mix(long bits) {
        return (int) ((bits ^ (bits >>> 29)) * 0x9E3779B97F4A7C15L >>> 32);
    }

    /** Integers and logicals (NA is one integer value). */
    private static final class Ints extends ElementHash {
        private final int[] data;

        Ints(int[] data) {
            super(data.length);
            this.data = data;
        }

        @Override
        int hashOf(int k) {
            return mix(data[k]);
        }

        @Override
        boolean same(int j, int k) {
            return data[j] == data[k];
        }

        @Override
        int length() {
            return data.length;
        }

        @Override
        int[] find(RVector x) {
            int[] xs = x instanceof RInt i ? i.data() : ((RLogical) x).data();
            int[] r = new int[xs.length];
            for (int i = 0; i < xs.length; i++) {
                int v = xs[i];
                int h = start(mix(v)), p;
                while ((p = slot(h)) >= 0 && data[p] != v) h = next(h);
                r[i] = p;
            }
            return r;
        }
    }

    private static final class Doubles extends ElementHash {
        private final double[] data; // keys computed as probed: a table of keys would double the memory

        Doubles(double[] data) {
            super(data.length);
            this.data = data;
        }

        @Override
        int hashOf(int k) {
            return mix(key(data[k]));
        }

        @Override
        boolean same(int j, int k) {
            return key(data[j]) == key(data[k]);
        }

        @Override
        int length() {
            return data.length;
        }

        @Override
        int[] find(RVector x) {
            double[] xs = ((RDouble) x).data();
            int[] r = new int[xs.length];
            for (int i = 0; i < xs.length; i++) {
                long v = key(xs[i]);
                int h = start(mix(v)), p;
                while ((p = slot(h)) >= 0 && key(data[p]) != v) h = next(h);
                r[i] = p;
            }
            return r;
        }
    }

    /** Strings; NA is null, equal only to itself. */
    private static final class Strings extends ElementHash {
        private final String[] data;

        Strings(String[] data) {
            super(data.length);
            this.data = data;
        }

        private static int hash(String s) {
            return s == null ? 0 : mix(s.hashCode());
        }

        @Override
        int hashOf(int k) {
            return hash(data[k]);
        }

        @Override
        boolean same(int j, int k) {
            String a = data[j], b = data[k];
            return a == null ? b == null : a.equals(b);
        }

        @Override
        int length() {
            return data.length;
        }

        @Override
        int[] find(RVector x) {
            String[] xs = ((RString) x).data();
            int[] r = new int[xs.length];
            for (int i = 0; i < xs.length; i++) {
                String v = xs[i];
                int h = start(hash(v)), p;
                while ((p = slot(h)) >= 0 && !(v == null ? data[p] == null : v.equals(data[p]))) h = next(h);
                r[i] = p;
            }
            return r;
        }
    }
}
