package flashr.numeric.port;

/**
 * The named subscripts of PORT's work arrays (1-based, with portsrc.f's names): {@link Iv} for the
 * integer array iv, {@link V} for the double array v. The same number names different things in
 * iv and v (and some slots serve two routines under two names), hence two classes.
 */
final class PortSlots {
    private PortSlots() {}

    /** Subscripts of iv. */
    static final class Iv {
        private Iv() {}

        static final int TOOBIG = 2, IVNEED = 3, VNEED = 4, MODEL = 5, NFCALL = 6, NFGCAL = 7, RADINC = 8,
                RESTOR = 9, STAGE = 10, STGLIM = 11, SWITCH = 12, XIRC = 13, DTYPE = 16, MXFCAL = 17, MXITER = 18,
                OUTLEV = 19, PARPRT = 20, PRUNIT = 21, SOLPRT = 22, STATPR = 23, X0PRT = 24, INITH = 25, INITS = 25,
                G = 28, IRC = 29, NGCALL = 30, NITER = 31, MLSTGD = 32, KAGQT = 33, NWTSTP = 34, W = 34, MODE = 35,
                DG = 37, OLDN = 38, STEP = 40, STLSTG = 41, N0 = 41, LMAT = 42, X0 = 43, LASTIV = 44, LASTV = 45, NEXTIV = 46,
                NEXTV = 47, G0 = 48, NC = 48, PARSAV = 49, NVDFLT = 50, ALGSAV = 51, NFCOV = 52, NGCOV = 53,
                DTYPE0 = 54, CNVCOD = 55, SGIRC = 57, PERM = 58, DTOL = 59;
    }

    /** Subscripts of v. */
    static final class V {
        private V() {}

        static final int DGNORM = 1, DSTNRM = 2, DST0 = 3, GTSTEP = 4, STPPAR = 5, NREDUC = 6, PREDUC = 7,
                RADIUS = 8, RAD0 = 9, F = 10, FDIF = 11, FLSTGD = 12, F0 = 13, GTSLST = 14, PLSTGD = 15, RADFAC = 16,
                RELDX = 17, DSTSAV = 18, EPSLON = 19, PHMNFC = 20, PHMXFC = 21, DECFAC = 22, INCFAC = 23,
                RDFCMN = 24, RDFCMX = 25, TUNER1 = 26, TUNER2 = 27, TUNER3 = 28, TUNER4 = 29, TUNER5 = 30,
                AFCTOL = 31, RFCTOL = 32, XCTOL = 33, XFTOL = 34, LMAX0 = 35, LMAXS = 36, SCTOL = 37, DINIT = 38,
                DTINIT = 39, D0INIT = 40, DFAC = 41, ETA0 = 42, BIAS = 43, GTHG = 44, GRDFAC = 45, NWTFAC = 46;
    }
}
