package flashr.base.data;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.base.io.DelimitedReader;
import flashr.base.io.FileOpening;
import flashr.base.strings.StringArgs;
import flashr.eval.Coerce;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.utils.Datasets;

/**
 * Builtins: data frames, aggregate and str. The functions are R code, as R writes them
 * ({@code base/data-frame.R}, {@code utils/str.R}), loaded on first use; Java gives them
 * {@code .row_names_info}, the one thing R code cannot see (whether row names are automatic).
 */
public final class DataFrameBuiltins {
    private DataFrameBuiltins() {}

    public static void register(Registry r) {
        Datasets.register(r);
        // type 2: the number of rows; type 1: the same, negative when the row names are automatic;
        // type 0: the row.names attribute as stored (automatic ones compact, c(NA, -n))
        r.builtin(".row_names_info", "x, type", a -> {
            RValue x = a.get(0);
            int type = a.has(1) ? Coerce.intScalar(a.get(1)) : 1;
            if (type == 0) {
                RValue rn = x.getAttr("row.names");
                return rn == null ? flashr.lang.RNull.NULL : rn;
            }
            int n = DataFrames.rows(x);
            // type 1 gives the compact form's own sign: c(NA, -n) automatic, c(NA, n) not
            RValue rn = x.getAttr("row.names");
            return RInt.of(type == 1 && DataFrames.isCompact(rn) ? ((RInt) rn).get(1) : n);
        });
        // data.frame(...) in its commonest form, or NULL (DataFrameSimple)
        r.builtin(".df_simple", "..., row.names, stringsAsFactors", DataFrameSimple::make);
        r.builtin(".read_table_fields", "file, sep, quote, comment, skip, nrows, header, na.strings, fill, strip.white, convert, ncols", a -> {
            // file is a path, or (class ".text") the text read.table read from a connection
            boolean text = a.get(0).inherits(".text");
            if (!text && a.get(0) instanceof RString f && f.length() == 1 && f.get(0) != null) FileOpening.READ_TABLE.checkReadable(a.interp(), f.get(0));
            java.util.List<String[]> rows = DelimitedReader.read(Coerce.stringScalar(a.get(0)), text, Coerce.stringScalar(a.get(1)),
                    Coerce.stringScalar(a.get(2)), Coerce.stringScalar(a.get(3)), Coerce.intScalar(a.get(4)), Coerce.intScalar(a.get(5)));
            java.util.Set<String> na = new java.util.HashSet<>(java.util.Arrays.asList(StringArgs.strings(a.get(7))));
            return DelimitedReader.table(rows, Coerce.flag(a.get(6), "header"), na, Coerce.flag(a.get(8), "fill"),
                    Coerce.flag(a.get(9), "strip.white"), !a.has(10) || Coerce.flag(a.get(10), "convert"),
                    a.has(11) ? Coerce.intScalar(a.get(11)) : 0);
        });
        // the typing of type.convert.default: x a character vector, dec one character
        r.builtin(".type_convert", "x, na.strings, dec", a -> {
            String dec = Coerce.stringScalar(a.get(2));
            if (dec == null || dec.length() != 1) throw new flashr.lang.RError("invalid decimal separator");
            java.util.Set<String> na = new java.util.HashSet<>(java.util.Arrays.asList(StringArgs.strings(a.get(1))));
            return DelimitedReader.typeConvert(StringArgs.strings(a.get(0)), na, dec.charAt(0));
        });
        RSource.define(r, "base/data-frame.R");
        RSource.define(r, "utils/read-table.R");
        RSource.define(r, "utils/read-fwf.R");
        RSource.define(r, "utils/type-convert.R");
        RSource.define(r, "stats/aggregate.R");
        RSource.define(r, "base/data-tools.R");
        RSource.define(r, "utils/str.R");
    }
}
