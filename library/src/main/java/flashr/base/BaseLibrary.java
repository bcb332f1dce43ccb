package flashr.base;

import flashr.eval.Interpreter;
import flashr.eval.Library;
import flashr.base.matrix.LinalgPreload;
import flashr.lang.REnvironment;
import flashr.lang.RValue;
import java.util.List;
import java.util.Map;

/**
 * R's packages as flashr defines them, installed in a new interpreter (found by {@link Library#installed}):
 * every domain class ({@link BaseDomain}) registers its builtins in the base
 * environment. A domain registers on first use: at start-up each of its names (from {@link BaseIndex})
 * is a lazy binding whose first read registers the domain, as linking a thousand builtins at every
 * start would cost more than most scripts take to run. Engine methods attach before the session's
 * first engine value.
 */
public final class BaseLibrary implements Library {
    @Override
    public void install(Interpreter interp, REnvironment base) {
        Registry r = new Registry(base, interp.baseNamespace());
        for (Map.Entry<BaseDomain, List<String>> e : BaseIndex.read().entrySet()) {
            DomainLoader loader = new DomainLoader(r, e.getKey(), e.getValue());
            for (String name : e.getValue()) base.defineLazy(name, loader);
        }
        interp.setBeforeEngineValues(r::attachEngineMethods);
        interp.setEngineStorage(flashr.bind.EngineThreshold.fromProperties(interp));
    }

    @Override
    public void beforeScript(List<RValue> exprs) {
        LinalgPreload.startIfNamed(exprs);
    }
}
