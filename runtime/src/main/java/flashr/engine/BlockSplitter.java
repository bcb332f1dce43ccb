package flashr.engine;

import flashr.engine.dag.*;
import flashr.engine.memory.MatrixStore;
import flashr.engine.memory.MemStore;

/**
 * Decomposes operations on block matrices (wider than {@link MatrixStore#BLOCK_COLS} columns) into
 * operations on their 32-column TAS blocks, as FlashR does: a wide target becomes one node per
 * block (generators, element-wise ops, sweeps, cumulative ops and agg.col are column-separable;
 * a tall inner product X %*% W and groupby.col split by blocks of output columns; a
 * crossprod-like inner product splits into products of block pairs, only the upper triangle of
 * them for a symmetric one; groupby.row into one sink per block), the blocks are computed in one
 * pass with 32-column Pcache blocks, and the target's data is assembled from the block stores
 * without a copy. Row-wise ops inside a DAG are decomposed by {@link RowOpBlocks}; anything else
 * on wide matrices runs undecomposed.
 */
final class BlockSplitter {
    private BlockSplitter() {}

    /** Per-block nodes computing target t, or null when t is not a decomposable block matrix. */
    static Node[] split(Node t) {
        if (t.isMaterialized()) return null;
        if (t instanceof AggColNode a) {
            Node[] xs = a.in.ncol > MatrixStore.BLOCK_COLS ? inner(a.in) : null;
            if (xs == null) return null;
            Node[] out = new Node[xs.length];
            for (int b = 0; b < xs.length; b++) out[b] = new AggColNode(a.op, xs[b], a.meanOf, a.meanOfKept, a.inOrderNaNs);
            return out;
        }
        if (t instanceof InnerProdSinkNode ip && (ip.a.ncol > MatrixStore.BLOCK_COLS || ip.b.ncol > MatrixStore.BLOCK_COLS)) {
            // t(A) %*% B by pairs of blocks: C[i-block, j-block] = t(A_i) %*% B_j
            Node[] as = ip.a.ncol > MatrixStore.BLOCK_COLS ? inner(ip.a) : new Node[] {ip.a};
            Node[] bs = ip.b == ip.a ? as : (ip.b.ncol > MatrixStore.BLOCK_COLS ? inner(ip.b) : new Node[] {ip.b});
            if (as == null || bs == null) return null;
            int na = as.length;
            Node[] out = new Node[na * bs.length];
            boolean mirror = isSymmetric(ip);
            for (int j = 0; j < bs.length; j++)
                for (int i = 0; i < na; i++) if (!mirror || i <= j) out[j * na + i] = new InnerProdSinkNode(ip.f1, ip.f2, as[i], bs[j], ip.backend);
            // C[j-block, i-block] = t(C[i-block, j-block]): the lower pieces alias the upper ones
            if (mirror) for (int j = 0; j < na; j++) for (int i = j + 1; i < na; i++) out[j * na + i] = out[i * na + j];
            return out;
        }
        if (t instanceof GroupbyRowNode g && g.in.ncol > MatrixStore.BLOCK_COLS) {
            // groupby.row aggregates each column on its own: one k x 32 sink per block
            Node[] xs = inner(g.in);
            if (xs == null) return null;
            Node[] out = new Node[xs.length];
            for (int b = 0; b < xs.length; b++) out[b] = new GroupbyRowNode(g.op, xs[b], g.labels, g.groups);
            return out;
        }
        if (t.isSink() || t.ncol <= MatrixStore.BLOCK_COLS) return null;
        return blocks(t);
    }

    /**
     * crossprod-like products of one node with itself whose f1 commutes: C[i,j] = C[j,i] exactly
     * (the fold over rows is the same for both), so only the upper block triangle is computed.
     */
    static boolean isSymmetric(InnerProdSinkNode ip) {
        return ip.a == ip.b && ip.f1.commutes(ip.f1.operandType(ip.a.type, ip.b.type));
    }

    private static int nblocks(Node x) { return (x.ncol + MatrixStore.BLOCK_COLS - 1) / MatrixStore.BLOCK_COLS; }

    static int[] cols(int b, int ncol) {
        int from = b * MatrixStore.BLOCK_COLS, n = Math.min(MatrixStore.BLOCK_COLS, ncol - from);
        int[] c = new int[n];
        for (int k = 0; k < n; k++) c[k] = from + k;
        return c;
    }

    /**
     * The blocks of a node inside a DAG: as {@link #blocks}, but a cached virtual node is not
     * split, so the pass meets it whole and keeps its data.
     */
    static Node[] inner(Node x) {
        return x.isCached() && !x.isMaterialized() ? null : blocks(x);
    }

