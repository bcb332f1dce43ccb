/** On-demand engine benchmarks: {@link flashr.bench.EngineBench}. */
package flashr.bench;
