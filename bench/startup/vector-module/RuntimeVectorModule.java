import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.reflect.Method;
import java.net.URI;

/**
 * Experiment: start a JVM without {@code --add-modules jdk.incubator.vector} (so that JDK 25's AOT
 * cache can archive the module graph) and define the incubator module at run time, to the boot
 * loader, just before the first class that uses the Vector API is loaded. ModuleLayer refuses the
 * built-in loaders, so the JDK's internal jdk.internal.module.Modules and BootLoader do it (the
 * jar's manifest exports them: Add-Exports, which is no module property the archive depends on).
 * Classes of a boot-loader module keep @ForceInline and their intrinsics; C2's Vector API support
 * is switched on by -XX:+EnableVectorSupport (the JVM sets it only for a boot-layer module).
 * run.sh compares the kernel's CPU time with the module in the boot layer and defined here.
 */
public class RuntimeVectorModule {
    public static void main(String[] args) throws Throwable {
        boolean inBootLayer = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
        var cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long t0 = cpu.getCurrentThreadCpuTime();
        if (!inBootLayer) defineVectorModule();
        System.out.printf("module in the boot layer: %s; defined at run time in %.1f ms CPU%n", inBootLayer,
                (cpu.getCurrentThreadCpuTime() - t0) / 1e6);
        Class.forName("VectorSumKernel").getMethod("run").invoke(null);
    }

    private static void defineVectorModule() throws ReflectiveOperationException {
        ModuleReference ref = ModuleFinder.ofSystem().find("jdk.incubator.vector").orElseThrow();
        ModuleDescriptor d = ref.descriptor();
        Class<?> modules = Class.forName("jdk.internal.module.Modules");
        Module vector = (Module) modules.getMethod("defineModule", ClassLoader.class, ModuleDescriptor.class, URI.class)
                .invoke(null, null, d, ref.location().orElse(null));
        Class.forName("jdk.internal.loader.BootLoader").getMethod("loadModule", ModuleReference.class).invoke(null, ref);
        Module base = Object.class.getModule();
        modules.getMethod("addReads", Module.class, Module.class).invoke(null, vector, base);
        Method exportTo = modules.getMethod("addExports", Module.class, String.class, Module.class);
        for (ModuleDescriptor.Exports e : base.getDescriptor().exports()) {
            if (e.targets().contains(d.name())) exportTo.invoke(null, base, e.source(), vector);
        }
        Method exportToAll = modules.getMethod("addExports", Module.class, String.class);
        for (ModuleDescriptor.Exports e : d.exports()) if (!e.isQualified()) exportToAll.invoke(null, vector, e.source());
    }
}
