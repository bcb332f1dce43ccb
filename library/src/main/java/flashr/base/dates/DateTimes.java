package flashr.base.dates;

import flashr.base.Registry;
import flashr.base.strings.StringArgs;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RValue;
import flashr.lang.RString;
import flashr.lang.RVector;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.TextStyle;
import java.util.Locale;

/**
 * The C-level parts of R's dates and times, for the R code of {@code base/dates.R}: formatting
 * days since 1970-01-01 (Date) and seconds since the epoch (POSIXct) with strftime's conversions,
 * and parsing text with strptime's. Time zones: the session's (TZ, else the system's) unless given.
 */
public final class DateTimes {
    private static final ZoneId UTC = ZoneId.of("UTC");
    private DateTimes() {}

    /** The formats of a conversion: R's C code refuses none at all. */
    private static String[] formats(RValue v) {
        String[] f = StringArgs.strings(v);
        if (f.length == 0) throw new RError("invalid 'format' argument");
        return f;
    }

    /** Dates or times as numbers: R's C code coerces them to double, so anything else is R's error. */
    private static RVector times(RValue x) {
        if (x instanceof RVector v && !(x instanceof flashr.lang.RList)) return v;
        throw new RError("(" + x.typeName() + ") object cannot be coerced to type 'double'");
    }

    /**
     * Whether seconds since 1970 fall in the years the JVM's clock knows (about a billion either way);
     * R's own C gives NA a little further out (past 1e17 s), so later times are NA here too.
     */
    private static boolean inRange(double seconds) {
        return Math.abs(seconds) < 3.1e16;
    }

    public static void register(Registry r) {
        r.builtin(".fmt_date", "x, format", a -> {
            RVector x = times(a.get(0));
            String[] f = formats(a.get(1));
            String[] out = new String[x.length()];
            for (int i = 0; i < out.length; i++) {
                double d = x.getDouble(i);
                String fmt = f[i % f.length];
                out[i] = Double.isFinite(d) && fmt != null && inRange(d * 86400) ? format(LocalDate.ofEpochDay((long) Math.floor(d)).atStartOfDay(), fmt, UTC) : null;
            }
            return new RString(out);
        });
        r.builtin(".fmt_time", "x, format, tz", a -> {
            RVector x = times(a.get(0));
            String[] f = formats(a.get(1));
            ZoneId zone = zone(a.has(2) ? Coerce.stringScalar(a.get(2)) : "");
            String[] out = new String[x.length()];
            for (int i = 0; i < out.length; i++) {
                double s = x.getDouble(i);
                String fmt = f[i % f.length];
                if (!Double.isFinite(s) || fmt == null || !inRange(s)) continue;
                long sec = (long) Math.floor(s);
                ZonedDateTime t = java.time.Instant.ofEpochSecond(sec).atZone(zone);
                out[i] = format(t.toLocalDateTime(), s - sec, fmt, zone);
            }
            return new RString(out);
        });
        r.builtin(".parse_date", "x, format", a -> {
            String[] x = StringArgs.strings(a.get(0));
            String[] f = formats(a.get(1));
            double[] out = new double[x.length];
            for (int i = 0; i < out.length; i++) {
                LocalDateTime t = x[i] == null ? null : StrptimeParser.parse(x[i], f[i % f.length]);
                out[i] = t == null ? RDouble.NA : t.toLocalDate().toEpochDay();
            }
            return new RDouble(out);
        });
        r.builtin(".parse_time", "x, format, tz", a -> {
            String[] x = StringArgs.strings(a.get(0));
            String[] f = formats(a.get(1));
            ZoneId zone = zone(a.has(2) ? Coerce.stringScalar(a.get(2)) : "");
            double[] out = new double[x.length];
            for (int i = 0; i < out.length; i++) {
                LocalDateTime t = x[i] == null ? null : StrptimeParser.parse(x[i], f[i % f.length]);
                out[i] = t == null ? RDouble.NA : t.atZone(zone).toEpochSecond() + t.getNano() / 1e9;
            }
            return new RDouble(out);
        });
        r.builtin(".is_dst", "x, tz", a -> {
            RVector x = times(a.get(0));
            java.time.zone.ZoneRules rules = zone(Coerce.stringScalar(a.get(1))).getRules();
            int[] out = new int[x.length()];
            for (int i = 0; i < out.length; i++) {
                double s = x.getDouble(i);
                out[i] = !Double.isFinite(s) || !inRange(s) ? -1 : rules.isDaylightSavings(java.time.Instant.ofEpochSecond((long) Math.floor(s))) ? 1 : 0;
            }
            return new flashr.lang.RInt(out);
        });
        // the standard and daylight-saving abbreviations of a zone, as POSIXlt's "tzone" attribute lists them
        r.builtin(".tz_abbrevs", "tz", a -> {
            java.util.TimeZone z = java.util.TimeZone.getTimeZone(zone(Coerce.stringScalar(a.get(0))));
            return RString.of(z.getDisplayName(false, java.util.TimeZone.SHORT, Locale.US),
                    z.getDisplayName(z.useDaylightTime(), java.util.TimeZone.SHORT, Locale.US));
        });
        r.builtin(".tz_name", "tz", a -> {
            String tz = a.has(0) ? Coerce.stringScalar(a.get(0)) : "";
            return RString.of(tz.isEmpty() ? ZonedDateTime.now(zone("")).format(java.time.format.DateTimeFormatter.ofPattern("zzz", Locale.US)) : tz);
        });
    }

