package flashr.base.matrix;

import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code row(x, as.factor = TRUE)} and {@code col(x, as.factor = TRUE)}: the index matrix as a factor whose levels
 * are the row (column) names, or "1", "2", ... without names. As R's {@code factor(i, labels = names)}, repeated
 * names fold into one level.
 */
final class MatrixIndexFactor {
    private MatrixIndexFactor() {}

    static RValue of(RInt indices, RValue x, boolean row, int extent) {
        RString names = MatrixDims.dimnamesAt(x, row ? 0 : 1);
        Map<String, Integer> levelOf = new LinkedHashMap<>();
        int[] code = new int[extent];
        for (int k = 0; k < extent; k++) {
            String label = names == null ? Integer.toString(k + 1) : names.get(k);
            code[k] = levelOf.computeIfAbsent(label, s -> levelOf.size() + 1);
        }
        int[] out = new int[indices.length()];
        for (int i = 0; i < out.length; i++) out[i] = code[indices.getInt(i) - 1];
        RInt f = new RInt(out);
        f.setAttr("levels", RString.of(levelOf.keySet().toArray(String[]::new)));
        f.setAttr("class", RString.of("factor"));
        f.setAttr("dim", indices.getAttr("dim"));
        return f;
    }
}
