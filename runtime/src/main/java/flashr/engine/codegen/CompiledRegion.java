package flashr.engine.codegen;

import flashr.engine.exec.Block;
import flashr.engine.exec.FusedStep;
import flashr.engine.type.ElementType;

import java.util.List;

/**
 * A region of one plan bound to its generated body and the plan's small operand arrays. Belongs
 * to one kernel (one worker): a row fold's working arrays are its own.
 */
final class CompiledRegion implements FusedStep {
    private final int output;
    private final int[] interior;
    private final int[] inputs;
    private final RegionBody body;
    private final Object[] smalls;
    private final Object[] scratch;
    private final int width;
    /** The input blocks' arrays of the current step (reused: a step belongs to one worker). */
    private final Object[] arrays;

    /** pcRows: the most rows a step has (sizes a row fold's working arrays). */
    CompiledRegion(Region region, RegionBody body, Object[] smalls, boolean byColumn, int pcRows) {
        List<Integer> m = region.members();
        this.output = region.output();
        this.interior = m.subList(0, m.size() - 1).stream().mapToInt(Integer::intValue).toArray();
        this.inputs = region.inputs().stream().mapToInt(Integer::intValue).toArray();
        this.body = body;
        this.smalls = smalls;
        this.scratch = byColumn ? new Object[] {new double[pcRows], new double[pcRows], new double[pcRows], new double[pcRows]} : new Object[0];
        this.width = region.width();
        this.arrays = new Object[inputs.length];
    }

    @Override public int output() { return output; }

    @Override public String kind() { return "generated region"; }

    @Override public int[] interior() { return interior; }

    @Override public int[] inputs() { return inputs; }

    @Override public void compute(Block[] in, Block out, int len) {
        Object[] arrays = this.arrays;
        for (int j = 0; j < in.length; j++) arrays[j] = in[j].type == ElementType.DOUBLE ? in[j].d : in[j].i;
        body.run(arrays, smalls, scratch, out.type == ElementType.DOUBLE ? out.d : out.i, len, width);
    }
}
