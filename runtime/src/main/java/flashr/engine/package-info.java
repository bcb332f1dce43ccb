/**
 * The engine's public API for Java users and the language binding: {@link flashr.engine.Engine}
 * (creation, GenOps, materialization), {@link flashr.engine.EngineConfig} and
 * {@link flashr.engine.Matrix}. Every operation returns a virtual matrix (a DAG node); nothing is
 * computed until {@code materialize}, an array conversion or an implicit materialization (groupby).
 */
package flashr.engine;
