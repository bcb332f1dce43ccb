package flashr.base;

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

    private static final String SOURCE = """
        object.size <- function(x) structure(.objectsize(x), class = "object_size")
        format.object_size <- function(x, units = "b", standard = "auto", digits = 1L, ...) {
            bases <- c(legacy = 1024, IEC = 1024, SI = 1000)
            unit.names <- list(
                SI = c("B", "kB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB", "RB", "QB"),
                IEC = c("B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB", "RiB", "QiB"),
                legacy = c("b", "Kb", "Mb", "Gb", "Tb", "Pb"),
                LEGACY = c("B", "KB", "MB", "GB", "TB", "PB"))
            units <- match.arg(units, c("auto", unique(unlist(unit.names, use.names = FALSE))))
            standard <- match.arg(standard, c("auto", names(bases)))
            if (standard == "auto") {
                # the unit's spelling tells the standard; legacy unless it ends in iB
                standard <- "legacy"
                if (units != "auto") {
                    if (endsWith(units, "iB")) standard <- "IEC"
                    else if (units == "kB") stop("For SI units, specify 'standard = \\"SI\\"'")
                }
            }
            base <- bases[[standard]]
            known <- unit.names[[standard]]
            power <- if (units == "auto") {
                if (x <= 0) 0L else min(as.integer(log(x, base = base)), length(known) - 1L)
            } else {
                p <- match(toupper(units), toupper(known)) - 1L
                if (is.na(p)) stop(gettextf("Unit \\"%s\\" is not part of standard \\"%s\\"", sQuote(units), sQuote(standard)))
                p
            }
            unit <- if (power == 0 && standard == "legacy") "bytes" else known[power + 1L]
            paste(round(x / base^power, digits = digits), unit)
        }
        print.object_size <- function(x, quote = FALSE, units = "b", standard = "auto", digits = 1L, ...) {
            y <- format.object_size(x, units = units, standard = standard, digits = digits)
            if (quote) print.default(y, ...) else cat(y, "\\n", sep = "")
            invisible(x)
        }
        gc <- function(verbose = FALSE, reset = FALSE, full = TRUE) {
            cells <- .gcinfo(reset)
            mb <- round(cells * 8 / 2^20, 1)
            res <- cbind(cells[, 1L], mb[, 1L], cells[, 2L], mb[, 2L], cells[, 3L], mb[, 3L])
            dimnames(res) <- list(c("Ncells", "Vcells"), c("used", "(Mb)", "gc trigger", "(Mb)", "max used", "(Mb)"))
            res
        }
        """;

    static void register(Registry r) {
        r.builtin(".objectsize", "x", a -> RDouble.of(ObjectSizes.of(a.get(0))));
        r.builtin(".gcinfo", "reset", a -> heapCells(a.has(0) && Coerce.flag(a.get(0), "reset")));
        MetaPrelude.define(r, SOURCE, "<memory prelude>");
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
