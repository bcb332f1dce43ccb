package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Cumulative ops in one ordered pass, with partitions computed ahead (local results combined with
 * the global prefix later) and deferred, against the reference, over many partitions and threads.
 */
class CumulativeTest {
    @Test void cumulativePassesMatchReference() {
        long ahead = 0;
        for (int[] cfg : new int[][] {{3, 8, 1}, {2, 16, 2}, {3, 32, 4}, {1, 8, 1}}) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(48).maxPending(cfg[2]).build())) {
                Random rnd = new Random(cfg[0] * 100 + cfg[1]);
                for (int round = 0; round < 40; round++) {
                    RandomDags g = new RandomDags(e, rnd.nextLong());
                    int n = 200 + rnd.nextInt(3000);
                    ElementType t = ElementType.values()[rnd.nextInt(3)];
                    RandomDags.Pair x = g.source(n, 1 + rnd.nextInt(3), t);
                    BinaryOp op = new BinaryOp[] {BinaryOp.ADD, BinaryOp.MIN, BinaryOp.MAX, BinaryOp.MUL}[rnd.nextInt(4)];
                    Matrix c = e.cumCol(x.m(), op);
                    Ref rc = x.r().cumCol(op);
                    // the cumulative output feeds element-wise ops and a sink in the same pass
                    Matrix y = e.mapply(c, x.m(), BinaryOp.SUB);
                    Ref ry = Ref.mapply(rc, x.r(), BinaryOp.SUB);
                    Matrix s = e.aggCol(e.sapply(y, UnaryOp.ABS), AggOp.MAX);
                    Ref rs = ry.sapply(UnaryOp.ABS).aggCol(AggOp.MAX);
                    e.materialize(c, y, s);
                    ahead += e.lastPassStats().partitionsRunAhead();
                    String what = "cum.col " + op + " on " + n + "x" + x.m().ncol() + " " + t + " threads=" + cfg[0] + " part=" + cfg[1];
                    DifferentialTest.compare(new RandomDags.Pair(c, rc, what));
                    DifferentialTest.compare(new RandomDags.Pair(y, ry, what + " then -"));
                    DifferentialTest.compare(new RandomDags.Pair(s, rs, what + " then colMax"));
                }
            }
        }
        assertTrue(ahead > 0, "some partitions ran ahead");
        System.out.println("cumulative: " + ahead + " partitions ran ahead");
    }
}
