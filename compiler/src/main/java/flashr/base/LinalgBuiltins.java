package flashr.base;

/** Builtins: %*%, crossprod, solve, det, chol, qr, eigen, svd, norm, kronecker, backsolve. */
final class LinalgBuiltins {
    private LinalgBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
