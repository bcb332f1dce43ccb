/**
 * The binding of the matrix engine ({@code flashr.engine}) to the language: {@link flashr.bind.FmMatrix},
 * the R value of an engine matrix (FlashR's S4 classes {@code fm}, {@code fmV}, {@code fmVFactor});
 * {@link flashr.bind.FmEngines}, the one engine of each interpreter; {@link flashr.bind.FmConvert},
 * R vectors to engine matrices and back; {@link flashr.bind.FmOps}, FlashR's operator objects and
 * names resolved to the engine's functions. The builtins are in {@code flashr.base.FlashRBuiltins}.
 */
package flashr.bind;
