package flashr.engine.codegen;

import flashr.engine.exec.Block;
import flashr.engine.exec.FusedStep;
import flashr.engine.exec.SinkColumns;
import flashr.engine.exec.SinkPartial;
import flashr.engine.type.ElementType;

import java.util.List;

/**
 * A region of one plan bound to its generated body and the plan's small operand arrays. Belongs
 * to one kernel (one worker): a row fold's working arrays are its own, and so are a sink-feeding
 * body's column buffer and {@link SinkColumns}.
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
    /** Where each input's columns lie in its array: (first row's index, leading dimension) pairs. */
    private final int[] at;
    /** {@code -Dflashr.codegen.inPlace=false}: generated bodies take copied blocks (to compare). */
    private static final boolean IN_PLACE = !"false".equals(System.getProperty("flashr.codegen.inPlace"));
    /** The sink the body feeds (-1: it writes the output's block), its hand-over and its column buffer. */
    private final int sink;
    private final SinkColumns columns;
    private final ElementType valueType;
    private Object columnBuffer;

    /** pcRows: the most rows a step has (sizes a row fold's working arrays). */
    CompiledRegion(Region region, RegionBody body, Object[] smalls, boolean byColumn, int pcRows) {
        this(region, body, smalls, byColumn, pcRows, -1, null);
    }

    /** sink: the plan's sink the body feeds (its generated form must feed one), or -1; valueType: the output's type. */
    CompiledRegion(Region region, RegionBody body, Object[] smalls, boolean byColumn, int pcRows, int sink, ElementType valueType) {
        List<Integer> m = region.members();
        this.output = region.output();
        this.interior = m.subList(0, m.size() - 1).stream().mapToInt(Integer::intValue).toArray();
        this.inputs = region.inputs().stream().mapToInt(Integer::intValue).toArray();
        this.body = body;
        this.smalls = smalls;
        this.scratch = byColumn ? new Object[] {new double[pcRows], new double[pcRows], new double[pcRows], new double[pcRows]} : new Object[sink >= 0 ? 1 : 0];
        this.width = region.width();
        this.arrays = new Object[inputs.length];
        this.at = new int[2 * inputs.length];
        this.sink = sink;
        this.valueType = valueType;
        this.columns = sink >= 0 ? new SinkColumns() : null;
        if (sink >= 0) this.scratch[0] = columns;
    }

    @Override public int output() { return output; }

    @Override public String kind() { return sink >= 0 ? "generated region feeding its sink" : "generated region"; }

    @Override public int sink() { return sink; }

    @Override public void feed(Block[] in, SinkPartial partial, long r0, int len) {
        bind(in, len);
        columns.start(partial, r0, width);
        body.run(arrays, at, smalls, scratch, columnBuffer(len), len, width);
    }

    /** One column's buffer of at least len values, of the output's storage. */
    private Object columnBuffer(int len) {
        int have = columnBuffer == null ? -1 : valueType == ElementType.DOUBLE ? ((double[]) columnBuffer).length : ((int[]) columnBuffer).length;
        if (have < len) columnBuffer = valueType == ElementType.DOUBLE ? new double[Math.max(len, 1)] : new int[Math.max(len, 1)];
        return columnBuffer;
    }

    /**
     * Stored doubles are read where a Java array holds them (an R matrix viewed in place: the
     * block's {@link Block#heap} view); the body indexes them by offset and leading dimension.
     * Only stored doubles are viewed (InPlaceReads.find); other blocks keep their arrays.
     */
    @Override public boolean readsInPlace(int input) { return IN_PLACE; }

    /** The input blocks' arrays and layouts of this step (a view that is not one Java array is copied). */
    private void bind(Block[] in, int len) {
        for (int j = 0; j < in.length; j++) {
            Block b = in[j];
            if (b.heap != null) { arrays[j] = b.heap; at[2 * j] = b.heapOffset; at[2 * j + 1] = b.heapLd; continue; }
            arrays[j] = b.columns != null ? b.asDoubles() : b.type == ElementType.DOUBLE ? b.d : b.i;
            at[2 * j] = 0;
            at[2 * j + 1] = b.len;
        }
    }

    @Override public int[] interior() { return interior; }

    @Override public int[] inputs() { return inputs; }

    @Override public void compute(Block[] in, Block out, int len) {
        bind(in, len);
        body.run(arrays, at, smalls, scratch, out.type == ElementType.DOUBLE ? out.d : out.i, len, width);
    }
}
