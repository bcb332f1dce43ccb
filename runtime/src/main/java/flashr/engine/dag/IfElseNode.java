package flashr.engine.dag;

import flashr.engine.type.ElementType;

import java.util.ArrayList;
import java.util.List;

/**
 * Element-wise selection, R's {@code ifelse}: where the logical {@code test} is TRUE the element
 * of {@code yes}, where FALSE that of {@code no}, where NA an NA, all converted to {@link #type}
 * (which the caller chooses: R's type depends on which branches are used). Each branch has the
 * test's shape (an input evaluated in the same pass) or is 1x1 (a scalar: a dependency read
 * once). {@code x[mask] <- v} is this node with test {@code mask & !is.na(mask)}.
 */
public final class IfElseNode extends Node {
    public final Node test;
    public final Node yes;
    public final Node no;

    public IfElseNode(Node test, Node yes, Node no, ElementType type) {
        super(test.nrow, test.ncol, type);
        if (test.type != ElementType.LOGICAL) throw new IllegalArgumentException("ifelse: the test is " + test.type + ", not logical");
        for (Node b : new Node[] {yes, no}) {
            if (!sameShape(test, b) && !(b.nrow == 1 && b.ncol == 1)) throw new IllegalArgumentException("ifelse: a branch of "
                    + b.nrow + "x" + b.ncol + " does not conform to " + test.nrow + "x" + test.ncol);
        }
        this.test = test;
        this.yes = yes;
        this.no = no;
    }

    private static boolean sameShape(Node a, Node b) { return a.nrow == b.nrow && a.ncol == b.ncol; }

    /** True when branch b is one value for all elements (read once), false when it has the test's shape. */
    public boolean isScalar(Node b) { return !sameShape(test, b); }

    @Override public List<Node> inputs() {
        List<Node> in = new ArrayList<>(3);
        in.add(test);
        if (!isScalar(yes)) in.add(yes);
        if (!isScalar(no) && no != yes) in.add(no);
        return in;
    }

    @Override public List<Node> deps() {
        List<Node> d = new ArrayList<>(2);
        if (isScalar(yes)) d.add(yes);
        if (isScalar(no) && no != yes) d.add(no);
        return d;
    }

    @Override public String label() {
        return "ifelse(" + (isScalar(yes) ? "scalar" : "full") + ", " + (isScalar(no) ? "scalar" : "full") + ")";
    }
}
