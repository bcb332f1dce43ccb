/**
 * The scalar function catalogue: unary, binary and aggregation functions with R's type and NA
 * rules, each with a per-element form (used by references and generic paths) and whole-block loops
 * (used by the interpreting kernel's hot paths). The operator DAG lives elsewhere ({@code dag}).
 */
package flashr.engine.fn;
