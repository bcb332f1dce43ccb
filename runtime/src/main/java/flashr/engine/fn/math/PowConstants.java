package flashr.engine.fn.math;

/**
 * Constants of {@link Pow}, the ones of the C library R calls on x86-64 Linux (glibc 2.28 and
 * later): its results are matched bit for bit only with the same table entries and polynomial
 * coefficients. The tables are computed here by the rules that define them; the polynomial
 * coefficients are minimax fits and are given as they are.
 *
 * <p>log part: x = 2^k z with z in [{@link #LOG_OFF}, 2 {@link #LOG_OFF}) split into 128
 * subintervals, log(x) = k ln2 + log(c) + log1p(z/c - 1) with c near the centre of z's
 * subinterval and 1/c a multiple of 1/256, so that z/c - 1 is exact.
 *
 * <p>exp part: x = k ln2/128 + r, exp(x) = 2^(k>>7) 2^((k&127)/128) e^r with 2^(j/128) held as
 * a leading double H (its bits less j << 45, so adding k << 45 gives the scale) and the relative
 * tail (2^(j/128) - H)/H.
 *
 * <p>The tables are written out (a process that calls exp or ^ once would otherwise spend about
 * 0.1 s of CPU computing them in BigDecimal at class initialisation); {@code PowConstantsTest}
 * computes them again by these rules and compares bit for bit.
 */
final class PowConstants {
    static final int LOG_BITS = 7, LOG_N = 1 << LOG_BITS;
    /** The start of the reduced range of the log part: below 1, so that near x = 1 no cancellation happens. */
    static final long LOG_OFF = 0x3fe6955500000000L;
    /** ln2 split: the leading part has its last bits zero, so k ln2_hi + log(c) is exact. */
    static final double LN2_HI = 0x1.62e42fefa3800p-1, LN2_LO = 0x1.ef35793c76730p-45;
    /** log1p(r) - r + r^2/2 = r^3 (A1 + r A2 + ...), coefficients scaled as they are used (relative error 2^-70). */
    static final double A0 = -0x1p-1, A1 = 0x1.555555555556p-2 * -2, A2 = -0x1.0000000000006p-2 * -2,
            A3 = 0x1.999999959554ep-3 * 4, A4 = -0x1.555555529a47ap-3 * 4,
            A5 = 0x1.2495b9b4845e9p-3 * -8, A6 = -0x1.0002b8b263fc3p-3 * -8;

    static final int EXP_BITS = 7, EXP_N = 1 << EXP_BITS;
    static final double INV_LN2_N = 0x1.71547652b82fep0 * EXP_N;
    /** ln2/128 split: the leading part ends in zero bits, so k times it is exact. */
    static final double NEG_LN2_HI_N = -0x1.62e42fefa0000p-8, NEG_LN2_LO_N = -0x1.cf79abc9e3b3ap-47;
    /** 1.5 * 2^52: adding it rounds to an integer held in the low bits of the sum. */
    static final double SHIFT = 0x1.8p52;
    /** e^r - 1 - r = r^2 (C2 + r C3 + ...) for |r| <= ln2/256 (absolute error 1.6 2^-66). */
    static final double C2 = 0x1.ffffffffffdbdp-2, C3 = 0x1.555555555543cp-3,
            C4 = 0x1.55555cf172b91p-5, C5 = 0x1.1111167a4d017p-7;

    private PowConstants() {}

