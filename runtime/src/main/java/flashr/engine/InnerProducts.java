package flashr.engine;

import flashr.engine.dag.InnerProdSinkNode;
import flashr.engine.dag.InnerProdTallNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.SapplyNode;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.linalg.Backend;

import java.lang.ref.WeakReference;
import java.util.ArrayDeque;

/**
 * Which inner-product node computes inner.prod(a, b) for the operands' orientations: a wide a
 * (t(X)) with a tall b is a sink (crossprod), a tall a with a small b a tall virtual matrix, and
 * a wide b the transpose of the product of the transposes. Remembers the last few tall x small
 * products so that one made again is shared.
 */
final class InnerProducts {
    private final Engine engine;
    private final Transposer transposer;
    /** The last few tall x small inner products made, to share one made again (see {@link #recent}). */
    private final ArrayDeque<WeakReference<InnerProdTallNode>> recent = new ArrayDeque<>();

    InnerProducts(Engine engine, Transposer transposer) {
        this.engine = engine;
        this.transposer = transposer;
    }

    Matrix of(Matrix a, Matrix b, BinaryOp f1, BinaryOp f2, Backend blas) {
        if (a.ncol() != b.nrow()) throw new IllegalArgumentException("non-conformable arguments: " + a.nrow() + "x" + a.ncol() + " and " + b.nrow() + "x" + b.ncol());
        if (a.isTransposed() && !b.isTransposed()) return engine.wrap(new InnerProdSinkNode(f1, f2, a.node(), b.node(), blas), false);
        boolean bSmall = b.length() <= engine.config().smallLimit();
        if (!a.isTransposed() && (bSmall || !b.isTransposed())) {
            // (-X) %*% w is -(X %*% w) bit for bit (rounding is symmetric): one column negated, not p
            if (f1 == BinaryOp.MUL && f2 == BinaryOp.ADD && a.node() instanceof SapplyNode s && s.op == UnaryOp.NEG && !s.isMaterialized())
                return engine.sapply(of(engine.wrap(s.in, false), b, f1, f2, blas), UnaryOp.NEG);
            return engine.wrap(recent(f1, f2, a.node(), smallTall(b), blas), false);
        }
        // b is wide (and a small, or wide too): C = t(t(b) %*% t(a)), t(b) being b's tall form,
        // with f1's arguments swapped back
        return engine.wrap(new InnerProdTallNode(swapped(f1), f2, b.node(), smallTall(a.t()), blas), true);
    }

    /**
     * X %*% w made again with the same X and w (a script's gradient and cost functions both
     * compute it) is the same node, so a pass computes it once. The last few are remembered.
     */
    private InnerProdTallNode recent(BinaryOp f1, BinaryOp f2, Node a, Node b, Backend blas) {
        synchronized (recent) {
            for (var ref : recent) {
                InnerProdTallNode ip = ref.get();
                if (ip != null && ip.a == a && ip.b == b && ip.f1 == f1 && ip.f2 == f2 && ip.init == null && ip.bFrom == 0 && ip.bCol == 0
                        && ip.ncol == b.ncol && ip.backend == (ip.isDoubleProduct() ? blas : null)) return ip;
            }
            InnerProdTallNode ip = new InnerProdTallNode(f1, f2, a, b, blas);
            if (recent.size() == 8) recent.removeFirst();
            recent.addLast(new WeakReference<>(ip));
            return ip;
        }
    }

    private static BinaryOp swapped(BinaryOp f) {
        switch (f) {
            case ADD: case MUL: case MIN: case MAX: case EQ: case NE: case AND: case OR: case EUCLIDEAN: return f;
            case GT: return BinaryOp.LT;
            case LT: return BinaryOp.GT;
            case GE: return BinaryOp.LE;
            case LE: return BinaryOp.GE;
            default: throw new UnsupportedOperationException("inner.prod of two wide matrices with " + f.symbol());
        }
    }

    /** b as a small node in tall form (its user shape), copying when it is stored transposed. */
    private Node smallTall(Matrix b) {
        if (b.length() > engine.config().smallLimit()) throw new UnsupportedOperationException("inner.prod: right operand " + b.nrow() + "x" + b.ncol() + " is not small enough to hold in memory");
        return b.isTransposed() ? transposer.physical(b, false).node() : b.node();
    }
}
