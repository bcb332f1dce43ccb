package flashr.bind.closure;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.type.ElementType;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * What a compiled closure's elements would do in R besides giving values: whether any warns or
 * stops, and which type the values take (the highest of the elements' own), found in the one pass
 * that computes the values. The elements that warn or stop are then run again through the evaluator
 * in their order ({@code replay}), so R's warnings and error come out as R gives them, to calling
 * handlers too (each warning once, in order; the first element that stops ends the call as in R).
 * A vector whose every element warns costs as much as the evaluator alone.
 */
final class ClosureChecks {
    private ClosureChecks() {}

    /**
     * Computes {@code values} now when anything needs checking, replays the elements that warn or
     * stop, and gives the values' type: {@code type}, or lower where {@code tag}'s largest code is.
     */
    static ElementType run(Engine e, Matrix values, ElementType type, Matrix tag, Matrix warnings, Matrix errors, IntConsumer replay) {
        if (tag == null && warnings == null && errors == null) return type;
        List<Matrix> targets = new ArrayList<>();
        targets.add(values);
        Matrix anyWarning = warnings == null ? null : add(targets, e.agg(warnings, AggOp.ANY));
        Matrix anyError = errors == null ? null : add(targets, e.agg(errors, AggOp.ANY));
        Matrix maxTag = tag == null ? null : add(targets, e.agg(tag, AggOp.MAX));
        e.materialize(targets.toArray(Matrix[]::new));
        if (isTrue(anyWarning) || isTrue(anyError)) replay(isTrue(anyWarning) ? warnings.toIntArray() : null,
                isTrue(anyError) ? errors.toIntArray() : null, values.length(), replay);
        if (maxTag == null) return type;
        int max = maxTag.toIntArray()[0];
        return max < 0 ? type : ClosureTerm.typeOf(max);
    }

    private static Matrix add(List<Matrix> targets, Matrix m) {
        targets.add(m);
        return m;
    }

    private static boolean isTrue(Matrix flag) {
        return flag != null && flag.toIntArray()[0] == 1;
    }

    /** Replays, in element order, the elements that warn, up to the first that stops (which throws R's error). */
    private static void replay(int[] warns, int[] errs, long n, IntConsumer replay) {
        for (int i = 0; i < n; i++) {
            boolean warns1 = warns != null && warns[warns.length == 1 ? 0 : i] == 1;
            boolean stops = errs != null && errs[errs.length == 1 ? 0 : i] == 1;
            if (warns1 || stops) replay.accept(i);
        }
    }
}
