package flashr.fm;

import static flashr.fm.FmArgs.def;
import static flashr.fm.FmArgs.engine;
import static flashr.fm.FmArgs.required;

import flashr.base.Registry;
import flashr.base.io.WorkingDirectory;
import flashr.bind.FmMatrix;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.NumberText;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * fm.load.dense.matrix (the paper's load.dense): a text file of one row per line, fields separated
 * by {@code delim}, read into an in-memory matrix of element type "D" (double), "I" (integer) or
 * "L" (logical); "NA" fields are NA. Several files are read one after another as one matrix. With
 * {@code ncol} only the first ncol fields of each line are read.
 */
final class FlashRLoad {
    private FlashRLoad() {}

    static void register(Registry r) {
        def(r, "fm.load.dense.matrix", "src, in.mem, ele.type, delim, ncol, name", FlashRLoad::load);
        r.alias("load.dense", "fm.load.dense.matrix");
    }

    private static RValue load(Args a) {
        if (!(required(a, 0, "src") instanceof RString src) || src.length() == 0) throw new RError("'src' must be file names");
        String type = a.has(2) ? Coerce.stringScalar(a.get(2)) : "D";
        ElementType et = switch (type) {
            case "D" -> ElementType.DOUBLE;
            case "I" -> ElementType.INTEGER;
            case "L" -> ElementType.LOGICAL;
            default -> throw new RError("'ele.type' must be \"D\", \"I\" or \"L\"");
        };
        Pattern delim = Pattern.compile(Pattern.quote(a.has(3) ? Coerce.stringScalar(a.get(3)) : ","));
        int ncol = a.has(4) ? Coerce.intScalar(a.get(4)) : Integer.MAX_VALUE;
        List<String[]> rows = new ArrayList<>();
        for (int f = 0; f < src.length(); f++) readRows(src.get(f), delim, rows);
        int nc = rows.isEmpty() ? 0 : Math.min(ncol, rows.get(0).length);
        int nr = rows.size();
        if ((long) nr * nc > Integer.MAX_VALUE) throw new RError("the file has too many elements to load in one matrix");
        double[] d = et == ElementType.DOUBLE ? new double[nr * nc] : null;
        int[] v = d == null ? new int[nr * nc] : null;
        for (int i = 0; i < nr; i++) {
            String[] fields = rows.get(i);
            if (fields.length < nc) throw new RError("line " + (i + 1) + " has " + fields.length + " fields, not " + nc);
            for (int j = 0; j < nc; j++) {
                String s = fields[j].strip();
                if (d != null) d[i + j * nr] = NumberText.parseDouble(s);
                else v[i + j * nr] = et == ElementType.INTEGER ? integer(s) : logical(s);
            }
        }
        return FmMatrix.matrix(engine(a).fromArray(d, v, et, nr, nc, flashr.engine.type.Layout.COL_MAJOR));
    }

    private static void readRows(String file, Pattern delim, List<String[]> rows) {
        try (BufferedReader in = Files.newBufferedReader(WorkingDirectory.resolve(file), StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.isBlank()) rows.add(delim.split(line, -1));
            }
        } catch (NoSuchFileException e) {
            throw new RError("cannot open file '" + file + "': No such file or directory");
        } catch (IOException e) {
            throw new RError("cannot read file '" + file + "': " + e.getMessage());
        }
    }

    private static int integer(String s) {
        double x = NumberText.parseDouble(s);
        return Double.isNaN(x) || Math.abs(x) >= 2147483648.0 ? RInt.NA : (int) x; // truncates, as R's as.integer
    }

    private static int logical(String s) {
        return switch (s) {
            case "TRUE", "T", "true", "True", "1" -> 1;
            case "FALSE", "F", "false", "False", "0" -> 0;
            default -> RInt.NA;
        };
    }
}
