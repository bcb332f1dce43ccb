package flashr.base.io;

import java.security.SecureRandom;

/**
 * The random part of temporary file names, without touching R's random number stream. The
 * generator is made on first use: setting up the JDK's security providers for it costs a script
 * tens of milliseconds, and loading the domains that write files must not pay that.
 */
final class RandomNames {
    private RandomNames() {}

    private static final class Generator {
        static final SecureRandom NAMES = new SecureRandom();
    }

    /** Ten random hexadecimal digits at most (40 random bits). */
    static String next() {
        return Long.toHexString(Generator.NAMES.nextLong() & 0xffffffffffL);
    }
}
