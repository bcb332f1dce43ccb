package flashr.base.matrix;

import flashr.base.engine.LocalGroups;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RVector;
import java.util.Arrays;

/**
 * The groups of rowsum's R body: each row's group (0-based, in the result's row order) and the
 * groups' names. Whole-number groups (integers, or doubles that are all whole numbers) sorted, the
 * usual case, and factors' codes are coded by one loop over their array ({@link LocalGroups}); any
 * other vector (text, fractions, NA, reorder = FALSE) is grouped by its elements as
 * {@code as.character} names them, each row's name looked up once.
 *
 * @param slots  the group of each row
 * @param labels the groups' names, in the result's row order
 */
record RowGroups(int[] slots, RString labels) {
    /** Most groups the whole-number coding may span (a dense table of them). */
    private static final long MAX_SPAN = 1 << 20;

    static RowGroups of(RVector group, boolean sort) {
        if (sort) {
            boolean factor = group.inherits("factor") && group.getAttr("levels") instanceof RString;
            if (factor || group.getAttr("class") == null) {
                LocalGroups l = LocalGroups.of(group, MAX_SPAN);
                if (l != null) return fromCodes(l, factor ? (RString) group.getAttr("levels") : null);
            }
        }
        return byName(group, sort);
    }

    /**
     * Codes 1..k to the present groups' rows 0..present-1, named as {@code as.character} names
     * the values, or by {@code levels} for a factor's codes (its sorted order is its levels').
     */
    private static RowGroups fromCodes(LocalGroups l, RString levels) {
        int[] row = new int[l.k()];
        int present = 0;
        for (int c = 0; c < row.length; c++) if (l.counts()[c] > 0) row[c] = present++;
        int[] codes = l.codes();
        int[] slots = new int[codes.length];
        for (int i = 0; i < codes.length; i++) slots[i] = row[codes[i] - 1];
        if (levels == null) return new RowGroups(slots, l.presentNames());
        String[] names = new String[present];
        for (int c = 0, r = 0; c < row.length; c++) if (l.counts()[c] > 0) names[r++] = levels.get(l.min() + c - 1);
        return new RowGroups(slots, new RString(names));
    }

    private static RowGroups byName(RVector group, boolean sort) {
        RString keys = MatrixDims.asNames(group);
        Integer[] order = uniqueOrder(group, keys, sort);
        java.util.Map<String, Integer> slot = new java.util.HashMap<>();
        String[] labels = new String[order.length];
        for (int g = 0; g < order.length; g++) {
            labels[g] = keys.get(order[g]);
            slot.put(labels[g], g);
        }
        int[] slots = new int[keys.length()];
        for (int i = 0; i < slots.length; i++) slots[i] = slot.get(keys.get(i));
        return new RowGroups(slots, new RString(labels));
    }

    /** The first row of each distinct name, in order of appearance or sorted by value as R's sort(unique(group)). */
    private static Integer[] uniqueOrder(RVector group, RString keys, boolean sort) {
        java.util.LinkedHashMap<String, Integer> first = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keys.length(); i++) first.putIfAbsent(keys.get(i), i);
        Integer[] idx = first.values().toArray(Integer[]::new);
        if (sort) {
            boolean text = group.type() == RType.CHARACTER;
            boolean factor = group.inherits("factor");
            Arrays.sort(idx, (p, q) -> {
                boolean np = group.isNA(p);
                boolean nq = group.isNA(q);
                if (np || nq) return Boolean.compare(np, nq);
                if (text) return group.getString(p).compareTo(group.getString(q));
                if (factor) return Integer.compare(group.getInt(p), group.getInt(q));
                return Double.compare(group.getDouble(p), group.getDouble(q));
            });
        }
        return idx;
    }
}
