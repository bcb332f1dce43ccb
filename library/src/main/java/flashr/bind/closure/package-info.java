/**
 * User R closures over scalars compiled into the engine's element-wise DAG: {@code fm.sapply(X,
 * function(x) if (x > 0) log(x) else 0)}, {@code fm.mapply2}, and {@code sapply}/{@code vapply}
 * over an engine vector. {@link flashr.bind.closure.ClosureTranslator} turns a body made of
 * arithmetic, comparisons, logic, {@code if}/{@code ifelse}, R's math functions, simple local
 * assignments and free variables bound to scalars into sapply/mapply/ifelse nodes, so the engine
 * fuses and compiles it with the rest of the DAG; each operation that R evaluates only on one
 * branch carries that branch's condition (a guard), so the values and warnings of branches R never
 * evaluates are dropped. {@link flashr.bind.closure.ClosureChecks} finds, in the pass that computes
 * the values, whether any element would warn or stop in R, and replays just those elements through
 * the evaluator, so R's warnings and errors come out as R gives them.
 * {@link flashr.bind.closure.ScalarClosures} is the entry point; a closure outside the subset
 * gives null, and its caller runs it element by element.
 */
package flashr.bind.closure;
