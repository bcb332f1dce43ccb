package flashr.parse;

/**
 * Decodes the text of string tokens and backtick names into their values, with R's escapes
 * and R's messages for bad ones ({@code '\q' is an unrecognized escape in character string
 * starting ""\q"}).
 */
final class StringLiterals {
    private StringLiterals() {}

    /** The value of a string token: quoted with " or ', or raw ({@code r"(...)"}). */
    static String decode(String token, int line) {
        char first = token.charAt(0);
        if (first == 'r' || first == 'R') return raw(token);
        return unescape(token, line, false);
    }

    /** The name a backtick-quoted symbol stands for. */
    static String backtick(String token, int line) {
        return unescape(token, line, true);
    }

    /** r"--(body)--": drop the prefix, quotes, dashes and brackets. */
    private static String raw(String token) {
        int dashes = 0;
        while (token.charAt(2 + dashes) == '-') dashes++;
        int open = 3 + dashes;
        return token.substring(open, token.length() - 2 - dashes);
    }

    private static String unescape(String token, int line, boolean forSymbol) {
        int end = token.length() - 1; // the closing quote
        StringBuilder sb = new StringBuilder(end);
        boolean unicode = false;
        boolean octalOrHex = false;
        int i = 1;
        while (i < end) {
            char c = token.charAt(i);
            if (c != '\\') {
                sb.append(c);
                i++;
                continue;
            }
            char e = token.charAt(i + 1);
            i += 2;
            if (e >= '0' && e <= '7') {
                int value = e - '0';
                for (int k = 0; k < 2 && i < end && token.charAt(i) >= '0' && token.charAt(i) <= '7'; k++) {
                    value = 8 * value + token.charAt(i++) - '0';
                }
                appendCode(sb, value, line);
                octalOrHex = true;
            } else if (e == 'x') {
                int start = i;
                int value = 0;
                while (i < end && i - start < 2 && hexValue(token.charAt(i)) >= 0) {
                    value = 16 * value + hexValue(token.charAt(i++));
                }
                if (i == start) throw lexError("'\\x' used without hex digits in character string starting \""
                        + token.substring(0, i) + "\"", line);
                appendCode(sb, value, line);
                octalOrHex = true;
            } else if (e == 'u' || e == 'U') {
                if (forSymbol) {
                    throw lexError((e == 'u' ? "\\uxxxx" : "\\Uxxxxxxxx")
                            + " sequences not supported inside backticks (line " + line + ")", line);
                }
                boolean braced = i < end && token.charAt(i) == '{';
                if (braced) i++;
                int start = i;
                int max = e == 'u' ? 4 : 8;
                int value = 0;
                while (i < end && i - start < max && hexValue(token.charAt(i)) >= 0) {
                    value = 16 * value + hexValue(token.charAt(i++));
                }
                if (i == start) throw lexError("'\\" + e + "' used without hex digits in character string starting \""
                        + token.substring(0, i) + "\"", line);
                if (braced) {
                    if (i >= end || token.charAt(i) != '}') {
                        throw lexError("invalid \\" + e + "{" + (e == 'u' ? "xxxx" : "xxxxxxxx") + "} sequence (line "
                                + line + ")", line);
                    }
                    i++;
                }
                appendCode(sb, value, line);
                unicode = true;
            } else {
                sb.append(switch (e) {
                    case 'a' -> '\u0007';
                    case 'b' -> '\b';
                    case 'f' -> '\f';
                    case 'n' -> '\n';
                    case 'r' -> '\r';
                    case 't' -> '\t';
                    case 'v' -> '\u000B';
                    case '\\', '"', '\'', '`', ' ', '\n' -> e;
                    default -> throw lexError("'\\" + e + "' is an unrecognized escape in character string starting \""
                            + token.substring(0, i) + "\"", line);
                });
            }
        }
        if (unicode && octalOrHex) {
            throw lexError("mixing Unicode and octal/hex escapes in a string is not allowed", line);
        }
        return sb.toString();
    }

    private static void appendCode(StringBuilder sb, int code, int line) {
        if (code == 0) throw lexError("nul character not allowed (line " + line + ")", line);
        sb.appendCodePoint(code);
    }

    private static int hexValue(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    private static ParseError lexError(String message, int line) {
        return new ParseError(message, line, 0, false);
    }
}
