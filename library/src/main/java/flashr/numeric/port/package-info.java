/**
 * The PORT library's general optimizers as GNU R's nlminb runs them (Gay's drmng, drmnf, drmnh and
 * their bounded forms drmngb, drmnfb, drmnhb), ported from R's portsrc.f in its order of operations
 * so that iterates, counts and messages are R's. They keep PORT's reverse communication: the
 * caller holds the 1-based work arrays iv and v, evaluates f (and g, H) where iv[1] asks, and calls
 * again until iv[1] &gt;= 3. Fortran's numbered branches are kept as labelled states where they
 * cross each other, so the code can be read beside the Fortran. The steps the four trust-region
 * minimizers share word for word (entry checks, start, evaluation limit, step assessment and
 * restore, BFGS update) are {@link flashr.numeric.port.PortIterationSteps}, which goes on at the
 * label each routine's {@link flashr.numeric.port.PortLabels} names; drmnf and drmnfb share
 * {@link flashr.numeric.port.PortFiniteDifferenceLoop}.
 */
package flashr.numeric.port;
