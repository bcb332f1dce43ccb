package flashr.linalg;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;

/**
 * {@link Lapack} by the Fortran LAPACK in OpenBLAS: every argument by reference, and after them
 * one hidden length per character argument (gfortran's convention; an implementation in C
 * ignores them). Workspaces are sized by LAPACK's query ({@code lwork = -1}); the {@code work} arrays are the
 * calling thread's reused {@link Workspace}, the small ones live in the call's arena.
 */
final class NativeLapack implements Lapack {
    private static final long ONE = 1L;
    private final Downcall getrf, getrs, gesv, potrf, potri, pstrf, syevr, geev, gesdd, geqp3, geqrf, ormqr, trtrs, gecon,
            trcon, lange;

    NativeLapack(OpenBlasLibrary lib) {
        getrf = fortran(lib, "dgetrf_", 6, 0);
        getrs = fortran(lib, "dgetrs_", 9, 1);
        gesv = fortran(lib, "dgesv_", 8, 0);
        potrf = fortran(lib, "dpotrf_", 5, 1);
        potri = fortran(lib, "dpotri_", 5, 1);
        pstrf = fortran(lib, "dpstrf_", 9, 1);
        syevr = fortran(lib, "dsyevr_", 21, 3);
        geev = fortran(lib, "dgeev_", 14, 2);
        gesdd = fortran(lib, "dgesdd_", 14, 1);
        geqp3 = fortran(lib, "dgeqp3_", 9, 0);
        geqrf = fortran(lib, "dgeqrf_", 8, 0);
        ormqr = fortran(lib, "dormqr_", 13, 2);
        trtrs = fortran(lib, "dtrtrs_", 10, 3);
        gecon = fortran(lib, "dgecon_", 9, 1);
        trcon = fortran(lib, "dtrcon_", 10, 3);
        lange = Downcall.of(lib, "dlange_", JAVA_DOUBLE, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_LONG);
    }

    private static Downcall fortran(OpenBlasLibrary lib, String name, int pointers, int chars) {
        MemoryLayout[] args = new MemoryLayout[pointers + chars];
        for (int i = 0; i < pointers; i++) args[i] = ADDRESS;
        for (int i = 0; i < chars; i++) args[pointers + i] = JAVA_LONG;
        return Downcall.of(lib, name, null, args);
    }

    private static double cube(int n) {
        return (double) n * n * n;
    }

    private static int info(MemorySegment info) {
        return info.get(JAVA_INT, 0);
    }

    private static RuntimeException wrap(Throwable t) {
        if (t instanceof Error e) throw e;
        return t instanceof RuntimeException r ? r : new IllegalStateException(t);
    }

    private static int workSize(MemorySegment work) {
        return (int) Math.max(1, Math.ceil(work.get(JAVA_DOUBLE, 0)));
    }

