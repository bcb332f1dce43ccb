/**
 * Optimization and integration: optim's methods, nlm, optimize/uniroot (Brent), integrate
 * (QUADPACK through {@link flashr.numeric}).
 */
package flashr.stats.optim;
