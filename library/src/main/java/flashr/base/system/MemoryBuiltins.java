package flashr.base.system;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;

/**
 * Builtins about memory: {@code object.size} (R's byte counts, {@link ObjectSizes}) with its
 * format and print methods, and {@code gc}, which collects the Java heap and reports it the way
 * R's gc does. flashr has no cons cells: the Ncells row is 0, and the Vcells row counts the Java
 * heap in 8-byte cells (used now, the heap's current size as the trigger, the peak).
 */
final class MemoryBuiltins {
    private MemoryBuiltins() {}

    static void register(Registry r) {
        r.builtin(".objectsize", "x", a -> RDouble.of(ObjectSizes.of(a.get(0))));
        r.builtin(".gcinfo", "reset", a -> heapCells(a.has(0) && Coerce.flag(a.get(0), "reset")));
        RSource.define(r, "utils/object-size.R");
    }

    /** A 2 x 3 matrix of cells: rows Ncells (none) and Vcells (the heap); columns used, size, peak. */
    private static RDouble heapCells(boolean resetPeak) {
        System.gc();
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() != MemoryType.HEAP) continue;
            MemoryUsage p = pool.getPeakUsage();
            if (p != null) peak += p.getUsed();
            if (resetPeak) pool.resetPeakUsage();
        }
        RDouble m = new RDouble(new double[] {0, heap.getUsed() / 8, 0, heap.getCommitted() / 8, 0, Math.max(peak, heap.getUsed()) / 8});
        m.setAttr("dim", RInt.of(2, 3));
        return m;
    }
}
