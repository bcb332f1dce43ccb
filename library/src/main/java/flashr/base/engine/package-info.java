/**
 * Base R on engine values: the engine methods of builtins (operators, Math, Summary, {@code %*%},
 * crossprod, row/column sums, {@code [}, apply, sweep, table, var/cov/cor, ...), catalogued in
 * {@link flashr.base.engine.EngineMethods}. Each builds lazy GenOp nodes or returns null when the
 * engine would not give R's exact answer, so the ordinary builtin then runs on materialized data.
 */
package flashr.base.engine;