    @Override
    public int dgetrf(int m, int n, MemorySegment a, int lda, MemorySegment ipiv) {
        try (Staging st = new Staging(cube(Math.min(m, n)) * 2 / 3, a, ipiv)) {
            MemorySegment info = st.intRef(0);
            getrf.handle(st.critical).invokeExact(st.intRef(m), st.intRef(n), st.array(a, true, true), st.intRef(lda),
                    st.array(ipiv, false, true), info);
            st.finish();
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dgetrs(char trans, int n, int nrhs, MemorySegment a, int lda, MemorySegment ipiv, MemorySegment b, int ldb) {
        try (Staging st = new Staging(2.0 * n * n * nrhs, a, ipiv, b)) {
            MemorySegment info = st.intRef(0);
            getrs.handle(st.critical).invokeExact(st.charRef(trans), st.intRef(n), st.intRef(nrhs), st.array(a, true, false),
                    st.intRef(lda), st.array(ipiv, true, false), st.array(b, true, true), st.intRef(ldb), info, ONE);
            st.finish();
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dgesv(int n, int nrhs, MemorySegment a, int lda, MemorySegment ipiv, MemorySegment b, int ldb) {
        try (Staging st = new Staging(cube(n) * 2 / 3 + 2.0 * n * n * nrhs, a, ipiv, b)) {
            MemorySegment info = st.intRef(0);
            gesv.handle(st.critical).invokeExact(st.intRef(n), st.intRef(nrhs), st.array(a, true, true), st.intRef(lda),
                    st.array(ipiv, false, true), st.array(b, true, true), st.intRef(ldb), info);
            st.finish();
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dpotrf(char uplo, int n, MemorySegment a, int lda) {
        try (Staging st = new Staging(cube(n) / 3, a)) {
            MemorySegment info = st.intRef(0);
            potrf.handle(st.critical).invokeExact(st.charRef(uplo), st.intRef(n), st.array(a, true, true), st.intRef(lda), info, ONE);
            st.finish();
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dpstrf(char uplo, int n, MemorySegment a, int lda, MemorySegment piv, int[] rank, double tol) {
        try (Staging st = new Staging(cube(n) / 3, a, piv)) {
            MemorySegment info = st.intRef(0);
            MemorySegment r = st.intRef(0);
            pstrf.handle(st.critical).invokeExact(st.charRef(uplo), st.intRef(n), st.array(a, true, true), st.intRef(lda),
                    st.array(piv, false, true), r, st.doubleRef(tol), st.doubles(2L * Math.max(1, n)), info, ONE);
            st.finish();
            rank[0] = r.get(JAVA_INT, 0);
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dpotri(char uplo, int n, MemorySegment a, int lda) {
        try (Staging st = new Staging(cube(n) * 2 / 3, a)) {
            MemorySegment info = st.intRef(0);
            potri.handle(st.critical).invokeExact(st.charRef(uplo), st.intRef(n), st.array(a, true, true), st.intRef(lda), info, ONE);
            st.finish();
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dsyevr(char jobz, char range, char uplo, int n, MemorySegment a, int lda, double vl, double vu, int il,
                      int iu, double abstol, int[] m, MemorySegment w, MemorySegment z, int ldz, MemorySegment isuppz) {
        try (Staging st = new Staging(cube(n) * 9, a, w, z, isuppz)) {
            MemorySegment info = st.intRef(0);
            MemorySegment mOut = st.intRef(0);
            MemorySegment na = st.array(a, true, true);
            MemorySegment nw = st.array(w, false, true);
            MemorySegment nz = z == null ? st.doubles(1) : st.array(z, false, true);
            MemorySegment ns = isuppz == null ? st.ints(2L * Math.max(1, n)) : st.array(isuppz, false, true);
            MemorySegment wq = st.doubles(1);
            MemorySegment iq = st.ints(1);
            MemorySegment h = st.charRef(jobz), r = st.charRef(range), u = st.charRef(uplo);
            MemorySegment nn = st.intRef(n), nlda = st.intRef(lda), nvl = st.doubleRef(vl), nvu = st.doubleRef(vu);
            MemorySegment nil = st.intRef(il), niu = st.intRef(iu), ntol = st.doubleRef(abstol), nldz = st.intRef(Math.max(1, ldz));
            syevr.handle(st.critical).invokeExact(h, r, u, nn, na, nlda, nvl, nvu, nil, niu, ntol, mOut, nw, nz, nldz, ns,
                    wq, st.intRef(-1), iq, st.intRef(-1), info, ONE, ONE, ONE);
            if (info(info) != 0) return info(info);
            int lwork = workSize(wq);
            int liwork = Math.max(1, iq.get(JAVA_INT, 0));
            syevr.handle(st.critical).invokeExact(h, r, u, nn, na, nlda, nvl, nvu, nil, niu, ntol, mOut, nw, nz, nldz, ns,
                    st.work(lwork), st.intRef(lwork), st.ints(liwork), st.intRef(liwork), info, ONE, ONE, ONE);
            st.finish();
            m[0] = mOut.get(JAVA_INT, 0);
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dgeev(char jobvl, char jobvr, int n, MemorySegment a, int lda, MemorySegment wr, MemorySegment wi,
                     MemorySegment vl, int ldvl, MemorySegment vr, int ldvr) {
        try (Staging st = new Staging(cube(n) * 25, a, wr, wi, vl, vr)) {
            MemorySegment info = st.intRef(0);
            MemorySegment na = st.array(a, true, true), nwr = st.array(wr, false, true), nwi = st.array(wi, false, true);
            MemorySegment nvl = vl == null ? st.doubles(1) : st.array(vl, false, true);
            MemorySegment nvr = vr == null ? st.doubles(1) : st.array(vr, false, true);
            MemorySegment l = st.charRef(jobvl), r = st.charRef(jobvr), nn = st.intRef(n), nlda = st.intRef(lda);
            MemorySegment nldvl = st.intRef(Math.max(1, ldvl)), nldvr = st.intRef(Math.max(1, ldvr));
            MemorySegment wq = st.doubles(1);
            geev.handle(st.critical).invokeExact(l, r, nn, na, nlda, nwr, nwi, nvl, nldvl, nvr, nldvr, wq, st.intRef(-1), info, ONE, ONE);
            if (info(info) != 0) return info(info);
            int lwork = workSize(wq);
            geev.handle(st.critical).invokeExact(l, r, nn, na, nlda, nwr, nwi, nvl, nldvl, nvr, nldvr, st.work(lwork),
                    st.intRef(lwork), info, ONE, ONE);
            st.finish();
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dgesdd(char jobz, int m, int n, MemorySegment a, int lda, MemorySegment s, MemorySegment u, int ldu,
                      MemorySegment vt, int ldvt) {
        int mn = Math.min(m, n);
        try (Staging st = new Staging((double) m * n * mn * 8, a, s, u, vt)) {
            MemorySegment info = st.intRef(0);
            MemorySegment na = st.array(a, true, true), ns = st.array(s, false, true);
            MemorySegment nu = u == null ? st.doubles(1) : st.array(u, false, true);
            MemorySegment nvt = vt == null ? st.doubles(1) : st.array(vt, false, true);
            MemorySegment j = st.charRef(jobz), nm = st.intRef(m), nn = st.intRef(n), nlda = st.intRef(lda);
            MemorySegment nldu = st.intRef(Math.max(1, ldu)), nldvt = st.intRef(Math.max(1, ldvt));
            MemorySegment iwork = st.ints(8L * Math.max(1, mn));
            MemorySegment wq = st.doubles(1);
            gesdd.handle(st.critical).invokeExact(j, nm, nn, na, nlda, ns, nu, nldu, nvt, nldvt, wq, st.intRef(-1), iwork, info, ONE);
            if (info(info) != 0) return info(info);
            int lwork = workSize(wq);
            gesdd.handle(st.critical).invokeExact(j, nm, nn, na, nlda, ns, nu, nldu, nvt, nldvt, st.work(lwork),
                    st.intRef(lwork), iwork, info, ONE);
            st.finish();
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dgeqp3(int m, int n, MemorySegment a, int lda, MemorySegment jpvt, MemorySegment tau) {
        try (Staging st = new Staging(4.0 * m * n * Math.min(m, n), a, jpvt, tau)) {
            MemorySegment info = st.intRef(0);
            MemorySegment nm = st.intRef(m), nn = st.intRef(n), na = st.array(a, true, true), nlda = st.intRef(lda);
            MemorySegment np = st.array(jpvt, true, true), nt = st.array(tau, false, true);
            MemorySegment wq = st.doubles(1);
            geqp3.handle(st.critical).invokeExact(nm, nn, na, nlda, np, nt, wq, st.intRef(-1), info);
            if (info(info) != 0) return info(info);
            int lwork = workSize(wq);
            geqp3.handle(st.critical).invokeExact(nm, nn, na, nlda, np, nt, st.work(lwork), st.intRef(lwork), info);
            st.finish();
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dgeqrf(int m, int n, MemorySegment a, int lda, MemorySegment tau) {
        try (Staging st = new Staging(4.0 * m * n * Math.min(m, n), a, tau)) {
            MemorySegment info = st.intRef(0);
            MemorySegment nm = st.intRef(m), nn = st.intRef(n), na = st.array(a, true, true), nlda = st.intRef(lda);
            MemorySegment nt = st.array(tau, false, true);
            MemorySegment wq = st.doubles(1);
            geqrf.handle(st.critical).invokeExact(nm, nn, na, nlda, nt, wq, st.intRef(-1), info);
            if (info(info) != 0) return info(info);
            int lwork = workSize(wq);
            geqrf.handle(st.critical).invokeExact(nm, nn, na, nlda, nt, st.work(lwork), st.intRef(lwork), info);
            st.finish();
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dormqr(char side, char trans, int m, int n, int k, MemorySegment a, int lda, MemorySegment tau,
                      MemorySegment c, int ldc) {
        try (Staging st = new Staging(4.0 * m * n * k, a, tau, c)) {
            MemorySegment info = st.intRef(0);
            MemorySegment s = st.charRef(side), t = st.charRef(trans), nm = st.intRef(m), nn = st.intRef(n), nk = st.intRef(k);
            MemorySegment na = st.array(a, true, false), nlda = st.intRef(lda), nt = st.array(tau, true, false);
            MemorySegment nc = st.array(c, true, true), nldc = st.intRef(ldc);
            MemorySegment wq = st.doubles(1);
            ormqr.handle(st.critical).invokeExact(s, t, nm, nn, nk, na, nlda, nt, nc, nldc, wq, st.intRef(-1), info, ONE, ONE);
            if (info(info) != 0) return info(info);
            int lwork = workSize(wq);
            ormqr.handle(st.critical).invokeExact(s, t, nm, nn, nk, na, nlda, nt, nc, nldc, st.work(lwork), st.intRef(lwork),
                    info, ONE, ONE);
            st.finish();
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dtrtrs(char uplo, char trans, char diag, int n, int nrhs, MemorySegment a, int lda, MemorySegment b, int ldb) {
        try (Staging st = new Staging(1.0 * n * n * nrhs, a, b)) {
            MemorySegment info = st.intRef(0);
            trtrs.handle(st.critical).invokeExact(st.charRef(uplo), st.charRef(trans), st.charRef(diag), st.intRef(n),
                    st.intRef(nrhs), st.array(a, true, false), st.intRef(lda), st.array(b, true, true), st.intRef(ldb), info,
                    ONE, ONE, ONE);
            st.finish();
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dgecon(char norm, int n, MemorySegment a, int lda, double anorm, double[] rcond) {
        try (Staging st = new Staging(10.0 * n * n, a)) {
            MemorySegment info = st.intRef(0);
            MemorySegment rc = st.doubleRef(0);
            gecon.handle(st.critical).invokeExact(st.charRef(norm), st.intRef(n), st.array(a, true, false), st.intRef(lda),
                    st.doubleRef(anorm), rc, st.doubles(4L * Math.max(1, n)), st.ints(n), info, ONE);
            rcond[0] = rc.get(JAVA_DOUBLE, 0);
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public int dtrcon(char norm, char uplo, char diag, int n, MemorySegment a, int lda, double[] rcond) {
        try (Staging st = new Staging(10.0 * n * n, a)) {
            MemorySegment info = st.intRef(0);
            MemorySegment rc = st.doubleRef(0);
            trcon.handle(st.critical).invokeExact(st.charRef(norm), st.charRef(uplo), st.charRef(diag), st.intRef(n),
                    st.array(a, true, false), st.intRef(lda), rc, st.doubles(3L * Math.max(1, n)), st.ints(n), info,
                    ONE, ONE, ONE);
            rcond[0] = rc.get(JAVA_DOUBLE, 0);
            return info(info);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }

    @Override
    public double dlange(char norm, int m, int n, MemorySegment a, int lda) {
        if (m == 0 || n == 0) return 0;
        try (Staging st = new Staging(1.0 * m * n, a)) {
            return (double) lange.handle(st.critical).invokeExact(st.charRef(norm), st.intRef(m), st.intRef(n),
                    st.array(a, true, false), st.intRef(lda), st.doubles(m), ONE);
        } catch (Throwable t) {
            throw wrap(t);
        }
    }
}
