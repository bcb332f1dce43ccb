/**
 * Execution: pass planning, the global partition dispatcher, worker passes with cancellation,
 * progress and error propagation, the kernel interface and the interpreting kernel (the reference
 * that generated kernels must match), and the per-thread sink partials merged at the end.
 */
package flashr.engine.exec;
