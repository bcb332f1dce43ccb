package flashr.base.data;

import flashr.base.vectors.SortOrder;
import flashr.base.vectors.SortSets;
import flashr.eval.Coerce;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RVector;
import java.util.HashMap;
import java.util.Map;

/**
 * One classifying argument of {@code table()} as R's table makes it: the level names (null for an
 * NA level) and each element's 0-based level, -1 when it is left out. It follows R's steps one by
 * one, because NA and NaN part ways there: {@code factor(a, exclude)} matches levels as strings
 * ("NaN" is a level unless excluded), while the NA level that useNA adds and the final
 * {@code match(a0, exclude)} see values (NA is not NaN).
 */
record TableFactor(String[] levels, int[] codes) {

    /** The options of one table() call, resolved as R resolves them before its loop. */
    record Options(String useNA, RVector exclude, boolean excludeGiven) {
        boolean doNA() {
            return !useNA.equals("no");
        }
    }

    static TableFactor of(RVector a, Options o) {
        boolean factor = a.inherits("factor") && a.getAttr("levels") instanceof RString;
        TableFactor f = factor ? ofFactor(a) : ofValues(a, o.exclude());
        boolean aNA = o.doNA() && anyNA(a);
        boolean addNA = o.doNA(), ifany = o.useNA().equals("ifany"), addedLevel = false;
        if (addNA) {
            boolean anNAc = f.anyLeftOut();
            if (!ifany || anNAc) {
                addedLevel = !f.hasNALevel();
                addNA = addedLevel || ifany || anNAc;
            } else {
                addNA = false;
            }
        }
        if (addNA) f = f.withNALevel(addedLevel);
        if (factor && o.excludeGiven()) return f.keepingLevelsNotIn(o.exclude());
        if (!factor && addNA) {
            RVector exclude = o.exclude();
            String[] levels = f.levels;
            if (ifany && !aNA && addedLevel) {
                levels = java.util.Arrays.copyOf(levels, levels.length - 1); // the NA level added last
                exclude = withNA(exclude);
            }
            int[] m = SortSets.matchIndices(SortSets.values(a, "'match'"), exclude);
            int[] codes = f.codes.clone();
            for (int i = 0; i < codes.length; i++) if (m[i] >= 0) codes[i] = -1;
            return new TableFactor(levels, codes);
        }
        return f;
    }

    /** A factor's own levels and codes. */
    private static TableFactor ofFactor(RVector a) {
        String[] levels = ((RString) a.getAttr("levels")).data().clone();
        int[] codes = new int[a.length()];
        for (int i = 0; i < codes.length; i++) {
            int c = a.getInt(i);
            codes[i] = c == RInt.NA ? -1 : c - 1;
        }
        return new TableFactor(levels, codes);
    }

    /**
     * {@code factor(a, exclude = exclude)}: the distinct values sorted (NA and NaN last), as strings,
     * without repeats and without those in exclude; each element's level by its string. The
     * distinct values are few: only they are sorted and made strings, not all n elements.
     */
    private static TableFactor ofValues(RVector a, RVector exclude) {
        RVector plain = Coerce.to(a, a.type());
        RVector u = (RVector) SortSets.unique(plain);
        String[] sorted = strings((RVector) SortOrder.sort(u, false, Boolean.TRUE));
        String[] excluded = strings(exclude);
        Map<String, Integer> index = new HashMap<>(); // a HashMap holds one null key: the NA level
        java.util.List<String> levels = new java.util.ArrayList<>();
        for (String s : sorted) {
            if (index.containsKey(s) || contains(excluded, s)) continue;
            index.put(s, levels.size());
            levels.add(s);
        }
        String[] ustrings = strings(u);
        int[] levelOfU = new int[ustrings.length];
        for (int k = 0; k < levelOfU.length; k++) levelOfU[k] = index.getOrDefault(ustrings[k], -1);
        int[] m = SortSets.matchIndices(plain, u);
        int[] codes = new int[m.length];
        for (int i = 0; i < codes.length; i++) codes[i] = levelOfU[m[i]];
        return new TableFactor(levels.toArray(new String[0]), codes);
    }

    /** {@code factor(a, levels = c(levels, NA)?, exclude = NULL)}: left-out elements go to the (first) NA level. */
    private TableFactor withNALevel(boolean add) {
        String[] ll = add ? java.util.Arrays.copyOf(levels, levels.length + 1) : levels;
        int na = add ? levels.length : firstNA();
        int[] c = codes.clone();
        for (int i = 0; i < c.length; i++) {
            if (c[i] < 0 || levels[c[i]] == null) c[i] = na; // as.character of the factor, matched again
        }
        return new TableFactor(ll, c);
    }

    /** {@code ll[keep <- which(match(ll, exclude, 0) == 0)]; a <- match(a, keep)}. */
    private TableFactor keepingLevelsNotIn(RVector exclude) {
        String[] excluded = strings(exclude);
        int[] newIndex = new int[levels.length];
        java.util.List<String> kept = new java.util.ArrayList<>();
        for (int k = 0; k < levels.length; k++) {
            newIndex[k] = contains(excluded, levels[k]) ? -1 : kept.size();
            if (newIndex[k] >= 0) kept.add(levels[k]);
        }
        int[] c = new int[codes.length];
        for (int i = 0; i < c.length; i++) c[i] = codes[i] < 0 ? -1 : newIndex[codes[i]];
        return new TableFactor(kept.toArray(new String[0]), c);
    }

    private boolean anyLeftOut() {
        for (int c : codes) if (c < 0) return true;
        return false;
    }

    private boolean hasNALevel() {
        return firstNA() >= 0;
    }

    private int firstNA() {
        for (int k = 0; k < levels.length; k++) if (levels[k] == null) return k;
        return -1;
    }

    /** {@code anyNA(a)}: NaN counts, as R's anyNA of a double vector. */
    private static boolean anyNA(RVector a) {
        for (int i = 0, n = a.length(); i < n; i++) if (a.isNA(i)) return true;
        return false;
    }

    /** {@code c(exclude, NA)}. */
    private static RVector withNA(RVector exclude) {
        RVector r = exclude.allocate(exclude.length() + 1);
        for (int i = 0; i < exclude.length(); i++) exclude.copyElement(i, r, i);
        r.setNA(exclude.length());
        return r;
    }

    private static String[] strings(RVector v) {
        return ((RString) Coerce.to(v, RType.CHARACTER)).data();
    }

    private static boolean contains(String[] set, String s) {
        for (String e : set) if (java.util.Objects.equals(e, s)) return true;
        return false;
    }
}
