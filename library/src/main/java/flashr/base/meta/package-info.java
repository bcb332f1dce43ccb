/**
 * Computing on the language: quote/substitute/deparse/eval, calls and language objects,
 * environments (new.env, assign/get, sys.call, parent.frame), conditions (stop, warning, tryCatch,
 * withCallingHandlers, restarts) and the other specials of the language ({@code if}, {@code for},
 * {@code <-}, {@code function} are builtins here: the evaluator in flashr.eval knows none).
 */
package flashr.base.meta;
