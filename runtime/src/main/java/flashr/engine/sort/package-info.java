/**
 * Sorting columns longer than the heap holds (R's sort and order of long vectors): each partition
 * of the column is sorted in memory by a stable radix sort into a run, the runs are stored (in
 * memory, or in the file store when they do not fit) and merged in one stable k-way merge into
 * the result's store. Keys order numbers as R does (-0 equals 0, ties in their original order)
 * and put every NA and NaN, in their original order, last or first.
 */
package flashr.engine.sort;
