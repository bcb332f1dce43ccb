package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

class SmokeTest {
    @Test
    void sumColSumsCrossprod() {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(8).pcacheBytes(64).build())) {
            int n = 101;
            double[] a = new double[n * 3];
            for (int k = 0; k < a.length; k++) a[k] = k % 7 - 2;
            Matrix x = e.fromArray(a, n, 3);
            Matrix s = e.agg(x, AggOp.SUM);
            Matrix cs = e.aggCol(x, AggOp.SUM);
            Matrix cp = e.innerProd(x.t(), x, BinaryOp.MUL, BinaryOp.ADD);
            Matrix y = e.mapply(e.sapply(e.sapply(x, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL);
            e.materialize(s, cs, cp, y);
            double tot = 0;
            for (double v : a) tot += v;
            assertEquals(tot, s.toDoubleArray()[0], 1e-9);
            double[] c = cs.toDoubleArray();
            assertEquals(3, c.length);
            double c0 = 0;
            for (int k = 0; k < n; k++) c0 += a[k];
            assertEquals(c0, c[0], 1e-9);
            double[] p = cp.toDoubleArray();
            double p01 = 0;
            for (int k = 0; k < n; k++) p01 += a[k] * a[n + k];
            assertEquals(p01, p[3], 1e-9);
            assertEquals(p01, p[1], 1e-9);
            assertEquals(2 * Math.sqrt(Math.abs(a[5])), y.toDoubleArray()[5], 1e-12);
            Matrix cum = e.cumCol(e.seq(1, 1, 100, ElementType.INTEGER), BinaryOp.ADD);
            int[] ci = cum.toIntArray();
            assertEquals(5050, ci[99]);
            System.out.println(e.explain(s));
        }
    }
}
