/**
 * The R parser: turns source text into R language objects (calls, symbols, constants) as R's
 * own parser does ({@link flashr.parse.RParser}), and turns language objects back into text
 * ({@link flashr.parse.Deparser}). The grammar itself lives in the grammar module
 * ({@code flashr.grammar.RSyntax}).
 */
package flashr.parse;
