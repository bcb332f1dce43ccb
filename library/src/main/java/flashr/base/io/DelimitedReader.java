package flashr.base.io;

import de.siegmar.fastcsv.reader.CommentStrategy;
import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The reading half of read.table/read.csv: a delimited text file as rows of fields. One
 * separator character goes to FastCSV (RFC 4180 quoting, quotes doubled inside quotes); the
 * separator "" means white space, where runs of blanks separate fields and quotes group them, as
 * read.table's default. Blank lines and comment lines are skipped. Types are decided later, per
 * column ({@link ColumnTypes}).
 */
public final class DelimitedReader {
    private DelimitedReader() {}

    private static byte[] fileBytes(java.nio.file.Path p) throws IOException {
        try (java.io.InputStream in = Compression.decompressed(new java.io.BufferedInputStream(Files.newInputStream(p)))) {
            return in.readAllBytes();
        }
    }

    /** The rows of {@code file} (or of the text {@code file} itself when {@code isText}) after {@code skip} lines, at most {@code nrows} (negative: all). */
    public static List<String[]> read(String file, boolean isText, String sep, String quote, String comment, int skip, int nrows) {
        try {
            // bytes that are no UTF-8 (a binary file) are read as replacement characters, as R reads any bytes
            // compressed files (gzip, bzip2, xz) are read through their compression, as R's file() reads them
            String text = isText ? file : new String(fileBytes(WorkingDirectory.resolve(file)), StandardCharsets.UTF_8);
            for (int i = 0; i < skip; i++) {
                int nl = text.indexOf('\n');
                text = nl < 0 ? "" : text.substring(nl + 1);
            }
            List<String[]> rows = sep.isEmpty() ? whiteSpaced(text, quote, comment) : delimited(text, sep.charAt(0), quote, comment);
            return nrows >= 0 && rows.size() > nrows ? new ArrayList<>(rows.subList(0, nrows)) : rows;
        } catch (NoSuchFileException e) {
            throw new RError("cannot open file '" + file + "': No such file or directory");
        } catch (IOException | UncheckedIOException e) {
            throw new RError("cannot read file '" + file + "': " + e.getMessage());
        }
    }

    private static List<String[]> delimited(String text, char sep, String quote, String comment) {
        CsvReader.CsvReaderBuilder b = CsvReader.builder().fieldSeparator(sep).skipEmptyLines(true)
                .ignoreDifferentFieldCount(true).acceptCharsAfterQuotes(true);
        if (!quote.isEmpty()) b.quoteCharacter(quote.charAt(0));
        if (!comment.isEmpty()) b.commentStrategy(CommentStrategy.SKIP).commentCharacter(comment.charAt(0));
        List<String[]> rows = new ArrayList<>();
        try (CsvReader<CsvRecord> r = b.ofCsvRecord(text)) {
            for (CsvRecord rec : r) rows.add(rec.getFields().toArray(String[]::new));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }

    /** Fields separated by runs of spaces and tabs; a field may be quoted by any quote character. */
    private static List<String[]> whiteSpaced(String text, String quote, String comment) {
        List<String[]> rows = new ArrayList<>();
        for (String line : text.split("\r?\n", -1)) {
            List<String> fields = new ArrayList<>();
            StringBuilder f = new StringBuilder();
            boolean in = false, any = false;
            char q = 0;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (in) {
                    // write.table's qmethod "escape" writes a quote inside quotes as \"
                    if (c == '\\' && i + 1 < line.length() && line.charAt(i + 1) == q) f.append(line.charAt(++i));
                    else if (c == q) in = false;
                    else f.append(c);
                } else if (!comment.isEmpty() && c == comment.charAt(0)) {
                    break;
                } else if (quote.indexOf(c) >= 0) {
                    in = true; q = c; any = true;
                } else if (c == ' ' || c == '\t') {
                    if (any) { fields.add(f.toString()); f.setLength(0); any = false; }
                } else {
                    f.append(c); any = true;
                }
            }
            if (any) fields.add(f.toString());
            if (!fields.isEmpty()) rows.add(fields.toArray(String[]::new));
        }
        return rows;
    }