    /** The zone R means by {@code tz}: "" is the session's (TZ, else the system's), "GMT"/"UTC" are UTC. */
    static ZoneId zone(String tz) {
        if (tz == null || tz.isEmpty()) {
            String env = System.getenv("TZ");
            tz = env == null || env.isEmpty() ? null : env;
        }
        if (tz == null) return ZoneId.systemDefault();
        if (tz.equals("GMT") || tz.equals("UTC")) return ZoneId.of(tz);   // named, so %Z prints the name
        try {
            return ZoneId.of(tz);
        } catch (java.time.DateTimeException e) {
            return ZoneOffset.UTC;
        }
    }

    /** strftime: the conversions of R's documentation (C locale names). */
    static String format(LocalDateTime t, String fmt, ZoneId zone) {
        return format(t, 0, fmt, zone);
    }

    /**
     * As above, for a time frac of a second past t: the first {@code %OSn} prints the seconds with n
     * decimals, truncated as R does (plain {@code %OS} as {@code %S}); any other {@code %O}
     * conversion is the plain one (the C locale's alternative digits are its own).
     */
    static String format(LocalDateTime t, double frac, String fmt, ZoneId zone) {
        StringBuilder sb = new StringBuilder();
        boolean secondsDone = false;
        for (int i = 0; i < fmt.length(); i++) {
            char c = fmt.charAt(i);
            if (c != '%' || i + 1 == fmt.length()) { sb.append(c); continue; }
            char k = fmt.charAt(++i);
            switch (k) {
                case 'Y' -> sb.append(t.getYear());
                case 'y' -> sb.append(two(Math.floorMod(t.getYear(), 100)));
                case 'C' -> sb.append(two(Math.floorDiv(t.getYear(), 100)));
                case 'm' -> sb.append(two(t.getMonthValue()));
                case 'd' -> sb.append(two(t.getDayOfMonth()));
                case 'e' -> sb.append(t.getDayOfMonth() < 10 ? " " : "").append(t.getDayOfMonth());
                case 'H' -> sb.append(two(t.getHour()));
                case 'I' -> sb.append(two(t.getHour() % 12 == 0 ? 12 : t.getHour() % 12));
                case 'M' -> sb.append(two(t.getMinute()));
                case 'S' -> sb.append(two(t.getSecond()));
                case 'O' -> {
                    if (i + 1 < fmt.length() && fmt.charAt(i + 1) == 'S' && !secondsDone) {
                        // R formats only the first %OS itself; strftime takes later ones as %S
                        secondsDone = true;
                        i++;
                        int digits = i + 1 < fmt.length() && fmt.charAt(i + 1) >= '0' && fmt.charAt(i + 1) <= '9' ? fmt.charAt(++i) - '0' : 0;
                        double p = Math.pow(10, digits), secs = Math.floor((t.getSecond() + frac) * p) / p;
                        sb.append(String.format(Locale.ROOT, "%0" + (digits == 0 ? 2 : digits + 3) + "." + digits + "f", secs));
                    } else if (i + 1 < fmt.length()) {
                        sb.append(format(t, frac, "%" + fmt.charAt(++i), zone));
                    } else {
                        sb.append("%O");
                    }
                }
                case 'p' -> sb.append(t.getHour() < 12 ? "AM" : "PM");
                case 'j' -> sb.append(String.format("%03d", t.getDayOfYear()));
                case 'b', 'h' -> sb.append(t.getMonth().getDisplayName(TextStyle.SHORT, Locale.US));
                case 'B' -> sb.append(t.getMonth().getDisplayName(TextStyle.FULL, Locale.US));
                case 'a' -> sb.append(t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.US));
                case 'A' -> sb.append(t.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.US));
                case 'u' -> sb.append(t.getDayOfWeek().getValue());
                case 'w' -> sb.append(t.getDayOfWeek() == DayOfWeek.SUNDAY ? 0 : t.getDayOfWeek().getValue());
                case 'F' -> sb.append(format(t, "%Y-%m-%d", zone));
                case 'T' -> sb.append(format(t, "%H:%M:%S", zone));
                case 'D' -> sb.append(format(t, "%m/%d/%y", zone));
                case 'R' -> sb.append(format(t, "%H:%M", zone));
                case 'Z' -> sb.append(t.atZone(zone).format(java.time.format.DateTimeFormatter.ofPattern("zzz", Locale.US)));
                case 'z' -> sb.append(t.atZone(zone).format(java.time.format.DateTimeFormatter.ofPattern("xx", Locale.US)));
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case '%' -> sb.append('%');
                default -> sb.append('%').append(k);
            }
        }
        return sb.toString();
    }

    private static String two(int v) {
        return v < 10 && v >= 0 ? "0" + v : Integer.toString(v);
    }
}
