/**
 * Numerical methods that R's statistics functions run, ported in R's arithmetic order so that
 * results match GNU R's to the bit: optim's minimizers (Nelder-Mead, BFGS, conjugate gradients,
 * L-BFGS-B), nlm's UNCMIN, QUADPACK's adaptive integration (integrate), R's mixed-radix FFT (fft, density),
 * hierarchical clustering and cutree, dist's distances, lowess and interpolating cubic splines. They know
 * nothing of R values: the builtins in {@code flashr.base} pass objectives and integrands in. nlminb's PORT
 * optimizers are in {@link flashr.numeric.port}.
 */
package flashr.numeric;
