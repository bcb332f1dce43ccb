/**
 * The binding of the matrix engine ({@code flashr.engine}) to the language.
 * <ul>
 * <li>{@link flashr.bind.FmMatrix}: the R value of an engine matrix, either a FlashR object (its
 * class attribute is FlashR's S4 class name, {@code fm}, {@code fmV}, {@code fmVFactor}) or a plain
 * engine value (no attributes: an R vector or matrix the engine holds). {@code typeof} is the
 * element type. Builtins meet it through their engine methods or materialized
 * ({@link flashr.lang.EngineValue}).</li>
 * <li>{@link flashr.bind.EngineThreshold}: moves large numeric builtin results into the engine.</li>
 * <li>{@link flashr.bind.FmEngines}: one engine per interpreter, lazily started, configured by
 * system properties, closed with its interpreter or at exit.</li>
 * <li>{@code FmPasses}: every pass of a session's engine gets a cancellation token that the
 * session's interrupt (Ctrl-C) sets, and reports to the session's progress display, if any; a
 * cancelled pass unwinds as R's interrupt.</li>
 * <li>{@link flashr.bind.FmConvert}: R vectors to engine matrices and back (column-major, same NA
 * encodings, no per-element work).</li>
 * <li>{@link flashr.bind.FmOps}: FlashR's operator objects and names resolved to the engine's
 * predefined functions.</li>
 * </ul>
 * Printing (FlashR prints S4 information): a header line, {@code FlashR matrix 4 x 3 (double)} or
 * {@code FlashR vector of length 5 (integer)}, then the data as R prints the converted value; an
 * object of more than 20 rows (elements, columns) shows its first 6 and a line {@code ... N more rows}
 * ({@code elements}, {@code columns}).
 * The builtins are in {@code flashr.fm.FlashRBuiltins} and its {@code FlashR*} helpers.
 */
package flashr.bind;
