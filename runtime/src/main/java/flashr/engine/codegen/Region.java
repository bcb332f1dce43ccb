package flashr.engine.codegen;

import java.util.List;

/**
 * A fusion region of a pass plan: element-wise nodes (plan indices, in plan order, the output
 * last) of which only the output is used outside, possibly ending in a row aggregation (then the
 * output); the plan indices of the nodes outside the region whose blocks it reads (in order of
 * first use); and the columns its element loop runs over (the aggregation's input width).
 */
public record Region(List<Integer> members, List<Integer> inputs, int width) {
    public int output() { return members.getLast(); }
}
