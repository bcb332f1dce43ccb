/**
 * Random numbers bit-identical to GNU R 4.2's defaults: the Mersenne-Twister uniform generator
 * seeded as {@code set.seed} does (and every other uniform kind of R but the user-supplied:
 * Wichmann-Hill, Marsaglia-Multicarry, Super-Duper, Knuth-TAOCP(-2002), L'Ecuyer-CMRG), normal
 * deviates by inversion (or Box-Muller, Ahrens-Dieter, Kinderman-Ramage), exponential deviates by
 * Ahrens and Dieter (1972), binomial deviates by BTPE, and sampling by rejection
 * ({@code sample.kind = "Rejection"}). Also the normal distribution functions the generators
 * need (Wichura's AS241 quantile, Cody's cumulative distribution).
 *
 * <p>The generator state belongs to one interpreter: {@link flashr.rng.RandomState#of} keeps
 * one state per {@link flashr.eval.Interpreter} in a weak map, so the interpreter needs no
 * field for it. Nothing here knows R values; {@code flashr.base.RandomBuiltins} adapts.
 */
package flashr.rng;
