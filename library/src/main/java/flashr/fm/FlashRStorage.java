package flashr.fm;

import static flashr.fm.FmArgs.def;
import static flashr.fm.FmArgs.engine;
import static flashr.fm.FmArgs.invisible;
import static flashr.fm.FmArgs.required;

import flashr.base.Registry;
import flashr.bind.FmEngines;
import flashr.eval.Coerce;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.eval.Args;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * FlashR's matrices on SSDs: {@code in.mem = FALSE} and {@code name =} of the creation and
 * conversion functions ({@link #placed}), named matrices reopened by fm.get.dense.matrix, listed
 * and deleted, and fm.set.conf, which reads a configuration file of {@code key = value} lines
 * (data.dirs, io.depth, direct.io, memory.budget, threads, partition.rows) and starts the
 * session's engine with it.
 */
final class FlashRStorage {
    private FlashRStorage() {}

    static void register(Registry r) {
        def(r, "fm.get.dense.matrix", "name", a -> FmMatrix.matrix(engine(a).openStored(name(a, 0))));
        def(r, "fm.list.dense.matrices", "", a -> new RString(engine(a).storedNames().toArray(String[]::new)));
        def(r, "fm.delete.dense.matrix", "name", a -> invisible(a, RLogical.of(engine(a).deleteStored(name(a, 0)))));
        def(r, "fm.set.conf", "conf.file", a -> {
            FmEngines.configure(a.interp(), configFrom(FlashRStorage.name(a, 0)));
            return invisible(a, RLogical.of(true));
        });
    }

    private static String name(Args a, int i) {
        String s = Coerce.stringScalar(required(a, i, i == 0 ? "name" : "x"));
        if (s == null || s.isEmpty()) throw new RError("invalid matrix name");
        return s;
    }

    /**
     * x placed as asked: with a name, a persistent matrix of that name (computed straight into its
     * files when virtual); with in.mem = FALSE, its data in files (computed there when virtual);
     * else x itself.
     */
    static FmMatrix placed(Args a, FmMatrix x, int inMemArg, int nameArg) {
        RValue nv = nameArg >= 0 && a.has(nameArg) ? a.get(nameArg) : null;
        String name = nv == null || nv == RNull.NULL ? null : Coerce.stringScalar(nv);
        boolean inMem = inMemArg < 0 || FmArgs.flag(a, inMemArg, "in.mem", true);
        Engine e = engine(a);
        if (name != null && !name.isEmpty()) return x.like(e.saveAs(x.matrix(), name));
        if (!inMem) return x.like(e.convertStore(x.matrix(), false));
        return x;
    }

    /** The engine settings of a configuration file, over those the system properties give. */
    private static EngineConfig configFrom(String file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(Path.of(file));
        } catch (IOException e) {
            throw new RError("cannot open the configuration file '" + file + "'");
        }
        EngineConfig.Builder b = FmEngines.builder();
        for (String line : lines) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) continue;
            int eq = t.indexOf('=');
            if (eq <= 0) throw new RError("invalid line in '" + file + "': " + t);
            String key = t.substring(0, eq).strip().replace('_', '.'), value = t.substring(eq + 1).strip();
            try {
                switch (key) {
                    case "data.dirs", "root.conf" -> {
                        List<Path> dirs = new ArrayList<>();
                        for (String d : value.split("[,:]")) if (!d.isBlank()) dirs.add(Path.of(d.strip()));
                        b.dataDirs(dirs);
                    }
                    case "io.depth" -> b.ioDepth(Integer.parseInt(value));
                    case "direct.io" -> b.directIo(Boolean.parseBoolean(value) || value.equals("1"));
                    case "memory.budget" -> b.memoryBudget(FmEngines.bytesOf(value));
                    case "threads" -> b.threads(Integer.parseInt(value));
                    case "partition.rows" -> b.partitionRows(Integer.parseInt(value));
                    case "block.size", "stripe.bytes" -> b.stripeBytes(FmEngines.bytesOf(value));
                    case "numa" -> {
                        if (!value.equals("on") && !value.equals("off")) throw new RError("invalid value of 'numa' in '" + file + "': " + value + " (on or off)");
                        // the engine made next reads the topology: one node when off
                        flashr.engine.numa.NumaTopology.override(value.equals("off") ? flashr.engine.numa.NumaTopology.oneNode() : null);
                    }
                    default -> throw new RError("unknown setting '" + key + "' in '" + file + "'");
                }
            } catch (NumberFormatException e) {
                throw new RError("invalid value of '" + key + "' in '" + file + "': " + value);
            }
        }
        try {
            return b.build();
        } catch (IllegalArgumentException e) {
            throw new RError("invalid FlashR engine configuration: " + e.getMessage());
        }
    }

    /** fm.print.conf's lines on the file store. */
    static void printConf(Engine e, java.io.PrintStream out) {
        EngineConfig c = e.config();
        out.println("data directories: " + String.join(", ", c.storage().dataDirs().stream().map(Path::toString).toList()));
        out.println("I/O depth (partitions read ahead per thread): " + c.storage().ioDepth());
        out.println("direct I/O: " + (c.storage().directIo() ? "on where the file system allows it" : "off"));
        out.println("file store: " + e.storageDescription());
        out.println("stripe block: " + c.storage().stripeBytes() + " bytes");
        var numa = flashr.engine.numa.NumaTopology.current();
        out.println("NUMA nodes: " + numa.nodes() + (numa.simulated() ? " (simulated)" : numa.nodes() > 1 ? " (workers pinned to their node)" : ""));
        out.println("results stored in files for want of memory: " + e.spilledStores());
        if (e.storageStarted()) {
            var st = e.storage();
            st.settle();
            out.println("matrices written to files: " + st.storesMade() + " (" + st.storesPacked() + " small ones in pack files), "
                    + st.bytesWritten() + " bytes of data");
        }
    }

    /** Whether x's data is (or will be) in memory. */
    static boolean inMem(Engine e, Matrix m) { return e.inMemory(m); }
}
