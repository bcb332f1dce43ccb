package flashr.fm;

import static flashr.fm.FmArgs.def;
import static flashr.fm.FmArgs.engine;
import static flashr.fm.FmArgs.invisible;
import static flashr.fm.FmArgs.required;

import flashr.base.Registry;
import flashr.base.io.WorkingDirectory;
import flashr.bind.FmMatrix;
import flashr.engine.Matrix;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.fm.io.DenseBinaryLoader;
import flashr.fm.io.DenseExporter;
import flashr.fm.io.DenseTextLoader;
import flashr.lang.RError;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * FlashR's dense matrix files, with FlashR's argument names: fm.load.dense.matrix (the paper's
 * load.dense) reads delimited text files, fm.load.dense.matrix.bin a binary file, both streamed
 * straight into memory or (in.mem = FALSE, or a name) the file store with bounded memory;
 * fm.export.dense.matrix writes a matrix as text or binary (see {@code flashr.fm.io}).
 */
final class FlashRLoad {
    private FlashRLoad() {}

    static void register(Registry r) {
        def(r, "fm.load.dense.matrix", "src.file, in.mem, ele.type, delim, ncol, name", FlashRLoad::load);
        r.alias("load.dense", "fm.load.dense.matrix");
        def(r, "fm.load.dense.matrix.bin", "src.file, in.mem, nrow, ncol, byrow, ele.type, name", FlashRLoad::loadBin);
        def(r, "fm.export.dense.matrix", "mat, file, sep, file.type, byrow", FlashRLoad::export);
    }

    private static ElementType type(Args a, int i) {
        String type = a.has(i) ? Coerce.stringScalar(a.get(i)) : "D";
        if (type == null) type = "";
        return switch (type) {
            case "D" -> ElementType.DOUBLE;
            case "I" -> ElementType.INTEGER;
            case "L" -> ElementType.LOGICAL;
            default -> throw new RError("'ele.type' must be \"D\", \"I\" or \"L\"");
        };
    }

    private static String name(Args a, int i) {
        RValue v = a.has(i) ? a.get(i) : null;
        String s = v == null || v == RNull.NULL ? null : Coerce.stringScalar(v);
        return s == null || s.isEmpty() ? null : s;
    }

    private static RValue load(Args a) {
        if (!(required(a, 0, "src.file") instanceof RString src) || src.length() == 0) throw new RError("'src.file' must be file names");
        boolean inMem = FmArgs.flag(a, 1, "in.mem", true);
        String delim = a.has(3) ? Coerce.stringScalar(a.get(3)) : "auto";
        if (delim == null) throw new RError("'delim' must be one character or \"auto\"");
        int ncol = Integer.MAX_VALUE;
        if (a.has(4)) {
            double n = Coerce.doubleScalar(a.get(4));
            if (Double.isNaN(n) || n < 1) throw new RError("'ncol' must be a positive number");
            ncol = (int) Math.min(Integer.MAX_VALUE, n);
        }
        List<Path> files = new ArrayList<>();
        for (int f = 0; f < src.length(); f++) {
            if (src.get(f) == null) throw new RError("'src.file' must be file names");
            files.add(WorkingDirectory.resolve(src.get(f)));
        }
        Matrix m = new DenseTextLoader(engine(a), type(a, 2), delim, ncol).load(files, inMem, name(a, 5));
        return FmMatrix.matrix(m);
    }

    private static RValue loadBin(Args a) {
        String file = Coerce.stringScalar(required(a, 0, "src.file"));
        if (file == null) throw new RError("'src.file' must be a file name");
        boolean inMem = FmArgs.flag(a, 1, "in.mem", true);
        long nrow = FmArgs.count(a, 2, "nrow");
        long ncol = FmArgs.count(a, 3, "ncol");
        boolean byrow = FmArgs.flag(a, 4, "byrow", false);
        Matrix m = DenseBinaryLoader.load(engine(a), WorkingDirectory.resolve(file), nrow, ncol, byrow, type(a, 5), inMem, name(a, 6));
        return FmMatrix.matrix(m);
    }

    private static RValue export(Args a) {
        Matrix m = FmArgs.dataMatrix(a, 0, "mat");
        String file = Coerce.stringScalar(required(a, 1, "file"));
        if (file == null || file.isEmpty()) throw new RError("invalid 'file' argument");
        String sep = a.has(2) ? Coerce.stringScalar(a.get(2)) : ",";
        if (sep == null) throw new RError("invalid 'sep' argument");
        String kind = a.has(3) ? Coerce.stringScalar(a.get(3)) : "text";
        Path path = WorkingDirectory.resolve(file);
        if ("text".equals(kind)) DenseExporter.text(m, path, sep);
        else if ("bin".equals(kind)) DenseExporter.binary(m, path, FmArgs.flag(a, 4, "byrow", false));
        else throw new RError("'file.type' must be \"text\" or \"bin\"");
        return invisible(a, RNull.NULL);
    }
}