    // 1/c, log(c) rounded to a multiple of 2^-43 and its tail, for the 128 subintervals of the log part
    static final double[] INVC = {
        0x1.6ap0, 0x1.68p0, 0x1.66p0,
        0x1.64p0, 0x1.62p0, 0x1.6p0,
        0x1.5ep0, 0x1.5cp0, 0x1.5ap0,
        0x1.58p0, 0x1.56p0, 0x1.56p0,
        0x1.54p0, 0x1.52p0, 0x1.5p0,
        0x1.4ep0, 0x1.4cp0, 0x1.4ap0,
        0x1.4ap0, 0x1.48p0, 0x1.46p0,
        0x1.44p0, 0x1.42p0, 0x1.4p0,
        0x1.4p0, 0x1.3ep0, 0x1.3cp0,
        0x1.3ap0, 0x1.3ap0, 0x1.38p0,
        0x1.36p0, 0x1.34p0, 0x1.34p0,
        0x1.32p0, 0x1.3p0, 0x1.3p0,
        0x1.2ep0, 0x1.2cp0, 0x1.2cp0,
        0x1.2ap0, 0x1.28p0, 0x1.26p0,
        0x1.26p0, 0x1.24p0, 0x1.24p0,
        0x1.22p0, 0x1.2p0, 0x1.2p0,
        0x1.1ep0, 0x1.1cp0, 0x1.1cp0,
        0x1.1ap0, 0x1.1ap0, 0x1.18p0,
        0x1.16p0, 0x1.16p0, 0x1.14p0,
        0x1.14p0, 0x1.12p0, 0x1.1p0,
        0x1.1p0, 0x1.0ep0, 0x1.0ep0,
        0x1.0cp0, 0x1.0cp0, 0x1.0ap0,
        0x1.0ap0, 0x1.08p0, 0x1.08p0,
        0x1.06p0, 0x1.04p0, 0x1.04p0,
        0x1.02p0, 0x1.02p0, 0x1.0p0,
        0x1.0p0, 0x1.fcp-1, 0x1.f8p-1,
        0x1.f4p-1, 0x1.fp-1, 0x1.ecp-1,
        0x1.e8p-1, 0x1.e4p-1, 0x1.e2p-1,
        0x1.dep-1, 0x1.dap-1, 0x1.d6p-1,
        0x1.d4p-1, 0x1.dp-1, 0x1.ccp-1,
        0x1.cap-1, 0x1.c6p-1, 0x1.c4p-1,
        0x1.cp-1, 0x1.bep-1, 0x1.bap-1,
        0x1.b8p-1, 0x1.b4p-1, 0x1.b2p-1,
        0x1.aep-1, 0x1.acp-1, 0x1.aap-1,
        0x1.a6p-1, 0x1.a4p-1, 0x1.ap-1,
        0x1.9ep-1, 0x1.9cp-1, 0x1.9ap-1,
        0x1.96p-1, 0x1.94p-1, 0x1.92p-1,
        0x1.9p-1, 0x1.8cp-1, 0x1.8ap-1,
        0x1.88p-1, 0x1.86p-1, 0x1.84p-1,
        0x1.82p-1, 0x1.7ep-1, 0x1.7cp-1,
        0x1.7ap-1, 0x1.78p-1, 0x1.76p-1,
        0x1.74p-1, 0x1.72p-1, 0x1.7p-1,
        0x1.6ep-1, 0x1.6cp-1
    };
    static final double[] LOGC = {
        -0x1.62c82f2b9c8p-2, -0x1.5d1bdbf5808p-2, -0x1.57677174558p-2,
        -0x1.51aad872df8p-2, -0x1.4be5f957778p-2, -0x1.4618bc21c6p-2,
        -0x1.404308686a8p-2, -0x1.3a64c556948p-2, -0x1.347dd9a988p-2,
        -0x1.2e8e2bae12p-2, -0x1.2895a13de88p-2, -0x1.2895a13de88p-2,
        -0x1.22941fbcf78p-2, -0x1.1c898c16998p-2, -0x1.1675cababa8p-2,
        -0x1.1058bf9ae48p-2, -0x1.0a324e2739p-2, -0x1.0402594b4dp-2,
        -0x1.0402594b4dp-2, -0x1.fb9186d5e4p-3, -0x1.ef0adcbdc6p-3,
        -0x1.e27076e2afp-3, -0x1.d5c216b4fcp-3, -0x1.c8ff7c79aap-3,
        -0x1.c8ff7c79aap-3, -0x1.bc286742d9p-3, -0x1.af3c94e80cp-3,
        -0x1.a23bc1fe2bp-3, -0x1.a23bc1fe2bp-3, -0x1.9525a9cf45p-3,
        -0x1.87fa06520dp-3, -0x1.7ab890210ep-3, -0x1.7ab890210ep-3,
        -0x1.6d60fe719dp-3, -0x1.5ff3070a79p-3, -0x1.5ff3070a79p-3,
        -0x1.526e5e3a1bp-3, -0x1.44d2b6ccb8p-3, -0x1.44d2b6ccb8p-3,
        -0x1.371fc201e9p-3, -0x1.29552f81ffp-3, -0x1.1b72ad52f6p-3,
        -0x1.1b72ad52f6p-3, -0x1.0d77e7cd09p-3, -0x1.0d77e7cd09p-3,
        -0x1.fec9131dbep-4, -0x1.e27076e2bp-4, -0x1.e27076e2bp-4,
        -0x1.c5e548f5bcp-4, -0x1.a926d3a4aep-4, -0x1.a926d3a4aep-4,
        -0x1.8c345d631ap-4, -0x1.8c345d631ap-4, -0x1.6f0d28ae56p-4,
        -0x1.51b073f062p-4, -0x1.51b073f062p-4, -0x1.341d7961bep-4,
        -0x1.341d7961bep-4, -0x1.16536eea38p-4, -0x1.f0a30c0118p-5,
        -0x1.f0a30c0118p-5, -0x1.b42dd71198p-5, -0x1.b42dd71198p-5,
        -0x1.77458f632cp-5, -0x1.77458f632cp-5, -0x1.39e87b9fecp-5,
        -0x1.39e87b9fecp-5, -0x1.f829b0e78p-6, -0x1.f829b0e78p-6,
        -0x1.7b91b07d58p-6, -0x1.fc0a8b0fcp-7, -0x1.fc0a8b0fcp-7,
        -0x1.fe02a6b1p-8, -0x1.fe02a6b1p-8, 0x0.0p0,
        0x0.0p0, 0x1.010157589p-7, 0x1.0205658938p-6,
        0x1.8492528c9p-6, 0x1.0415d89e74p-5, 0x1.466aed42ep-5,
        0x1.894aa149fcp-5, 0x1.ccb73cdddcp-5, 0x1.eea31c006cp-5,
        0x1.1973bd1466p-4, 0x1.3bdf5a7d1ep-4, 0x1.5e95a4d97ap-4,
        0x1.700d30aeacp-4, 0x1.9335e5d594p-4, 0x1.b6ac88dad6p-4,
        0x1.c885801bc4p-4, 0x1.ec739830a2p-4, 0x1.fe89139dbep-4,
        0x1.1178e8227ep-3, 0x1.1aa2b7e23fp-3, 0x1.2d1610c868p-3,
        0x1.365fcb0159p-3, 0x1.4913d8333bp-3, 0x1.527e5e4a1bp-3,
        0x1.6574ebe8c1p-3, 0x1.6f0128b757p-3, 0x1.7898d85445p-3,
        0x1.8beafeb39p-3, 0x1.95a5adcf7p-3, 0x1.a93ed3c8aep-3,
        0x1.b31d8575bdp-3, 0x1.bd087383bep-3, 0x1.c6ffbc6f01p-3,
        0x1.db13db0d49p-3, 0x1.e530effe71p-3, 0x1.ef5ade4ddp-3,
        0x1.f991c6cb3bp-3, 0x1.07138604d58p-2, 0x1.0c42d67616p-2,
        0x1.1178e8227e8p-2, 0x1.16b5ccbacf8p-2, 0x1.1bf99635a68p-2,
        0x1.214456d0eb8p-2, 0x1.2bef07cdc9p-2, 0x1.314f1e1d36p-2,
        0x1.36b6776be1p-2, 0x1.3c25277333p-2, 0x1.419b423d5e8p-2,
        0x1.4718dc271c8p-2, 0x1.4c9e09e173p-2, 0x1.522ae0738ap-2,
        0x1.57bf753c8dp-2, 0x1.5d5bddf596p-2
    };
    static final double[] LOGC_TAIL = {
        0x1.ab4242837568p-48, -0x1.ca508d8e0f72p-46, -0x1.362a4d5b6506dp-45,
        -0x1.684e49eb067d5p-49, -0x1.41b6993293eep-47, 0x1.3d82f484c84ccp-46,
        0x1.c42f3ed820b3ap-50, 0x1.0b1c68651946p-45, 0x1.5594dd4c58092p-45,
        0x1.67b1e99b72bd8p-45, 0x1.5ca14b6cfb03fp-46, 0x1.5ca14b6cfb03fp-46,
        -0x1.65a242853da76p-46, -0x1.fafbc68e75404p-46, 0x1.f1fc63382a8fp-46,
        -0x1.6a8c4fd055a66p-45, -0x1.c6bee7ef4030ep-47, -0x1.036b89ef42d7fp-48,
        -0x1.036b89ef42d7fp-48, 0x1.d572aab993c87p-47, 0x1.b26b79c86af24p-45,
        -0x1.72f4f543fff1p-46, 0x1.1ba91bbca681bp-45, 0x1.7794f689f8434p-45,
        0x1.7794f689f8434p-45, 0x1.94eb0318bb78fp-46, 0x1.a4e633fcd9066p-52,
        -0x1.58c64dc46c1eap-45, -0x1.58c64dc46c1eap-45, -0x1.ad1d904c1d4e3p-45,
        0x1.bbdbf7fdbfa09p-45, 0x1.bdb9072534a58p-45, 0x1.bdb9072534a58p-45,
        -0x1.0e46aa3b2e266p-46, -0x1.e9e439f105039p-46, -0x1.e9e439f105039p-46,
        -0x1.0de8b90075b8fp-45, 0x1.70cc16135783cp-46, 0x1.70cc16135783cp-46,
        0x1.178864d27543ap-48, -0x1.48d301771c408p-45, -0x1.e80a41811a396p-45,
        -0x1.e80a41811a396p-45, 0x1.a699688e85bf4p-47, 0x1.a699688e85bf4p-47,
        -0x1.575545ca333f2p-45, 0x1.a342c2af0003cp-45, 0x1.a342c2af0003cp-45,
        -0x1.d0c57585fbe06p-46, 0x1.53935e85baac8p-45, 0x1.53935e85baac8p-45,
        0x1.37c294d2f5668p-46, 0x1.37c294d2f5668p-46, -0x1.69737c93373dap-45,
        0x1.f025b61c65e57p-46, 0x1.f025b61c65e57p-46, 0x1.c5edaccf913dfp-45,
        0x1.c5edaccf913dfp-45, 0x1.47c5e768fa309p-46, 0x1.d599e83368e91p-45,
        0x1.d599e83368e91p-45, 0x1.c827ae5d6704cp-46, 0x1.c827ae5d6704cp-46,
        -0x1.cfc4634f2a1eep-45, -0x1.cfc4634f2a1eep-45, 0x1.502b7f526feaap-48,
        0x1.502b7f526feaap-48, -0x1.980267c7e09e4p-45, -0x1.980267c7e09e4p-45,
        -0x1.88d5493faa639p-45, -0x1.f1e7cf6d3a69cp-50, -0x1.f1e7cf6d3a69cp-50,
        -0x1.9e23f0dda40e4p-46, -0x1.9e23f0dda40e4p-46, 0x0.0p0,
        0x0.0p0, -0x1.0c76b999d2be8p-46, -0x1.3dc5b06e2f7d2p-45,
        -0x1.aa0ba325a0c34p-45, 0x1.111c05cf1d753p-47, -0x1.c167375bdfd28p-45,
        -0x1.97995d05a267dp-46, -0x1.a68f247d82807p-46, -0x1.e113e4fc93b7bp-47,
        -0x1.5325d560d9e9bp-45, 0x1.cc85ea5db4ed7p-45, -0x1.c69063c5d1d1ep-45,
        0x1.c1e8da99ded32p-49, 0x1.3115c3abd47dap-45, -0x1.390802bf768e5p-46,
        0x1.646d1c65aacd3p-45, -0x1.dc068afe645ep-45, -0x1.534d64fa10afdp-45,
        0x1.1ef78ce2d07f2p-45, 0x1.ca78e44389934p-45, 0x1.39d6ccb81b4a1p-47,
        0x1.62fa8234b7289p-51, 0x1.5837954fdb678p-45, 0x1.633e8e5697dc7p-45,
        0x1.9cf8b2c3c2e78p-46, -0x1.5118de59c21e1p-45, -0x1.c661070914305p-46,
        -0x1.73d54aae92cd1p-47, 0x1.7f22858a0ff6fp-47, -0x1.8724350562169p-45,
        -0x1.c358d4eace1aap-47, -0x1.d4bc4595412b6p-45, -0x1.1ec72c5962bd2p-48,
        -0x1.aff2af715b035p-45, 0x1.212276041f43p-51, -0x1.a211565bb8e11p-51,
        0x1.bcbecca0cdf3p-46, 0x1.89cdb16ed4e91p-48, 0x1.7188b163ceae9p-45,
        -0x1.c210e63a5f01cp-45, 0x1.b9acdf7a51681p-45, 0x1.ca6ed5147bdb7p-45,
        0x1.a87deba46baeap-47, 0x1.a9cfa4a5004f4p-45, -0x1.8e27ad3213cb8p-45,
        0x1.16ecdb0f177c8p-46, 0x1.83b54b606bd5cp-46, 0x1.8e436ec90e09dp-47,
        -0x1.f27ce0967d675p-45, -0x1.e20891b0ad8a4p-45, 0x1.ebe708164c759p-45,
        0x1.fadedee5d40efp-46, -0x1.a0b2a08a465dcp-47
    };
    // 2^(j/128) as the bits of its leading double less j << 45, and its relative tail
    static final long[] SCALE_BITS = {
        0x3ff0000000000000L, 0x3feff63da9fb3335L, 0x3fefec9a3e778061L, 0x3fefe315e86e7f85L,
        0x3fefd9b0d3158574L, 0x3fefd06b29ddf6deL, 0x3fefc74518759bc8L, 0x3fefbe3ecac6f383L,
        0x3fefb5586cf9890fL, 0x3fefac922b7247f7L, 0x3fefa3ec32d3d1a2L, 0x3fef9b66affed31bL,
        0x3fef9301d0125b51L, 0x3fef8abdc06c31ccL, 0x3fef829aaea92de0L, 0x3fef7a98c8a58e51L,
        0x3fef72b83c7d517bL, 0x3fef6af9388c8deaL, 0x3fef635beb6fcb75L, 0x3fef5be084045cd4L,
        0x3fef54873168b9aaL, 0x3fef4d5022fcd91dL, 0x3fef463b88628cd6L, 0x3fef3f49917ddc96L,
        0x3fef387a6e756238L, 0x3fef31ce4fb2a63fL, 0x3fef2b4565e27cddL, 0x3fef24dfe1f56381L,
        0x3fef1e9df51fdee1L, 0x3fef187fd0dad990L, 0x3fef1285a6e4030bL, 0x3fef0cafa93e2f56L,
        0x3fef06fe0a31b715L, 0x3fef0170fc4cd831L, 0x3feefc08b26416ffL, 0x3feef6c55f929ff1L,
        0x3feef1a7373aa9cbL, 0x3feeecae6d05d866L, 0x3feee7db34e59ff7L, 0x3feee32dc313a8e5L,
        0x3feedea64c123422L, 0x3feeda4504ac801cL, 0x3feed60a21f72e2aL, 0x3feed1f5d950a897L,
        0x3feece086061892dL, 0x3feeca41ed1d0057L, 0x3feec6a2b5c13cd0L, 0x3feec32af0d7d3deL,
        0x3feebfdad5362a27L, 0x3feebcb299fddd0dL, 0x3feeb9b2769d2ca7L, 0x3feeb6daa2cf6642L,
        0x3feeb42b569d4f82L, 0x3feeb1a4ca5d920fL, 0x3feeaf4736b527daL, 0x3feead12d497c7fdL,
        0x3feeab07dd485429L, 0x3feea9268a5946b7L, 0x3feea76f15ad2148L, 0x3feea5e1b976dc09L,
        0x3feea47eb03a5585L, 0x3feea34634ccc320L, 0x3feea23882552225L, 0x3feea155d44ca973L,
        0x3feea09e667f3bcdL, 0x3feea012750bdabfL, 0x3fee9fb23c651a2fL, 0x3fee9f7df9519484L,
        0x3fee9f75e8ec5f74L, 0x3fee9f9a48a58174L, 0x3fee9feb564267c9L, 0x3feea0694fde5d3fL,
        0x3feea11473eb0187L, 0x3feea1ed0130c132L, 0x3feea2f336cf4e62L, 0x3feea427543e1a12L,
        0x3feea589994cce13L, 0x3feea71a4623c7adL, 0x3feea8d99b4492edL, 0x3feeaac7d98a6699L,
        0x3feeace5422aa0dbL, 0x3feeaf3216b5448cL, 0x3feeb1ae99157736L, 0x3feeb45b0b91ffc6L,
        0x3feeb737b0cdc5e5L, 0x3feeba44cbc8520fL, 0x3feebd829fde4e50L, 0x3feec0f170ca07baL,
        0x3feec49182a3f090L, 0x3feec86319e32323L, 0x3feecc667b5de565L, 0x3feed09bec4a2d33L,
        0x3feed503b23e255dL, 0x3feed99e1330b358L, 0x3feede6b5579fdbfL, 0x3feee36bbfd3f37aL,
        0x3feee89f995ad3adL, 0x3feeee07298db666L, 0x3feef3a2b84f15fbL, 0x3feef9728de5593aL,
        0x3feeff76f2fb5e47L, 0x3fef05b030a1064aL, 0x3fef0c1e904bc1d2L, 0x3fef12c25bd71e09L,
        0x3fef199bdd85529cL, 0x3fef20ab5fffd07aL, 0x3fef27f12e57d14bL, 0x3fef2f6d9406e7b5L,
        0x3fef3720dcef9069L, 0x3fef3f0b555dc3faL, 0x3fef472d4a07897cL, 0x3fef4f87080d89f2L,
        0x3fef5818dcfba487L, 0x3fef60e316c98398L, 0x3fef69e603db3285L, 0x3fef7321f301b460L,
        0x3fef7c97337b9b5fL, 0x3fef864614f5a129L, 0x3fef902ee78b3ff6L, 0x3fef9a51fbc74c83L,
        0x3fefa4afa2a490daL, 0x3fefaf482d8e67f1L, 0x3fefba1bee615a27L, 0x3fefc52b376bba97L,
        0x3fefd0765b6e4540L, 0x3fefdbfdad9cbe14L, 0x3fefe7c1819e90d8L, 0x3feff3c22b8f71f1L
    };
    static final double[] EXP_TAIL = {
        0x0.0p0, 0x1.b3b4f1a88bf6ep-54, -0x1.160139cd8dc5dp-56,
        -0x1.05e7a108766d1p-54, 0x1.cd2523567f613p-55, -0x1.bce8023f98efap-55,
        0x1.0f74e61e6c861p-57, 0x1.0a3e45b33d399p-54, 0x1.79aa65d837b6dp-54,
        0x1.eb51a92fdeffcp-55, 0x1.ebe3d702f9cd1p-60, -0x1.a033489906e0bp-57,
        -0x1.556522a2fbd0ep-54, -0x1.080ef8c4eea55p-58, -0x1.1c923b9d5f416p-54,
        0x1.0d3e3e95c55afp-55, -0x1.01b15eaa59348p-55, -0x1.f1ff055de323dp-55,
        0x1.b898c3f1353bfp-55, -0x1.6d99c7611eb26p-54, 0x1.aecf73e3a2f6p-54,
        -0x1.fe782cb86389dp-55, 0x1.a6f4144a6c38dp-55, 0x1.07a05b0e4047dp-55,
        0x1.68efde3a8a894p-54, 0x1.75e18f274487dp-55, 0x1.0472b981fe7f2p-55,
        -0x1.6b87b3f71085ep-54, 0x1.2f7e16d09ab31p-55, -0x1.d219b1a6fbffap-60,
        0x1.b3782720c0ab4p-55, 0x1.e149289cecb8fp-57, 0x1.34d754db0abb6p-55,
        0x1.64201e2ac744cp-55, 0x1.fdd395dd3f84ap-55, -0x1.6a3803b8e5b04p-55,
        -0x1.24aedcc4b5068p-54, -0x1.907f81b512d8ep-54, -0x1.1d1e83e9436d2p-56,
        -0x1.91919b3ce1b15p-54, 0x1.59f48a72a4c6dp-55, -0x1.312607a28698ap-54,
        -0x1.8a78f4817895bp-58, -0x1.c2c9b67499a1bp-56, 0x1.363ed60c2ac11p-59,
        0x1.666093b0664efp-54, 0x1.ecce1daa10379p-57, 0x1.3ff8e3f0f123p-54,
        0x1.690cebb7aafbp-56, 0x1.31dbdeb54e077p-54, -0x1.f94340071a38ep-55,
        -0x1.7deccdc93a349p-55, -0x1.8dec6bd0f385fp-56, -0x1.61246ec7b5cf6p-55,
        0x1.3350518fdd78ep-54, 0x1.b98b72f8a9b05p-56, 0x1.063e1e21c5409p-54,
        0x1.4c7855019c6eap-60, 0x1.432e62b64c035p-54, -0x1.ce44a6199769fp-55,
        -0x1.c33c53bef4da8p-55, -0x1.45378892be9aep-55, -0x1.3cedd78565858p-54,
        0x1.710aa807e1964p-58, -0x1.3b3efbf5e2228p-54, -0x1.a12ad8734b982p-57,
        -0x1.367efb86da9eep-57, -0x1.0dc3d54e08851p-55, -0x1.81f647e5a3ecfp-56,
        -0x1.6ee4ac08b7dbp-55, -0x1.619321e55e68ap-55, 0x1.09ccb5e09d4d3p-54,
        -0x1.b32dcb94da51dp-56, 0x1.4ecfd5467c06bp-54, 0x1.5ebe1abd66c55p-57,
        -0x1.8a1c52fb3cf42p-55, -0x1.369b6f13b3734p-54, -0x1.05e843a19ff1ep-55,
        -0x1.4d450d872576ep-54, 0x1.0ad675b0e8ap-54, 0x1.db72fc1f0eab4p-55,
        -0x1.5b6609cc5e7ffp-57, 0x1.bf68359f35f44p-56, -0x1.3091fa71e3d83p-54,
        -0x1.da9b88b6c1e29p-58, -0x1.c23f97c90b959p-57, -0x1.2434322f4f9aap-54,
        -0x1.5ca6cd7668e4bp-55, 0x1.1affc2b91ce27p-56, 0x1.dd235e10a73bbp-57,
        -0x1.7c50422622263p-55, 0x1.b1c86e3e231d5p-55, -0x1.1bbd1d3bcbb15p-54,
        0x1.0cc319cee31d2p-54, 0x1.469846e735ab3p-55, -0x1.2dfcd978e9db4p-55,
        0x1.c1a7792cb3387p-55, -0x1.07b8f4ad1d9fap-54, -0x1.5c3d956dcaebap-58,
        -0x1.0a40e3da6f64p-54, -0x1.8d6f438ad9334p-57, -0x1.1eee26b588a35p-54,
        0x1.4ffd70a5fddcdp-56, -0x1.1bdfbfa9298acp-54, 0x1.36eae30af0cb3p-56,
        0x1.ee3325c9ffd94p-55, 0x1.4e08fd10959acp-55, 0x1.3cdaf384e1a67p-57,
        0x1.76b2c6c921968p-57, -0x1.08a1883ccb5d2p-55, -0x1.fad5d3ffffa6fp-55,
        -0x1.00dae3875a949p-54, 0x1.4a385a63d07a7p-56, -0x1.2919e2040220fp-55,
        0x1.e5a50d5c192acp-55, 0x1.43a59ac016b4bp-55, -0x1.2d52107b43e1fp-55,
        -0x1.92ab93b470dc9p-55, 0x1.4b604603a88d3p-56, 0x1.3c5ec519d7271p-55,
        -0x1.ff7128fd391fp-55, -0x1.dae98e223747dp-55, 0x1.ec3bc41aa2008p-55,
        0x1.42b94c3a9eb32p-55, 0x1.a64a931d185eep-55, -0x1.e37bae43be3edp-55,
        0x1.7893b4d91cd9dp-56, 0x1.305c14160cc89p-58
    };
}
