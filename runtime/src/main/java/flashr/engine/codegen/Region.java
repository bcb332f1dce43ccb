package flashr.engine.codegen;

import java.util.List;

/**
 * A fusion region of a pass plan: element-wise nodes (plan indices, in plan order, the output
 * last) of which only the output is used outside, and the plan indices of the nodes outside the
 * region whose blocks it reads (in order of first use).
 */
public record Region(List<Integer> members, List<Integer> inputs) {
    public int output() { return members.getLast(); }
}
