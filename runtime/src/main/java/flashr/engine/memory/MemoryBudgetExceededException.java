package flashr.engine.memory;

/** Thrown when an allocation would take the engine's off-heap memory beyond its budget. */
public final class MemoryBudgetExceededException extends RuntimeException {
    private final long requested;
    private final long inUse;
    private final long budget;

    public MemoryBudgetExceededException(long requested, long inUse, long budget) {
        super("flashr memory budget of " + budget + " bytes exceeded: " + inUse + " bytes in use, "
                + requested + " more requested (raise it with --memory-budget SIZE or -Dflashr.memory.budget=SIZE)");
        this.requested = requested;
        this.inUse = inUse;
        this.budget = budget;
    }

    /** Bytes the failed allocation asked for. */
    public long requested() {
        return requested;
    }

    /** Bytes in use when it failed. */
    public long inUse() {
        return inUse;
    }

    /** The budget in bytes. */
    public long budget() {
        return budget;
    }
}
