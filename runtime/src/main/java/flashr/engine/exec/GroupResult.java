package flashr.engine.exec;

import flashr.engine.type.ElementType;

/**
 * The implicit result of groupby on values (unique, table): the distinct keys and one aggregate
 * per key. For uniq the keys are in order of first appearance (R's unique); otherwise sorted
 * ascending with NA/NaN last (R's table order; table drops NA, the caller may too).
 */
public record GroupResult(ElementType keyType, double[] keysD, int[] keysI,
                          ElementType valueType, double[] valuesD, int[] valuesI) {
    public int size() { return keysD != null ? keysD.length : keysI.length; }
}
