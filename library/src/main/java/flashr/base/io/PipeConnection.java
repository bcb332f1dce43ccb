package flashr.base.io;

import flashr.base.system.SystemEnvironment;
import flashr.eval.Interpreter;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * pipe() connections: a shell command ({@code /bin/sh -c}) started when the connection opens. Read
 * modes read the command's standard output; write modes feed its standard input, and what the command
 * prints goes to R's standard output when the connection closes (as stdio's buffered popen shows it).
 * The command's standard error goes to R's. Closing waits for the command.
 */
final class PipeConnection extends Connection {
    private final Interpreter interp;
    private Process process;
    private BufferedReader reader;
    private Writer writer;
    private InputStream bytesIn;
    private OutputStream bytesOut;
    private Thread outPump;
    private Thread errPump;
    private ByteArrayOutputStream printed;

    PipeConnection(Interpreter interp, String command, String mode) {
        super("pipe", command, mode);
        this.interp = interp;
    }

    @Override void openStreams() throws IOException {
        boolean read = mode.startsWith("r");
        if (!read && !mode.startsWith("w") && !mode.startsWith("a")) throw new IOException("Invalid argument");
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", description).directory(WorkingDirectory.get().toFile());
        pb.environment().clear();
        pb.environment().putAll(SystemEnvironment.all(interp));
        if (read) pb.redirectInput(ProcessBuilder.Redirect.INHERIT);
        interp.out().flush();
        interp.err().flush();
        process = pb.start();
        errPump = flashr.base.system.ProcessBuiltins.pump(process.getErrorStream(), interp.err());
        if (read) {
            process.getOutputStream().close();
            InputStream in = process.getInputStream();
            if (mode.contains("b")) bytesIn = in;
            reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        } else {
            printed = new ByteArrayOutputStream();
            outPump = flashr.base.system.ProcessBuiltins.pump(process.getInputStream(), printed);
            OutputStream out = process.getOutputStream();
            if (mode.contains("b")) bytesOut = out;
            writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        }
    }

    @Override void closeStreams() throws IOException {
        try {
            if (writer != null) writer.close();
            if (reader != null) reader.close();
            process.waitFor();
            if (outPump != null) outPump.join();
            errPump.join();
            if (printed != null) {
                PrintStream out = interp.out();
                printed.writeTo(out);
                out.flush();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        } finally {
            writer = null;
            reader = null;
            bytesIn = null;
            bytesOut = null;
            printed = null;
            process = null;
        }
    }

    @Override String readLine() throws IOException {
        if (reader == null) return null;
        String line = reader.readLine();
        lastLineIncomplete = false;
        return line;
    }

    @Override void write(String text) throws IOException {
        writer.write(text);
        writer.flush();
    }

    @Override InputStream binaryInput() {
        return bytesIn;
    }

    @Override OutputStream binaryOutput() throws IOException {
        if (bytesOut != null) writer.flush();
        return bytesOut;
    }
}