    /** x's column blocks as nodes, or null when some op on the way needs whole rows. */
    static Node[] blocks(Node x) {
        int nb = nblocks(x);
        Node[] out = new Node[nb];
        if (x.isMaterialized()) {
            for (int b = 0; b < nb; b++) out[b] = new SelectColsNode(x, cols(b, x.ncol));
            return out;
        }
        switch (x) {
            case GeneratorNode g -> {
                for (int b = 0; b < nb; b++) out[b] = g.columns(b * MatrixStore.BLOCK_COLS, cols(b, x.ncol).length);
            }
            case SapplyNode s -> {
                Node[] in = inner(s.in);
                if (in == null) return null;
                for (int b = 0; b < nb; b++) out[b] = s.on(in[b]);
            }
            case CumColNode c -> {
                Node[] in = inner(c.in);
                if (in == null) return null;
                for (int b = 0; b < nb; b++) out[b] = new CumColNode(c.op, in[b], c.sums);
            }
            case MapplyNode m -> {
                Node[] mb = inner(m.m);
                if (mb == null) return null;
                Node[] ob = null;
                if (m.mode == Broadcast.FULL) { ob = inner(m.other); if (ob == null) return null; }
                if (m.mode == Broadcast.COL_VECTOR && m.other.ncol != 1) return null;
                for (int b = 0; b < nb; b++) {
                    Node other = switch (m.mode) {
                        case FULL -> ob[b];
                        case COL_VECTOR -> new RowSelectNode(m.other, java.util.Arrays.stream(cols(b, x.ncol)).asLongStream().toArray());
                        default -> m.other;
                    };
                    out[b] = new MapplyNode(m.op, mb[b], other, m.mode, m.otherLeft);
                }
            }
            case IfElseNode s -> {
                Node[] tb = inner(s.test);
                Node[] yb = s.isScalar(s.yes) ? null : inner(s.yes);
                Node[] nb2 = s.isScalar(s.no) ? null : inner(s.no);
                if (tb == null || yb == null && !s.isScalar(s.yes) || nb2 == null && !s.isScalar(s.no)) return null;
                for (int b = 0; b < nb; b++) out[b] = new IfElseNode(tb[b], yb == null ? s.yes : yb[b], nb2 == null ? s.no : nb2[b], s.type);
            }
            case InnerProdTallNode ip when ip.init == null && ip.bFrom == 0 && ip.a.ncol == ip.b.nrow -> {
                // one product per output block, each with W's columns of its block, over the
                // input's blocks when it is wide too (the input blocks are shared by the products)
                Node[] as = ip.a.ncol > MatrixStore.BLOCK_COLS ? inner(ip.a) : null;
                if (as == null) as = new Node[] {ip.a};
                for (int b = 0; b < nb; b++) out[b] = RowOpBlocks.product(ip, as, ip.bCol + b * MatrixStore.BLOCK_COLS, cols(b, x.ncol).length);
            }
            case GroupbyColNode g -> {
                // one chain per block of groups: each folds only the columns labelled with its groups
                Node[] in = g.in.ncol > MatrixStore.BLOCK_COLS ? inner(g.in) : null;
                if (in == null) in = new Node[] {g.in};
                for (int b = 0; b < nb; b++) out[b] = RowOpBlocks.steps(g.op, in, g.labels, g.groups, b * MatrixStore.BLOCK_COLS, cols(b, x.ncol).length);
            }
            default -> { return null; }
        }
        return out;
    }

    /** Gives t the data computed by its (materialized) block nodes. */
    static void assemble(Node t, Node[] parts, MemStore.Factory small) {
        if (t instanceof InnerProdSinkNode ip) {
            // a grid of block pairs, column-major; a lower piece aliasing the upper one is its transpose
            MatrixStore s = small.create(t.nrow, t.ncol, t.type);
            int na = ip.a.ncol > MatrixStore.BLOCK_COLS ? nblocks(ip.a) : 1, nb = parts.length / na;
            for (int j = 0; j < nb; j++)
                for (int i = 0; i < na; i++) {
                    Node q = parts[j * na + i];
                    boolean mirrored = i > j && na == nb && q == parts[i * na + j];
                    copy(q.data(), s, (long) i * MatrixStore.BLOCK_COLS, j * MatrixStore.BLOCK_COLS, mirrored);
                }
            t.setData(s);
            return;
        }
        if (t instanceof GroupbyRowNode) {
            // k x 32 pieces side by side
            MatrixStore s = small.create(t.nrow, t.ncol, t.type);
            int col = 0;
            for (Node p : parts) {
                copy(p.data(), s, 0, col, false);
                col += p.ncol;
            }
            t.setData(s);
            return;
        }
        if (t instanceof AggColNode) {
            MatrixStore s = small.create(t.nrow, t.ncol, t.type);
            long r = 0;
            for (Node p : parts) {
                for (long k = 0; k < p.nrow; k++, r++) {
                    if (t.type == flashr.engine.type.ElementType.DOUBLE) s.setDouble(r, 0, p.data().getDouble(k, 0));
                    else s.setInt(r, 0, p.data().getInt(k, 0));
                }
            }
            t.setData(s);
            return;
        }
        MatrixStore[] bs = new MatrixStore[parts.length];
        for (int b = 0; b < parts.length; b++) bs[b] = parts[b].data();
        t.setData(MemStore.ofBlocks(bs));
    }

    /** Copies piece q into s at (r0, c0), transposed when {@code transposed}. */
    private static void copy(MatrixStore q, MatrixStore s, long r0, int c0, boolean transposed) {
        boolean dbl = s.type == flashr.engine.type.ElementType.DOUBLE;
        for (int c = 0; c < q.ncol; c++)
            for (long r = 0; r < q.nrow; r++) {
                long tr = transposed ? r0 + c : r0 + r;
                int tc = transposed ? c0 + (int) r : c0 + c;
                if (dbl) s.setDouble(tr, tc, q.getDouble(r, c));
                else s.setInt(tr, tc, q.getInt(r, c));
            }
    }
}
