/**
 * NUMA placement: the machine's nodes and their CPUs ({@link flashr.engine.numa.NumaTopology}),
 * workers bound to a node and pinned to its CPUs ({@link flashr.engine.numa.WorkerNodes},
 * {@link flashr.engine.numa.Affinity}), and the dispatch of runs of I/O partitions to the
 * workers of the partitions' node ({@link flashr.engine.numa.NodeRuns}). On a machine of one
 * node none of it runs: the dispatcher keeps its single queue. See docs/ENGINE.md ("NUMA").
 */
package flashr.engine.numa;
