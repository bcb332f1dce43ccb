/**
 * The binding of the matrix engine ({@code flashr.engine}) to the language.
 * <ul>
 * <li>{@link flashr.bind.FmMatrix}: the R value of an engine matrix, with FlashR's S4 class names
 * as its class attribute ({@code fm}, {@code fmV}, {@code fmVFactor}); {@code typeof} is the
 * element type. It is not an {@code RVector}: base functions that read elements do not accept it
 * (yet); {@code as.vector}, {@code fm.conv.FM2R} convert it, materializing it first.</li>
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
 * The builtins are in {@code flashr.base.FlashRBuiltins} and its {@code FlashR*} helpers.
 */
package flashr.bind;
