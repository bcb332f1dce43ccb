package flashr.numeric.port;

/**
 * The label map of one of PORT's four trust-region minimizers: the numbers its Fortran gives the
 * states that {@link PortIterationSteps} shares among them (drmng's numbers name the roles), so
 * each minimizer's loop keeps its own routine's labels.
 *
 * @param storage   drmng 10: storage allocation (iv[1] = 12 or 13 on entry)
 * @param init      drmng 20: initialization (iv[1] = 14)
 * @param iterate   drmng 90: the iteration limit, then a new iteration (iv[1] = 10 on entry)
 * @param resume    drmng 120: a new iteration if f decreased (iv[1] = 9 or 11 on entry)
 * @param restart   drmng 190: assess the step afresh (iv[1] = 3..8 on entry)
 * @param countF    drmng 110: the function-evaluation limit before a step
 * @param step      drmng 150: compute the candidate step
 * @param assess    drmng 200: assess the step
 * @param accepted  drmng 280: an accepted step
 * @param gradient  drmng 290: ask for the gradient
 * @param updated   drmng 300: the gradient at the new point has come
 * @param converged drmng 340: stop with the convergence code
 * @param stop      drmng 350: print the summary and stop
 */
record PortLabels(int storage, int init, int iterate, int resume, int restart, int countF, int step, int assess,
                  int accepted, int gradient, int updated, int converged, int stop) {}