    /**
     * read.table's data: list(names = the header's fields or NULL, columns = a list of typed
     * columns (type.convert's choice, as.is), rownames = whether the header is one field short,
     * so the first column holds row names). As R's read.table, the number of columns is the most
     * fields of the first five lines (the header's included), or {@code minWidth} (the length of
     * col.names) when that is more. With {@code fill} short rows are padded with NA and a longer
     * one goes on over as many rows as it fills, as R's scan(fill = TRUE) reads it; without it a
     * row of another length is R's error. Without {@code convert} the columns stay text
     * (read.table's colClasses types them). The header's names lose their surrounding blanks, as
     * R's read.table reads them (strip.white = TRUE).
     */
    public static RValue table(List<String[]> rows, boolean header, java.util.Set<String> naStrings, boolean fill, boolean stripWhite,
                               boolean convert, int minWidth) {
        int width = minWidth;
        for (int i = 0; i < Math.min(5, rows.size()); i++) width = Math.max(width, rows.get(i).length);
        String[] names = header && !rows.isEmpty() ? rows.remove(0) : null;
        if (names != null) for (int i = 0; i < names.length; i++) names[i] = names[i].strip();
        if (names != null && names.length < width - 1) throw new RError("more columns than column names");
        boolean rowNames = names != null && names.length == width - 1;
        for (int i = 0; i < rows.size(); i++) {
            if (!fill && rows.get(i).length != width) {
                throw new RError("line " + (i + 1 + (header ? 1 : 0)) + " did not have " + width + " elements");
            }
        }
        if (fill && width > 0) rows = wrapped(rows, width);
        RValue[] cols = new RValue[width];
        for (int c = 0; c < width; c++) {
            String[] cells = new String[rows.size()];
            for (int r = 0; r < cells.length; r++) {
                String[] row = rows.get(r);
                String v = c < row.length ? row[c] : null;
                if (v != null && stripWhite) v = v.strip();
                cells[r] = v == null || naStrings.contains(v) ? null : v;
            }
            cols[c] = convert ? ColumnTypes.convert(cells) : new RString(cells);
        }
        RList out = new RList(new RValue[] {names == null ? flashr.lang.RNull.NULL : new RString(names), new RList(cols),
                flashr.lang.RLogical.of(rowNames)});
        out.setAttr("names", RString.of("names", "columns", "rownames"));
        return out;
    }

    /** Rows longer than {@code width} cut into rows of {@code width} fields (the last one short). */
    private static List<String[]> wrapped(List<String[]> rows, int width) {
        List<String[]> out = new java.util.ArrayList<>(rows.size());
        for (String[] r : rows) {
            if (r.length <= width) out.add(r);
            else for (int k = 0; k < r.length; k += width) out.add(java.util.Arrays.copyOfRange(r, k, Math.min(r.length, k + width)));
        }
        return out;
    }

    /**
     * R's type.convert(as.is = TRUE) of one character vector: the na.strings fields are NA, and a
     * decimal mark other than '.' reads as '.'; a vector that stays character keeps its own text.
     */
    public static RValue typeConvert(String[] cells, java.util.Set<String> naStrings, char dec) {
        String[] in = new String[cells.length];
        for (int i = 0; i < cells.length; i++) {
            String v = cells[i];
            in[i] = v == null || naStrings.contains(v) ? null : dec == '.' ? v : v.indexOf('.') >= 0 ? "\u0001" : v.replace(dec, '.');
        }
        RValue out = ColumnTypes.convert(in);
        if (!(out instanceof RString)) return out;
        String[] kept = new String[cells.length];
        for (int i = 0; i < cells.length; i++) kept[i] = cells[i] == null || naStrings.contains(cells[i]) ? null : cells[i];
        return new RString(kept);
    }
}
