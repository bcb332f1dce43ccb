package flashr.base;

/** The index of base names (see {@link BaseIndex}); generated: BaseIndexTest rewrites it. */
final class BaseNames {
    private BaseNames() {}

    static final String INDEX = """
            LANGUAGE { ( if for while repeat break next && || withVisible <- = <<- function quote return
            LANGUAGE invisible identity force deparse substitute missing nargs on.exit switch do.call Recall
            LANGUAGE match.arg ...length ...names ...elt UseMethod NextMethod Negate match.call body formals
            LANGUAGE as.name as.symbol call as.call ~ expression bquote mget delayedAssign
            LANGUAGE suppressPackageStartupMessages parse srcfile srcfilecopy srcfilealias srcref getSrcLines
            LANGUAGE as.character.srcref print.srcref summary.srcref print.srcfile summary.srcfile
            LANGUAGE .parse_internal
            CONDITION stop warning signalCondition simpleError simpleWarning simpleCondition simpleMessage
            CONDITION errorCondition warningCondition conditionMessage conditionMessage.condition conditionCall
            CONDITION conditionCall.condition print.condition tryCatch try withCallingHandlers suppressWarnings
            CONDITION suppressMessages withRestarts invokeRestart tryInvokeRestart invokeRestartInteractively
            CONDITION computeRestarts findRestart isRestart restartDescription restartFormals print.restart
            CONDITION geterrmessage stopifnot
            ENVIRONMENT environment environment<- new.env globalenv emptyenv baseenv topenv parent.frame
            ENVIRONMENT parent.env parent.env<- sys.call sys.calls sys.frames sys.frame sys.nframe sys.parent
            ENVIRONMENT sys.parents sys.on.exit sys.function environmentName exists get get0 assign rm ls remove
            ENVIRONMENT objects local eval evalq
            NAMESPACE :: ::: getNamespace asNamespace loadNamespace isNamespace isNamespaceLoaded
            NAMESPACE loadedNamespaces getNamespaceName search .packages as.environment .package_provided
            NAMESPACE .package_attach .search_attach .search_detach .search_names library require
            NAMESPACE requireNamespace packageNotFoundError packageStartupMessage attach .attach_conflicts
            NAMESPACE .maskedMsg detach builtins registerS3method registerS3methods isBaseNamespace
            NAMESPACE .namespace_imports getNamespaceImports getNamespaceUsers packageHasNamespace
            NAMESPACE unloadNamespace conflicts dyn.load dyn.unload is.loaded getLoadedDLLs print.DLLInfoList
            NAMESPACE print.DLLInfo attachNamespace .getNamespaceInfo .isUserNamespace setNamespaceInfo
            NAMESPACE .makeImportExportNames namespaceExport namespaceImport namespaceImportFrom importIntoEnv
            NAMESPACE osVersion .base_package_description packageDescription print.packageDescription strOptions
            NAMESPACE limitedLabels warnErrList isS3stdGeneric localeToCharset .session_platform sessionInfo
            NAMESPACE print.sessionInfo traceback
            VECTOR c unlist list vector logical integer numeric double character : seq seq.default seq.int
            VECTOR seq_len seq_along rep rep.factor rep_len rep.int rev append head tail length length<- lengths
            VECTOR which
            INDEX [ [.table [[ [[.factor .subset .subset2 [<- [[<- is.na<- is.na<-.default $ $<-
            INDEX_SLOTS @ @<-
            ATTRIBUTE names names<- dim dim<- dimnames dimnames<- levels levels<- attr attr<- attributes
            ATTRIBUTE attributes<- structure setNames unname class class<- oldClass oldClass<- unclass inherits
            TYPE typeof is.primitive mode storage.mode storage.mode<- is.null is.logical is.integer is.double
            TYPE is.numeric is.character is.atomic is.list is.function is.matrix is.array is.symbol is.name
            TYPE is.call is.language is.environment is.factor is.object is.vector pairlist as.pairlist
            TYPE is.pairlist is.element as.logical as.logical.factor as.integer as.double as.numeric
            TYPE as.character as.vector as.vector.data.frame as.list as.list.default as.list.environment
            TYPE as.list.factor identical all.equal all.equal.numeric all.equal.character all.equal.list
            TYPE all.equal.formula all.equal.language all.equal.environment all.equal.function all.equal.POSIXt
            TYPE all.equal.raw is.na anyNA isTRUE isFALSE nlevels
            COMPLEX_RAW .complex complex Re Im Mod Arg Conj is.complex as.complex fft mvfft polyroot raw is.raw
            COMPLEX_RAW as.raw charToRaw rawToChar rawShift rawToBits intToBits packBits .memCompressRaw
            COMPLEX_RAW .memDecompressRaw
            ARITH + - * / ^ %% %/% == != < > <= >= & | bitwAnd bitwOr bitwXor bitwShiftL bitwShiftR bitwNot !
            MATH sqrt exp log2 log10 floor ceiling expm1 log1p sin cos tan asin acos atan sinh cosh tanh asinh
            MATH acosh atanh trunc sign cospi sinpi tanpi gamma lgamma digamma trigamma psigamma lfactorial
            MATH factorial abs log atan2 beta choose lchoose lbeta besselJ besselY besselI besselK round signif
            MATH is.finite is.infinite is.nan cumsum cumprod cummax cummin
            SUMMARY sum prod max min all any range range.default pmax pmin which.max which.min .ifelse
            SUMMARY .engine_data ifelse
            SORT sort order rank unique duplicated anyDuplicated unique.default duplicated.default
            SORT anyDuplicated.default .duplicated_tuples match %in% union intersect setdiff
            STATS prcomp prcomp.default print.prcomp summary.prcomp print.summary.prcomp chkDots princomp
            STATS princomp.default princomp.formula print.princomp summary.princomp print.summary.princomp
            STATS loadings print.loadings predict.princomp factanal .factanal_sort .factanal_load
            STATS factanal.fit.mle print.factanal varimax promax loglin .loglin_ipf .cancor_svd cancor
            STATS .in_engine .engine_keep .summary_zapped format.summaryDefault print.summaryDefault
            STATS summary.factor summary.matrix summary.data.frame print.table print.listof dist as.dist
            STATS as.dist.default as.matrix.dist print.dist p.adjust.methods .zeroin2 .fmin p.adjust cov2cor
            STATS uniroot optimize optimise ecdf print.ecdf knots knots.stepfun quantile.ecdf summary.ecdf
            STATS print.summary.ecdf xtabs print.xtabs mahalanobis stepfun is.stepfun as.stepfun
            STATS as.stepfun.default print.stepfun summary.stepfun symnum pbirthday qbirthday simulate
            STATS simulate.lm .simulate_family constrOptim lsfit .lsfit_dqrls na.contiguous
            STATS na.contiguous.default prop.trend.test rWishart na.action na.action.default Pair preplot
            STATS arima0.diag plclust .pretty .bincount pretty pretty.default boxplot.stats nclass.Sturges
            STATS nclass.scott nclass.FD hist hist.default .bindist .density_convolve bw.nrd0 bw.nrd density
            STATS density.default .density_grid print.density .bw_check bw_pair_cnts .bw_sum .bw_ucv .bw_bcv
            STATS .bw_phi4 .bw_phi6 .bw_cv_bins bw.ucv bw.bcv bw.SJ I [.AsIs print.AsIs all.names all.vars
            STATS .all.names formula formula.default formula.terms formula.lm as.formula print.formula
            STATS print.terms format.formula [.formula terms terms.default terms.terms terms.formula
            STATS .terms.formula.R .formula.dot .formula.hasdot .formula.label .formula.expand .formula.cross
            STATS .formula.join model.frame model.frame.lm model.frame.default .model.frame.make complete.cases
            STATS na.omit na.omit.default na.omit.data.frame na.exclude na.pass na.fail na.fail.default naresid
            STATS naresid.default naresid.exclude napredict napredict.default napredict.exclude naprint
            STATS naprint.default naprint.omit naprint.exclude model.response model.matrix model.matrix.lm
            STATS model.matrix.default .getXlevels sigma sigma.default sigma.mlm offset get_all_vars DF2formula
            STATS formula.data.frame asOneSidedFormula makepredictcall makepredictcall.default
            STATS makepredictcall.poly .MFclass .checkMFClasses lm .model.frame.fit lm.fit lm.wfit print.lm
            STATS .print.gapped coef coef.default coefficients fitted fitted.default fitted.values residuals
            STATS residuals.default residuals.lm resid deviance deviance.lm df.residual df.residual.default nobs
            STATS nobs.default qr.lm vcov vcov.lm predict predict.lm summary.lm print.summary.lm format.pval
            STATS .signif.stars printCoefmat summary.mlm predict.mlm vcov.mlm .vcov.aliased deviance.mlm SSD
            STATS SSD.mlm estVar estVar.SSD estVar.mlm anova.mlm anova.mlmlist .mlm.transformnote .mlm.epsnote
            STATS .mlm.sphericalP .mlm.test Thin.row Thin.col proj.matrix Rank Tr sphericity mauchly.test
            STATS mauchly.test.mlm mauchly.test.SSD anova anova.lm print.anova .logit_linkinv .logit_mu_eta
            STATS .binomial_dev_resids .logit_link .binomial_validmu .binomial_initialize .binomial_aic_terms
            STATS .glm_working family family.glm print.family make.link .glm.heap.doubles .glm.link .glm.family
            STATS .glm.binomial.dev.resids .glm.binomial.initialize binomial gaussian .glm.poisson.dev.resids
            STATS poisson power Gamma inverse.gaussian quasibinomial quasipoisson quasi .glm.quasi.variance glm
            STATS glm.control glm.fit .glm.qr .glm.fit.empty print.glm summary.glm print.summary.glm
            STATS residuals.glm predict.glm deviance.glm weights weights.default weights.glm vcov.glm logLik
            STATS logLik.logLik logLik.glm print.logLik .glm.engine .glm.engine.same .glm.engine.binary.dev
            STATS .glm.engine.binary.aic .glm.engine.step .glm.engine.within .glm.engine.mu.check
            STATS .glm.fit.engine hat weighted.residuals .lm.influence.core lm.influence influence influence.lm
            STATS influence.glm hatvalues hatvalues.lm rstandard rstandard.lm rstandard.glm rstudent rstudent.lm
            STATS rstudent.glm dffits dfbeta dfbeta.lm dfbetas dfbetas.lm covratio cooks.distance
            STATS cooks.distance.lm cooks.distance.glm influence.measures .is.influential print.infl
            STATS summary.infl variable.names variable.names.default variable.names.lm case.names
            STATS case.names.default case.names.lm model.extract model.offset model.weights expand.model.frame
            STATS effects effects.lm print.coef alias alias.formula alias.lm .fractions print.fractions profile
            STATS .anova.topnote anova.lmlist stat.anova anova.glm anova.glmlist logLik.lm .ic.values
            STATS .ic.check.nobs AIC AIC.default BIC BIC.default getCall getCall.default getElement update
            STATS update.default update.formula .formula.put.dots .formula.simplify reformulate delete.response
            STATS drop.terms [.terms extractAIC extractAIC.lm extractAIC.glm .safe.pchisq .safe.pf .check.exact
            STATS .sorted.term factor.scope drop.scope add.scope .select.heading drop1 add1 drop1.lm add1.lm
            STATS drop1.glm add1.glm .predict.lm.terms step aov coef.aov print.aov summary.aov print.summary.aov
            STATS TukeyHSD TukeyHSD.aov print.TukeyHSD proj proj.default proj.lm proj.aov print.aovproj
            STATS replications model.tables model.tables.aov .se.aov print.tables_aov print.mtable dummy.coef
            STATS dummy.coef.lm print.dummy_coef se.contrast se.contrast.aov proj.aovlist model.frame.aovlist
            STATS model.tables.aovlist make.tables.aovprojlist se.aovlist se.contrast.aovlist dummy.coef.aovlist
            STATS print.dummy_coef_list .aov_strata print.aovlist summary.aovlist print.summary.aovlist
            STATS eff.aovlist .if_null plot.ts ts.plot lag.plot monthplot monthplot.default monthplot.ts
            STATS monthplot.stl monthplot.StructTS interaction.plot rect.hclust termplot plot.HoltWinters
            STATS plot.decomposed.ts plot.TukeyHSD manova summary.manova print.summary.manova C is.empty.model
            STATS ls.diag ls.print t.test t.test.default t.test.formula chisq.test cor.test cor.test.default
            STATS cor.test.formula print.htest deparse1 strwrap .htest_model_frame .fisher_exact .r2dtable
            STATS .fisher_sim .chisq_sim .smirnov_sim .pKendall .pRho fisher.test r2dtable mantelhaen.test
            STATS .odds_ratio_interval .cmh.test .d2x2xk binom.test poisson.test prop.test is.table as.table
            STATS as.table.default mcnemar.test var.test var.test.default var.test.formula bartlett.test
            STATS bartlett.test.default bartlett.test.formula .group.test.formula pairwise.table pairwise.t.test
            STATS pairwise.wilcox.test pairwise.prop.test print.pairwise.htest power.t.test power.prop.test
            STATS power.anova.test .assert_NULL_or_prob print.power.htest .swilk kruskal.test
            STATS kruskal.test.default kruskal.test.formula friedman.test friedman.test.default
            STATS friedman.test.formula fligner.test fligner.test.default fligner.test.formula oneway.test
            STATS mood.test mood.test.default quade.test quade.test.default shapiro.test .pKolmogorov2x .pKS2
            STATS .psmirnovCount .pSmirnov2x dsignrank psignrank qsignrank dwilcox pwilcox qwilcox ks.test
            STATS ks.test.formula ks.test.default psmirnov qsmirnov rsmirnov wilcox.test wilcox.test.formula
            STATS wilcox.test.default ansari.test .ansari_counts .pansari .qansari ansari.test.default
            STATS ansari.test.formula confint .confint_table confint.lm confint.default confint.glm
            STATS .confint_profile_glm .profile_glm ts .ts_time_point tsp tsp<- hasTsp is.ts is.mts as.ts
            STATS as.ts.default frequency frequency.default deltat deltat.default start start.default end
            STATS end.default .ts_calendar_point time time.default time.ts cycle cycle.default cycle.ts window
            STATS window.ts window.default .ts_window_point lag lag.default diff.ts aggregate.ts Ops.ts [.ts
            STATS t.ts print.ts .preformat.ts .ts_plain embed ts.union ts.intersect .ts_bind .ts_names .cbind_ts
            STATS .cfilter .rfilter .acf .pacf1 .eureka .runmed .holt_winters .stl filter convolve toeplitz
            STATS decompose runmed smoothEnds HoltWinters print.HoltWinters residuals.HoltWinters
            STATS predict.HoltWinters acf pacf pacf.default print.acf [.acf plot.acf Box.test ar.yw
            STATS ar.yw.default .ar_yw_multi print.ar predict.ar ar .ar_series .ar_resid .ar_burg_fit ar.burg
            STATS ar.burg.default ar.burg.mts ar.ols .ar_mle_fit ar.mle ARMAtoMA ARMAacf acf2AR ccf window<-
            STATS window<-.ts nextn stl print.stl summary.stl plot.stl .arima_transPars .arima_undoPars
            STATS .arima_invtrans .arima_gradtrans .arima_css .arima_like .ts_conv .intgrt_vec .arima_Q0
            STATS makeARIMA arima print.Arima coef.Arima vcov.Arima logLik.Arima KalmanForecast predict.Arima
            STATS tsdiag tsdiag.Arima .tsdiag.panels arima.sim diffinv diffinv.default diffinv.ts diffinv.vector
            STATS .arima0_objective .arima0_trans .arima0_invtrans .arima0_gradtrans .arima0_forecast arima0
            STATS print.arima0 predict.arima0 tsdiag.arima0 .kalman_like .kalman_smooth .kalman_fore KalmanLike
            STATS KalmanRun KalmanSmooth StructTS print.StructTS predict.StructTS tsSmooth tsSmooth.StructTS
            STATS tsdiag.StructTS kernel print.tskernel plot.tskernel df.kernel bandwidth.kernel [.tskernel
            STATS is.tskernel kernapply kernapply.vector kernapply.default kernapply.ts kernapply.tskernel
            STATS spectrum spec.taper spec.ar spec.pgram plot.spec plot.spec.coherency plot.spec.phase PP.test
            STATS .pp_sum cpgram kmeans .kmeans_lloyd_engine print.kmeans fitted.kmeans .kmeans_fit
            STATS .kmeans_nearest .hclust .cutree .dblcen .dist_c .eigen_real_parts hclust print.hclust
            STATS as.hclust as.hclust.default cophenetic cophenetic.default cutree cmdscale as.dendrogram
            STATS as.dendrogram.dendrogram as.dendrogram.hclust .memberDend .midDend midcache.dendrogram
            STATS print.dendrogram str.dendrogram [[.dendrogram nobs.dendrogram is.leaf order.dendrogram
            STATS labels.dendrogram .dendrogram_leaves dendrapply rev.dendrogram reorder.dendrogram
            STATS cut.dendrogram .lowess .spline_coef .spline_eval .monoFC_m .supsmu xy.coords lowess supsmu
            STATS spline splinefun .splinefun splinefunH splinefunH0 hyman_filter spl_coef_conv medpolish
            STATS print.medpolish plot.medpolish isoreg .isoreg_pava fitted.isoreg residuals.isoreg print.isoreg
            STATS lines.isoreg line residuals.tukeyline print.tukeyline ksmooth .sm_med3 .sm_imed3 .sm_endrule
            STATS .sm_3 .sm_3R .sm_sptest .sm_split3 .sm_run smooth print.tukeysmooth summary.tukeysmooth
            STATS .loess_raw .loess_dfit .loess_dfitse .loess_ifit .loess_ise .lowesw .lowesp loess.control
            STATS loess .loess.layout simpleLoess print.loess summary.loess print.summary.loess predict.loess
            STATS predLoess loess.smooth scatter.smooth anova.loess .nlm nlm .nlminb_controls .nlminb_message
            STATS nlminb .port_ivset .port_nlminb .smooth_spline .bvalus .nknots.smspl smooth.spline
            STATS print.smooth.spline predict.smooth.spline predict.smooth.spline.fit fitted.smooth.spline
            STATS residuals.smooth.spline .optim .optimhess optim optimHess .dqags .dqagi integrate
            STATS print.integrate .model_matrix_columns .terms_formula .Diag contr.treatment contr.SAS contr.sum
            STATS contr.helmert contr.poly contrasts contrasts<- poly predict.poly polym mat.or.vec reorder
            STATS reorder.default reshape ftable ftable.default ftable.formula format.ftable print.ftable
            STATS write.ftable as.table.ftable as.matrix.ftable as.data.frame.ftable addmargins summary.table
            STATS print.summary.table read.ftable D .deriv_is_const .deriv_is_zero .deriv_is_one
            STATS .deriv_is_uminus .deriv_is_form .deriv_simplify .deriv_D .deriv_parens deriv deriv.formula
            STATS deriv.default deriv3 deriv3.formula deriv3.default .deriv_find .deriv_count .deriv_replace
            STATS .deriv_code nls.control numericDeriv nlsModel .nls_iter .nls_selfstart_pnames nls
            STATS .p.nls.convInfo print.nls summary.nls print.summary.nls coef.nls vcov.nls deviance.nls
            STATS df.residual.nls nobs.nls formula.nls weights.nls fitted.nls residuals.nls predict.nls
            STATS logLik.nls qr.resid nlsModel.plinear profiler profiler.nls profile.nls confint.nls
            STATS confint.profile.nls selfStart selfStart.default selfStart.formula getInitial
            STATS getInitial.formula .ss_attributes getInitial.selfStart getInitial.default data.class
            STATS sortedXyData sortedXyData.default NLSstClosestX NLSstClosestX.sortedXyData .nlsst_asymptote
            STATS NLSstRtAsymptote NLSstRtAsymptote.sortedXyData NLSstLfAsymptote NLSstLfAsymptote.sortedXyData
            STATS NLSstAsymptotic NLSstAsymptotic.sortedXyData .ss_builtin_pnames .ss_gradient SSlogis
            STATS .ss_init_SSlogis SSfpl .ss_init_SSfpl SSasymp .ss_init_SSasymp SSasympOrig
            STATS .ss_init_SSasympOrig SSasympOff .ss_init_SSasympOff SSmicmen .ss_init_SSmicmen SSgompertz
            STATS .ss_init_SSgompertz SSbiexp .ss_init_SSbiexp SSweibull .ss_init_SSweibull SSfol .ss_init_SSfol
            STATS mean median var sd cov cor quantile diff diff.default cut cut.default findInterval summary
            STATS fivenum IQR mad weighted.mean zapsmall tabulate table
            PRINT print print.factor print.function print.default cat message writeLines noquote
            STRING grepl grep sub gsub regexpr gregexpr regexec regmatches strrep strtrim sQuote dQuote shQuote
            STRING encodeString make.unique nzchar make.names utf8ToInt intToUtf8 sprintf gettextf nchar paste
            STRING paste0 substr substring substr<- strsplit startsWith endsWith toupper tolower casefold trimws
            STRING chartr strtoi
            FORMAT format format.factor format.AsIs format.default format.info formatC prettyNum toString
            MATRIX matrix array nrow ncol NROW NCOL t drop as.matrix as.matrix.default row col lower.tri
            MATRIX upper.tri rownames colnames rownames<- colnames<- aperm aperm.default aperm.table diag diag<-
            MATRIX cbind rbind rowSums colSums rowMeans colMeans rowsum rowsum.default max.col sweep scale
            MATRIX scale.default outer %o% marginSums margin.table proportions prop.table
            LINALG %*% crossprod tcrossprod solve solve.default solve.qr det determinant determinant.matrix chol
            LINALG chol.default chol2inv backsolve forwardsolve norm kronecker %x% qr qr.default qr.R qr.Q qr.qy
            LINALG qr.qty qr.coef qr.fitted qr.solve is.qr .lm.fit .lm.fit.caller eigen print.eigen isSymmetric
            LINALG isSymmetric.matrix svd La.svd rcond kappa kappa.default kappa.qr
            APPLY match.fun lapply sapply vapply mapply Map Reduce Filter Position Find apply tapply eapply
            APPLY .rapply Vectorize
            RANDOM set.seed RNGkind RNGversion runif rnorm rexp rbinom rpois rgeom rnbinom rgamma rchisq rt rf
            RANDOM rbeta rcauchy rlogis rweibull rlnorm rsignrank rwilcox sample.int sample dhyper phyper qhyper
            RANDOM rhyper rmultinom dmultinom
            DISTRIBUTION dnorm pnorm qnorm dunif punif qunif dbinom dpois pt pf qf dbeta pbeta qbeta dchisq
            DISTRIBUTION pchisq qchisq ptukey qtukey qt df dgamma pgamma qgamma dexp pexp qexp dlogis plogis
            DISTRIBUTION qlogis dlnorm plnorm qlnorm pbinom qbinom ppois qpois dt dcauchy pcauchy qcauchy
            DISTRIBUTION dweibull pweibull qweibull dgeom pgeom qgeom dnbinom pnbinom qnbinom
            SYSTEM summary.proc_time print.proc_time Sys.time Sys.Date date proc.time system.time Sys.sleep
            SYSTEM commandArgs interactive Sys.info quit q Sys.getenv Sys.setenv Sys.unsetenv .objectsize
            SYSTEM .gcinfo object.size format.object_size print.object_size gc pi T F LETTERS letters month.name
            SYSTEM month.abb .Machine R.version version R.version.string .Platform .leap.seconds SIGHUP SIGINT
            SYSTEM SIGQUIT SIGKILL SIGTERM SIGSTOP SIGTSTP SIGCONT SIGCHLD SIGUSR1 SIGUSR2
            FILES tempdir tempfile unlink file.remove saveRDS readRDS .saveBindings .loadBindings serialize
            FILES unserialize save load getwd setwd list.files dir dir.exists dir.create normalizePath file.info
            FILES file.access Sys.readlink file.create file.append file.rename .file_symlink file.link
            FILES .file_copy_pairs .file_copy_into .Sys_chmod .Sys_umask .Sys_setFileTime path.expand .Sys_glob
            FILES list.dirs file.size file.mtime file.mode nullfile file.copy file.symlink Sys.chmod Sys.umask
            FILES Sys.setFileTime Sys.glob as.octmode format.octmode as.character.octmode print.octmode
            FILES [.octmode !.octmode &.octmode |.octmode .readBin .writeBin Encoding Encoding<- enc2utf8
            FILES enc2native validUTF8 iconvlist .iconv .abbreviate iconv abbreviate xtfrm xtfrm.default
            FILES xtfrm.factor xtfrm.AsIs xtfrm.Date xtfrm.POSIXct xtfrm.POSIXlt xtfrm.difftime xtfrm.data.frame
            FILES regmatches<- .map_pairs dget dump readBin writeBin .system Sys.getpid system system2
            FILES .lc_categories Sys.getlocale Sys.setlocale R.Version .Sys_getlocale .Sys_setlocale l10n_info
            FILES .md5sum sink sink.number file gzfile bzfile xzfile pipe fifo seek isSeekable .text_connection
            FILES textConnection rawConnection summary.connection closeAllConnections print.connection pushBack
            FILES pushBackLength clearPushBack truncate .raw_connection rawConnectionValue textConnectionValue
            FILES open close close.connection isOpen isIncomplete .connection_summary flush getAllConnections
            FILES getConnection stdin stdout stderr readline .unzip_internal .tar_internal .untar_internal zip
            FILES unzip tar untar scan capture.output .fmt_date .fmt_time .parse_date .parse_time .is_dst
            FILES .tz_abbrevs .tz_name .Date .POSIXct .difftime as.Date as.Date.default as.Date.Date
            FILES as.Date.numeric as.Date.POSIXct as.Date.character as.Date.factor format.Date as.character.Date
            FILES print.Date weekdays weekdays.Date weekdays.POSIXt months months.Date months.POSIXt .days_of
            FILES +.Date -.Date Ops.Date Summary.Date [.Date [[.Date [<-.Date c.Date mean.Date rev.Date
            FILES sort.Date unique.Date diff.Date seq.Date as.POSIXct as.POSIXct.POSIXct as.POSIXct.Date
            FILES as.POSIXct.numeric as.POSIXct.character format.POSIXct as.character.POSIXt str.Date str.POSIXt
            FILES print.POSIXct .secs_of +.POSIXt -.POSIXt Ops.POSIXt [.POSIXct difftime as.difftime units
            FILES units.difftime units<- units<-.difftime format.difftime print.difftime as.double.difftime
            FILES as.numeric.difftime .posixlt .lt_days .lt_secs .lt_tz as.POSIXlt as.POSIXlt.POSIXlt
            FILES as.POSIXlt.POSIXct .ct_seconds as.POSIXlt.Date as.POSIXlt.character as.POSIXlt.factor
            FILES as.POSIXlt.numeric as.POSIXlt.default as.POSIXct.POSIXlt as.Date.POSIXlt format.POSIXlt
            FILES print.POSIXlt length.POSIXlt [.POSIXlt c.POSIXct c.POSIXlt is.na.POSIXlt strptime strftime
            FILES ISOdatetime ISOdate trunc.POSIXt round.POSIXt trunc.Date round.Date julian julian.Date
            FILES julian.POSIXt quarters quarters.Date quarters.POSIXt cut.Date seq.POSIXt cut.POSIXt
            FILES Sys.timezone check_tzones Summary.POSIXct Summary.POSIXlt as.POSIXct.default mean.POSIXct
            FILES mean.POSIXlt diff.POSIXt rep.POSIXct rep.Date rep.difftime [[.POSIXct [<-.POSIXct
            FILES summary.POSIXct summary.POSIXlt summary.Date split.Date split.POSIXct as.list.Date
            FILES as.list.POSIXct as.list.difftime .difftime_secs Ops.difftime *.difftime /.difftime
            FILES Summary.difftime mean.difftime c.difftime [.difftime [<-.difftime diff.difftime Math.difftime
            FILES unique.POSIXlt sort.POSIXlt quantile.POSIXt is.numeric.Date is.numeric.POSIXt
            FILES is.numeric.difftime Math.Date Math.POSIXt weighted.mean.Date weighted.mean.POSIXct
            FILES weighted.mean.difftime as.double.POSIXlt length<-.Date length<-.POSIXct length<-.difftime
            FILES file.exists readLines
            FACTOR .factor_simple .split_plain .split_assign gl factor ordered as.factor is.ordered as.ordered
            FACTOR addNA droplevels droplevels.factor levels<-.factor relevel relevel.default relevel.ordered
            FACTOR relevel.factor [.factor [<-.factor [[<-.factor c.factor Ops.factor Ops.ordered Math.factor
            FACTOR Summary.factor Summary.ordered all.equal.factor split split.default split<- split<-.default
            FACTOR unsplit interaction length<-.factor
            META eval.parent xor pmatch replicate dput rapply str2lang str2expression as.expression
            META as.expression.default .class2 .deparseOpts pos.to.env ngettext pmax.int pmin.int is.unsorted
            META arrayInd replace rle inverse.rle print.rle file.path basename dirname sort.int sort.list merge
            META merge.default merge.data.frame .merge_indices expand.grid as.data.frame.table .NotYetUsed
            META .margin_check .unique_array unique.matrix unique.array .duplicated_array duplicated.matrix
            META duplicated.array .anyDuplicated_array anyDuplicated.matrix anyDuplicated.array
            META unique.data.frame duplicated.data.frame anyDuplicated.data.frame warnings [.warnings
            META print.warnings c.warnings duplicated.warnings unique.warnings summary.warnings
            META print.summary.warnings approx approxfun regularize.values .approx_ends .approx_at ave
            META modifyList combn .standard_regexps .make_numeric_version numeric_version package_version
            META R_system_version getRversion is.numeric_version is.package_version as.numeric_version
            META as.package_version .encode_numeric_version format.numeric_version as.character.numeric_version
            META print.numeric_version Ops.numeric_version Summary.numeric_version xtfrm.numeric_version
            META c.numeric_version [.numeric_version [[.numeric_version $.package_version
            META as.list.numeric_version is.na.numeric_version anyNA.numeric_version duplicated.numeric_version
            META unique.numeric_version rep.numeric_version compareVersion packageVersion setequal write labels
            META labels.default sequence sequence.default charmatch comment comment<- mode<- substring<- asplit
            META list2DF isa dynGet forceAndCall gettext capabilities returnValue prmatrix provideDimnames
            META simplify2array single logb isatty Cstack_info extSoftVersion La_version La_library grouping
            META gregexec hashtab is.hashtab .hashtab_state .hashtab_find gethash sethash remhash numhash
            META typhash maphash clrhash .format_hashtab [[.hashtab [[<-.hashtab length.hashtab format.hashtab
            META str.hashtab print.hashtab writeChar readChar txtProgressBar flush.console getTxtProgressBar
            META setTxtProgressBar close.txtProgressBar hasName glob2rx file_test timestamp .amatch_bound
            META .amatch_costs_allowed .amatch_one agrepl agrep .format_rl_table formatUL formatOL
            META .S3_method_names methods .belongs_to_longer_generic format.MethodsFunction
            META print.MethodsFunction findGeneric getS3method isS3method getNamespaceExports getExportedValue
            META getFromNamespace assignInNamespace .debug_state debug undebug debugonce isdebugged
            META .debugged_set browser trace untrace Rprof tracemem untracemem ls.str lsf.str print.ls_str
            META .S3_generic_names .nonS3methods .S3_hidden_methods .R_base_dot_names .not_in_R_base data.matrix
            META slice.index .dims_check .rowSums .colSums .rowMeans .colMeans .row .col as.array
            META as.array.default is.recursive enquote rowsum.data.frame system.file .Deprecated .Defunct
            META .NotYetImplemented as.hexmode format.hexmode as.character.hexmode print.hexmode [.hexmode
            META !.hexmode &.hexmode |.hexmode .romans as.roman .as.roman .numeric2roman .roman2numeric
            META as.character.roman format.roman print.roman rep.roman [.roman Ops.roman Summary.roman URLencode
            META URLdecode .amatch_costs adist .adist_one find apropos .ns_defines getAnywhere print.getAnywhere
            META [.getAnywhere argsAnywhere relist relist.default relist.list relist.factor relist.matrix
            META as.relistable is.relistable unlist.relistable checkHT head.default tail.default .ht_whole
            META head.array tail.array head.matrix tail.matrix head.function tail.function head.ftable
            META tail.ftable char.expand formatDL callCC mostattributes<- as.null as.null.default is.R mtfrm
            META mtfrm.default setTimeLimit setSessionTimeLimit gcinfo gc.time Sys.which R.home OlsonNames
            META sys.source withAutoprint Sys.localeconv validEnc numToInts numToBits read.dcf write.dcf
            META as.data.frame.vector as.data.frame.numeric as.data.frame.integer as.data.frame.character
            META as.data.frame.logical as.data.frame.complex as.data.frame.raw as.data.frame.factor
            META as.data.frame.ordered as.data.frame.Date as.data.frame.POSIXct as.data.frame.difftime
            META as.data.frame.noquote as.data.frame.array droplevels.data.frame subset.matrix kappa.lm
            META memCompress memDecompress .libPaths print.noquote print.simple.list as.character.condition
            META as.character.error grepRaw as.list.function [.noquote c.noquote anyNA.data.frame .POSIXlt
            META [[.POSIXlt [<-.POSIXlt [[<-.POSIXlt anyNA.POSIXlt as.list.POSIXlt as.vector.POSIXlt
            META duplicated.POSIXlt rep.POSIXlt length<-.POSIXlt names.POSIXlt names<-.POSIXlt
            META as.data.frame.POSIXlt as.matrix.POSIXlt [<-.numeric_version [[<-.numeric_version
            META is.na<-.numeric_version as.data.frame.numeric_version is.na<-.factor as.single
            META as.single.default is.single qr.X as.qr as.data.frame.ts as.data.frame.AsIs
            META as.data.frame.model.matrix split<-.data.frame getNamespaceVersion getNamespaceInfo
            META .flashrPackagePath find.package path.package searchpaths suspendInterrupts allowInterrupts
            META default.stringsAsFactors unix.time license licence .S3method .valid.factor attr.all.equal
            META .bincode .kronecker as.matrix.noquote .makeMessage readRenviron pcre_config [.listof
            META [.simple.list [.Dlist print.Dlist gctorture gctorture2 asS4 asS3 .taskCallbackList
            META addTaskCallback removeTaskCallback getTaskCallbackNames .runTaskCallbacks taskCallbackManager
            META .hooksEnv packageEvent getHook setHook showConnections open.connection flush.connection
            META seek.connection truncate.connection reg.finalizer Sys.setLanguage save.image url gzcon unz
            META socketConnection download.file make.socket bibentry $.bibentry toBibtex.bibentry
            META .bibtex_persons print.Bibtex .bibentry_authors .bibentry_text format.bibentry print.bibentry
            META print.citation citation toLatex print.Latex citHeader citFooter cite citeNatbib .cite_state
            META person .MARC_relators_used_with_R .expand_ORCID_identifier [[.person toBibtex format.person
            META as.person.default .canonicalize_person_role .person as.character.person $.person c.person
            META [.person print.person toBibtex.person .listify .is_not_nonempty_text as.person memory.size
            META memory.limit alarm askYesNo select.list menu savehistory loadhistory history .registerNames
            META globalVariables suppressForeignCheck removeSource packageName asDateBuilt charClass getSrcref
            META getSrcFilename getSrcDirectory getSrcLocation maintainer packageDate personList as.personList
            META as.personList.person as.personList.default Rprofmem summaryRprof example demo vignette
            META .warning_now .repos_unreachable .available_packages_fields available.packages install.packages
            META update.packages print.packageIQR aregexec .amatch_span help.search print.hsearch news
            META print.news_db fileSnapshot changedFiles print.fileSnapshot print.changedFiles .md5sum_named
            META file_ext file_path_sans_ext file_path_as_absolute md5sum toTitleCase .tools_splitString
            META R_user_dir .deparseTrim assertCondition assertError assertWarning delimMatch showNonASCII
            META showNonASCIIfile .OStype .make_file_exts list_files_with_exts list_files_with_type pskill
            META psnice .resolvePkgType contrib.url .DollarNames .DollarNames.default .DollarNames.list
            META .DollarNames.environment .S3methods c.bibentry .citation .parse_CITATION_file readCitationFile
            META read.DIF [[.bibentry [.bibentry .installed_base_fields installed.packages mean.default
            META median.default summary.default sort.default rev.default toString.default t.default
            META all.equal.default as.character.factor as.vector.factor levels.default as.character.default
            META lockBinding unlockBinding bindingIsLocked lockEnvironment environmentIsLocked makeActiveBinding
            META bindingIsActive activeBindingFunction options getOption args as.function as.function.default
            META alist body<- formals<- list2env
            METHODS .S4_classes .S4_generics .s4_object isS4 standardGeneric callNextMethod .s4_basic_classes
            METHODS .s4_def .s4_generic .s4_default_slot representation prototype signature setClass
            METHODS setClassUnion print.classGeneratorFunction setValidity isVirtualClass isClass removeClass
            METHODS getSlots slotNames slot slot<- .s4_data .s4_set_data .s4_is is extends .s4_check_slot new
            METHODS .s4_prototype .s4_initialize validObject setGeneric .s4_calls_standardGeneric
            METHODS print.standardGeneric isGeneric .s4_builtin_signature setMethod .s4_bridge
            METHODS .s4_builtin_methods .s4_dispatch_builtin .s4_run_method .s4_arg_classes .s4_select
            METHODS .s4_methods_for initialize show .s4_show_default callGeneric existsMethod hasMethod
            METHODS getMethod selectMethod removeMethod setAs as as<- getClass getClassDef setRefClass
            METHODS .refclass_generator print.refObjectGenerator .refclass_levels .refclass_method
            METHODS .refclass_builtin_method .refclass_new .refclass_show getRefClass .s4_group_table
            METHODS .s4_groups_of .s4_s3_group getGroupMembers getGroup isGroup Arith Compare Logic Ops Math
            METHODS Math2 Summary Complex getGeneric .s4_table_of findMethod findMethods getMethods
            METHODS findMethodSignatures hasMethods removeMethods removeGeneric isSealedMethod cbind2 rbind2
            METHODS .s4_bind2_default setReplaceMethod showMethods getGenerics setOldClass .s4_old_class_of
            METHODS isXS3Class S3Class S3Class<- S3Part S3Part<- getDataPart setDataPart .slotNames .hasSlot
            METHODS setIs isClassUnion isSealedClass sealClass getValidity canCoerce showDefault classLabel
            METHODS getClasses findClass isClassDef getAllSuperClasses packageSlot packageSlot<- getPackageName
            METHODS className hasArg formalArgs findFunction existsFunction getFunction functionBody
            METHODS functionBody<- el el<- elNamed elNamed<- substituteDirect print.classRepresentation
            METHODS showClass .s4_show_extends .s4_direct_supers .s4_extends_info .s4_subclass_info
            TESTTHAT .testthat_env test_that .testthat_eval_code .testthat_stop_reporter context skip
            TESTTHAT .testthat_skip_empty skip_if skip_if_not .testthat_expect .testthat_add
            TESTTHAT .testthat_error_text .testthat_report .testthat_first_upper .testthat_praise
            TESTTHAT .testthat_top_frame .testthat_frame_line .testthat_exports .testthat_branch
            TESTTHAT .testthat_expect_trace .testthat_signal_trace expect_equal expect_identical expect_true
            TESTTHAT expect_false expect_null expect_length fail succeed expect_error .testthat_capture_trace
            TESTTHAT .testthat_compare_condition expect_warning expect_message .testthat_compare_messages
            TESTTHAT .testthat_label .testthat_quo_label .testthat_compare .testthat_comparison
            TESTTHAT .testthat_compare_default .testthat_compare_numeric .testthat_compare_character
            TESTTHAT .testthat_attr_diff .testthat_same_class .testthat_format_class .testthat_diff_type
            TESTTHAT .testthat_diff_class .testthat_diff_length .testthat_vector_equal_tol
            TESTTHAT .testthat_format_mismatch_numeric .testthat_format_mismatch_character
            TESTTHAT .testthat_waldo_constant .testthat_friendly_type
            DATA_FRAME ability.cov airmiles AirPassengers airquality anscombe attenu attitude austres beaver1
            DATA_FRAME beaver2 BJsales BJsales.lead BOD cars ChickWeight chickwts co2 CO2 crimtab discoveries
            DATA_FRAME DNase esoph euro euro.cross eurodist EuStockMarkets faithful fdeaths Formaldehyde freeny
            DATA_FRAME freeny.x freeny.y HairEyeColor Harman23.cor Harman74.cor Indometh infert InsectSprays
            DATA_FRAME iris iris3 islands JohnsonJohnson LakeHuron ldeaths lh LifeCycleSavings Loblolly longley
            DATA_FRAME lynx mdeaths morley mtcars nhtemp Nile nottem npk occupationalStatus Orange OrchardSprays
            DATA_FRAME PlantGrowth precip presidents pressure Puromycin quakes randu rivers rock Seatbelts sleep
            DATA_FRAME stack.loss stack.x stackloss state.abb state.area state.center state.division state.name
            DATA_FRAME state.region state.x77 sunspot.month sunspot.year sunspots swiss Theoph Titanic
            DATA_FRAME ToothGrowth treering trees UCBAdmissions UKDriverDeaths UKgas USAccDeaths USArrests
            DATA_FRAME UScitiesD USJudgeRatings USPersonalExpenditure uspop VADeaths volcano warpbreaks women
            DATA_FRAME WorldPhones WWWusage .dataset_names data .data_listing .datasets_titles .row_names_info
            DATA_FRAME .df_simple .read_table_fields .type_convert is.data.frame .set_row_names .df_new
            DATA_FRAME data.frame .df_piece .df_columns row.names row.names.data.frame row.names.default
            DATA_FRAME row.names<- row.names<-.data.frame row.names<-.default dim.data.frame dimnames.data.frame
            DATA_FRAME dimnames<-.data.frame as.list.data.frame as.data.frame as.data.frame.data.frame
            DATA_FRAME as.data.frame.list as.data.frame.matrix as.data.frame.default .df_from_vector
            DATA_FRAME as.matrix.data.frame .df_format_column format.data.frame print.data.frame .df_rows
            DATA_FRAME .df_cols .df_take_rows [.data.frame [[.data.frame .df_value_column $<-.data.frame
            DATA_FRAME [[<-.data.frame [<-.data.frame .df_rows_assign .df_extend .df_assign_cells Ops.data.frame
            DATA_FRAME Math.data.frame Summary.data.frame subset subset.default subset.data.frame
            DATA_FRAME head.data.frame tail.data.frame with with.default split.data.frame cbind.data.frame
            DATA_FRAME rbind.data.frame .rbind_factor is.na.data.frame t.data.frame read.table
            DATA_FRAME .read_table_colClasses .read_table_as_is .read_table_scan_bad .read_table_scan_check
            DATA_FRAME .read_table_classes read.csv read.delim write.table write.csv read.fwf read.fortran
            DATA_FRAME type.convert type.convert.default type.convert.data.frame type.convert.list read.csv2
            DATA_FRAME read.delim2 write.csv2 strcapture conformToProto count.fields aggregate aggregate.default
            DATA_FRAME aggregate.data.frame .formula_vars .formula_terms aggregate.formula transform
            DATA_FRAME transform.default transform.data.frame within within.data.frame within.list stack
            DATA_FRAME .stack_values stack.default stack.data.frame unstack .unstack_values unstack.default
            DATA_FRAME unstack.data.frame by by.default by.data.frame print.by cov.wt str str.data.frame
            DATA_FRAME .str_num str.default
            GRAPHICS .gr_open .gr_screen dev.cur dev.list .gr_close .gr_close_all .gr_select .gr_next
            GRAPHICS .gr_open_ps .gr_open_pictex .gr_open_xfig .gr_has_plot .PSenv Hershey .gr_control
            GRAPHICS .gr_displaylist .gr_snapshot .gr_devcopy plot.new frame .gr_window .gr_xy .gr_segments
            GRAPHICS .gr_arrows .gr_rect .gr_polygon .gr_text .gr_clip .gr_filled_contour .gr_raster
            GRAPHICS .gr_polypath .gr_split_env .gr_mtext .gr_axis .gr_box .gr_strsize .gr_convert par
            GRAPHICS .gr_layout .gr_engine .gr_scan .gr_plain .gr_bincount .gr_bins .gr_values .gr_split
            GRAPHICS .gr_outliers .gr_rows .gr_bindist .gr_contour_lines blues9 colorspaces .gr_axis_pars
            GRAPHICS col2rgb colors colours .rgb .hsv .hcl .gray .palette png jpeg .gr_pixels svg pdf x11 X11
            GRAPHICS dev.off graphics.off dev.set dev.next dev.new dev.flush dev.hold dev.size dev.interactive
            GRAPHICS .gr_path dev.control dev.displaylist recordPlot replayPlot print.recordedplot dev.copy
            GRAPHICS dev.print dev.prev devAskNewPage rgb hsv hcl gray grey palette rainbow heat.colors
            GRAPHICS terrain.colors topo.colors cm.colors gray.colors grey.colors colorRamp colorRampPalette
            GRAPHICS adjustcolor hcl.pals hcl.colors is.expression .gr_arg .gr_xpd .gr_labels .gr_colours
            GRAPHICS plot.window plot.xy points points.default lines lines.default matpoints matlines abline
            GRAPHICS segments arrows .gr_border rect polygon text text.default mtext title axTicks
            GRAPHICS .gr_axis_labels axis Axis Axis.default box grid rug strwidth strheight grconvertX
            GRAPHICS grconvertY .gr_unit xinch yinch clip layout symbols plot plot.default .gr_finite_range
            GRAPHICS plot.function curve plot.formula lines.formula points.formula plot.data.frame
            GRAPHICS .gr_data_matrix plot.factor plot.table plot.histogram lines.histogram barplot
            GRAPHICS barplot.default barplot.formula boxplot boxplot.default .gr_box_stats boxplot.matrix
            GRAPHICS boxplot.formula bxp fm.boxplot.stats .gr_order_stats .gr_fivenum .gr_quantile7
            GRAPHICS .gr_boxplot_stats .gr_hist_input .gr_nclass_fd .gr_density_input .gr_bw_nrd0 .gr_bw_nrd
            GRAPHICS .gr_plot_sample .gr_hatch_line .gr_hatch .gr_hatched_polygons pie dotchart stripchart
            GRAPHICS stripchart.default stripchart.formula pairs pairs.default pairs.formula matplot ppoints
            GRAPHICS jitter qqnorm qqnorm.default qqline qqplot image image.default .gr_cell_edges contourLines
            GRAPHICS contour contour.default .gr_contour_draw .gr_label_corners .gr_labels_cross persp
            GRAPHICS persp.default trans3d heatmap .gr_dendro_coords .gr_dendrogram plot.hclust
            GRAPHICS .gr_hclust_window .gr_hclust_draw plot.density lines.density plot.stepfun plot.ecdf plot.lm
            GRAPHICS screeplot plot.prcomp plot.princomp biplot biplot.princomp biplot.prcomp biplot.default
            GRAPHICS legend extendrange n2mfrow xyTable chull .gr_hull rgb2hsv .axisPars axisTicks .gr_log_at
            GRAPHICS check.options cm palette.pals .palette_match palette.colors .gr_palette_hex is.raster
            GRAPHICS as.raster as.raster.raster as.raster.logical as.raster.numeric as.raster.character
            GRAPHICS as.raster.raw as.raster.matrix as.raster.array as.matrix.raster print.raster [.raster
            GRAPHICS [<-.raster Ops.raster xyz.coords stem .gr_stem_leaf co.intervals xyinch lcm sunflowerplot
            GRAPHICS sunflowerplot.default sunflowerplot.formula layout.show .cc_ifelse .cc_pow3
            GRAPHICS .cc_white_points .cc_c2to3 make.rgb .cc_rgb_space print.colorConverter
            GRAPHICS print.RGBcolorConverter .cc_chromatic_adaptation .cc_vectorize colorConverter
            GRAPHICS .cc_rgb_converter .cc_stored_M .gr_colorspaces .cc_spow convertColor .gr_linbin2D
            GRAPHICS .gr_bkde2D .smoothScatterCalcDensity densCols smoothScatter mosaicplot mosaicplot.default
            GRAPHICS mosaicplot.formula assocplot fourfoldplot panel.smooth coplot cdplot cdplot.formula
            GRAPHICS cdplot.default spineplot spineplot.formula spineplot.default plot.design stars
            GRAPHICS filled.contour .filled.contour .SSget .SSexists .SSassign .SSpar_list split.screen screen
            GRAPHICS erase.screen close.screen axis.POSIXct hist.POSIXt axis.Date hist.Date Axis.Date
            GRAPHICS Axis.POSIXt .gr_POSIXlt rasterImage plot.raster polypath tiff bmp cairo_pdf
            GRAPHICS dev.capabilities savePlot bitmap .gr_psenv ps.options setEPS setPS pdf.options
            GRAPHICS checkIntFormat postscript .ps_device .ps.prolog cairo_ps postscriptFonts pdfFonts Type1Font
            GRAPHICS CIDFont checkFont checkFont.default checkFont.Type1Font checkFont.CIDFont isPDF
            GRAPHICS checkFontInUse setFonts printFont printFont.Type1Font printFont.CIDFont printFonts
            GRAPHICS matchEncoding matchEncoding.Type1Font matchEncoding.CIDFont matchFont embedFonts
            GRAPHICS dev.copy2eps dev.copy2pdf dev2bitmap .ps_font_in_use .find_gs_cmd initPSandPDFfonts
            GRAPHICS recordGraphics grSoftVersion deviceIsInteractive as.graphicsAnnot dev.capture .gr_hershey
            GRAPHICS pictex xfig xspline .xspline_points locator identify identify.default .gr_check_plot
            FLASHR fm.rep.int fm.seq.int fm.seq.matrix fm.runif fm.rnorm fm.runif.matrix fm.rnorm.matrix
            FLASHR runif.matrix rnorm.matrix fm.matrix fm.conv.R2FM fm.conv.FM2R fm.as.vector fm.as.matrix
            FLASHR fm.as.factor fm.is.vector fm.is.matrix fm.is.sink fm.is.sparse fm.is.sym fm.is.object
            FLASHR fm.in.mem fm.matrix.layout fm.conv.layout fm.t fm.print.mat.info .fm.print print.fm dim.fm
            FLASHR length.fm as.vector.fm t.fm print.fmV dim.fmV length.fmV as.vector.fmV t.fmV print.fmVFactor
            FLASHR dim.fmVFactor length.fmVFactor as.vector.fmVFactor t.fmVFactor fm.sapply fm.mapply2
            FLASHR fm.mapply.row fm.mapply.col fm.agg agg fm.agg.mat agg.row agg.col fm.create.agg.op
            FLASHR fm.sgroupby groupby fm.groupby groupby.row groupby.col fm.inner.prod inner.prod fm.multiply
            FLASHR fm.any fm.all pmin2 pmax2 cum.row cum.col fm.materialize materialize fm.materialize.list
            FLASHR fm.set.cached set.cache fm.get.rows fm.get.eles.vec fm.get.cols fm.set.rows fm.set.cols
            FLASHR fm.rbind.list fm.cbind.list fm.conv.store fm.env fm.set.log.level fm.set.test.na
            FLASHR fm.print.conf fm.print.features fm.get.dense.matrix fm.list.dense.matrices
            FLASHR fm.delete.dense.matrix fm.set.conf fm.load.dense.matrix load.dense fm.load.dense.matrix.bin
            FLASHR fm.export.dense.matrix fm.kmeans fm.load.sparse.matrix fm.as.sparse.matrix
            FLASHR .fm.sparse.triplets .fm.sparse.nnzero fm.table as.vector.fm.table as.data.frame.fm.table
            FLASHR print.fm.table fm.hist fm.heatmap fm.eigen .fm.eigen.fresh .fm.eigen.orth fm.svd nnzero
            FLASHR fm.rsparse.proj eigs_sym eigs .fm.eigs.all .fm.eigs.dense .fm.eigs.is.symmetric
            FLASHR .fm.eigs.operator .fm.eigs.arnoldi .fm.eigs.whole.pairs .fm.eigs.real.columns fm.PageRank
            FLASHR fm.spectral.embedding pcg fm.bo.add fm.bo.sub fm.bo.mul fm.bo.div fm.bo.mod fm.bo.idiv
            FLASHR fm.bo.min fm.bo.max fm.bo.pow fm.bo.eq fm.bo.neq fm.bo.gt fm.bo.ge fm.bo.lt fm.bo.le fm.bo.or
            FLASHR fm.bo.and fm.bo.count fm.bo.which.max fm.bo.which.min fm.bo.euclidean fm.buo.neg fm.buo.sqrt
            FLASHR fm.buo.abs fm.buo.not fm.buo.ceil fm.buo.floor fm.buo.log fm.buo.log2 fm.buo.log10 fm.buo.exp
            FLASHR fm.buo.round fm.buo.as.int fm.buo.as.numeric fm.buo.as.logical
            """;
}
