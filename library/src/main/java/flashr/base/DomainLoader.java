package flashr.base;

import flashr.lang.REnvironment;
import flashr.utils.Datasets;
import java.util.List;

/** The lazy bindings of one domain's names: the first read of any of them registers the whole domain. */
final class DomainLoader implements REnvironment.Loader {
    private final Registry registry;
    private final BaseDomain domain;
    private final List<String> names;
    private boolean loaded;

    DomainLoader(Registry registry, BaseDomain domain, List<String> names) {
        this.registry = registry;
        this.domain = domain;
        this.names = names;
    }

    /** Base's constants that domains bind: values, not functions. */
    private static final java.util.Set<String> CONSTANTS = java.util.Set.of("pi", "T", "F", "LETTERS", "letters",
            "month.abb", "month.name", ".leap.seconds", ".Machine", "R.version", "R.version.string", "version", ".Platform",
            "SIGHUP", "SIGINT", "SIGQUIT", "SIGKILL", "SIGTERM", "SIGSTOP", "SIGTSTP", "SIGCONT", "SIGCHLD", "SIGUSR1",
            "SIGUSR2");

    @Override
    public boolean definesFunction(String name) {
        return !CONSTANTS.contains(name) && !Datasets.isDataset(name);
    }

    BaseDomain domain() {
        return domain;
    }

    List<String> names() {
        return names;
    }

    /** Whether the domain has registered. */
    boolean loaded() {
        return loaded;
    }

    @Override
    public void load(REnvironment base) {
        synchronized (registry) {
            if (loaded) return;
            loaded = true;
            registry.load(this);
        }
    }
}
