/**
 * The evaluator: environments and lexical scoping, closures and promises, argument matching,
 * control flow, assignment and replacement calls, conditions, and the top-level session
 * that runs scripts with R's visibility and warning rules.
 */
package flashr.eval;
