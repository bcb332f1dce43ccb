package flashr.lang;

/** A position in a source: file name (or null), 1-based line and column. */
public record SourcePos(String file, int line, int column) {}
