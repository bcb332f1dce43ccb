package flashr.base;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The names each R source under the resources' {@code flashr/R/} defines (see {@link RSource}): lines
 * {@code package/topic.R name name ...}, a long list continued on lines that repeat the path. A Java
 * constant rather than a resource, so that start-up reads no file. Generated: RSourceIndexTest fails
 * when it is stale and rewrites it as {@link #REGENERATE} says.
 */
final class RSourceNames {
    static final String REGENERATE = "regenerate it with FLASHR_WRITE_BASE_INDEX=1 ./build -B verify -pl library -am "
            + "-Dtest=RSourceIndexTest -Dsurefire.failIfNoSpecifiedTests=false";

    private RSourceNames() {}

    private static final class Parsed {
        static final Map<String, List<String>> BY_PATH = parse(INDEX);
    }

    /** The names the source at {@code path} defines, or null when the index does not know it. */
    static List<String> of(String path) {
        return Parsed.BY_PATH.get(path);
    }

    static Map<String, List<String>> parse(String text) {
        Map<String, List<String>> byPath = new HashMap<>();
        for (String line : text.split("\n")) {
            String[] words = line.trim().split(" ");
            if (words.length < 2) continue;
            List<String> names = byPath.computeIfAbsent(words[0], k -> new java.util.ArrayList<>());
            for (int i = 1; i < words.length; i++) names.add(words[i]);
        }
        return byPath;
    }

    static final String INDEX = """
            FlashR/eigen.R fm.eigen .fm.eigen.fresh .fm.eigen.orth fm.svd
            FlashR/eigs.R eigs_sym eigs .fm.eigs.all .fm.eigs.dense .fm.eigs.is.symmetric .fm.eigs.operator
            FlashR/eigs.R .fm.eigs.arnoldi .fm.eigs.whole.pairs .fm.eigs.real.columns
            FlashR/graph.R fm.PageRank fm.spectral.embedding
            FlashR/pcg.R pcg
            FlashR/sparse.R nnzero fm.rsparse.proj
            FlashR/table.R fm.table as.vector.fm.table as.data.frame.fm.table print.fm.table fm.hist fm.heatmap
            base/array-tools.R data.matrix slice.index .dims_check .rowSums .colSums .rowMeans .colMeans .row
            base/array-tools.R .col as.array as.array.default is.recursive enquote rowsum.data.frame system.file
            base/array-tools.R .Deprecated .Defunct .NotYetImplemented as.hexmode format.hexmode
            base/array-tools.R as.character.hexmode print.hexmode [.hexmode !.hexmode &.hexmode |.hexmode
            base/base-extra.R license licence .S3method .valid.factor attr.all.equal .bincode .kronecker
            base/base-extra.R as.matrix.noquote .makeMessage readRenviron pcre_config [.listof [.simple.list
            base/base-extra.R [.Dlist print.Dlist gctorture gctorture2 asS4 asS3
            base/base-more.R .POSIXlt [[.POSIXlt [<-.POSIXlt [[<-.POSIXlt anyNA.POSIXlt as.list.POSIXlt
            base/base-more.R as.vector.POSIXlt duplicated.POSIXlt rep.POSIXlt length<-.POSIXlt names.POSIXlt
            base/base-more.R names<-.POSIXlt as.data.frame.POSIXlt as.matrix.POSIXlt [<-.numeric_version
            base/base-more.R [[<-.numeric_version is.na<-.numeric_version as.data.frame.numeric_version
            base/base-more.R is.na<-.factor as.single as.single.default is.single qr.X as.qr as.data.frame.ts
            base/base-more.R as.data.frame.AsIs as.data.frame.model.matrix split<-.data.frame
            base/base-more.R getNamespaceVersion getNamespaceInfo .flashrPackagePath find.package path.package
            base/base-more.R searchpaths suspendInterrupts allowInterrupts default.stringsAsFactors unix.time
            base/base-rest.R char.expand formatDL callCC mostattributes<- as.null as.null.default is.R mtfrm
            base/base-rest.R mtfrm.default setTimeLimit setSessionTimeLimit gcinfo gc.time Sys.which R.home
            base/base-rest.R OlsonNames sys.source withAutoprint Sys.localeconv validEnc numToInts numToBits
            base/base-rest.R read.dcf write.dcf as.data.frame.vector as.data.frame.numeric as.data.frame.integer
            base/base-rest.R as.data.frame.character as.data.frame.logical as.data.frame.complex
            base/base-rest.R as.data.frame.raw as.data.frame.factor as.data.frame.ordered as.data.frame.Date
            base/base-rest.R as.data.frame.POSIXct as.data.frame.difftime as.data.frame.noquote
            base/base-rest.R as.data.frame.array droplevels.data.frame subset.matrix kappa.lm memCompress
            base/base-rest.R memDecompress .libPaths print.noquote print.simple.list as.character.condition
            base/base-rest.R as.character.error grepRaw as.list.function [.noquote c.noquote anyNA.data.frame
            base/callbacks.R .taskCallbackList addTaskCallback removeTaskCallback getTaskCallbackNames
            base/callbacks.R .runTaskCallbacks taskCallbackManager .hooksEnv packageEvent getHook setHook
            base/complex.R complex
            base/connections-more.R showConnections open.connection flush.connection seek.connection
            base/connections-more.R truncate.connection reg.finalizer Sys.setLanguage save.image
            base/connections-url.R url gzcon unz socketConnection
            base/connections.R textConnection rawConnection summary.connection closeAllConnections
            base/connections.R print.connection
            base/data-frame.R is.data.frame .set_row_names .df_new data.frame .df_piece .df_columns row.names
            base/data-frame.R row.names.data.frame row.names.default row.names<- row.names<-.data.frame
            base/data-frame.R row.names<-.default dim.data.frame dimnames.data.frame dimnames<-.data.frame
            base/data-frame.R as.list.data.frame as.data.frame as.data.frame.data.frame as.data.frame.list
            base/data-frame.R as.data.frame.matrix as.data.frame.default .df_from_vector as.matrix.data.frame
            base/data-frame.R .df_format_column format.data.frame print.data.frame .df_rows .df_cols
            base/data-frame.R .df_take_rows [.data.frame [[.data.frame .df_value_column $<-.data.frame
            base/data-frame.R [[<-.data.frame [<-.data.frame .df_rows_assign .df_extend .df_assign_cells
            base/data-frame.R Ops.data.frame Math.data.frame Summary.data.frame subset subset.default
            base/data-frame.R subset.data.frame head.data.frame tail.data.frame with with.default
            base/data-frame.R split.data.frame cbind.data.frame rbind.data.frame .rbind_factor is.na.data.frame
            base/data-frame.R t.data.frame
            base/data-tools.R transform transform.default transform.data.frame within within.data.frame
            base/data-tools.R within.list stack .stack_values stack.default stack.data.frame unstack
            base/data-tools.R .unstack_values unstack.default unstack.data.frame by by.default by.data.frame
            base/data-tools.R print.by cov.wt
            base/date-methods.R check_tzones Summary.POSIXct Summary.POSIXlt as.POSIXct.default mean.POSIXct
            base/date-methods.R mean.POSIXlt diff.POSIXt rep.POSIXct rep.Date rep.difftime [[.POSIXct
            base/date-methods.R [<-.POSIXct summary.POSIXct summary.POSIXlt summary.Date split.Date
            base/date-methods.R split.POSIXct as.list.Date as.list.POSIXct as.list.difftime .difftime_secs
            base/date-methods.R Ops.difftime *.difftime /.difftime Summary.difftime mean.difftime c.difftime
            base/date-methods.R [.difftime [<-.difftime diff.difftime Math.difftime unique.POSIXlt sort.POSIXlt
            base/date-methods.R quantile.POSIXt is.numeric.Date is.numeric.POSIXt is.numeric.difftime Math.Date
            base/date-methods.R Math.POSIXt weighted.mean.Date weighted.mean.POSIXct weighted.mean.difftime
            base/date-methods.R as.double.POSIXlt length<-.Date length<-.POSIXct length<-.difftime
            base/date-seq.R seq.POSIXt cut.POSIXt Sys.timezone
            base/date-tools.R .posixlt .lt_days .lt_secs .lt_tz as.POSIXlt as.POSIXlt.POSIXlt as.POSIXlt.POSIXct
            base/date-tools.R .ct_seconds as.POSIXlt.Date as.POSIXlt.character as.POSIXlt.factor
            base/date-tools.R as.POSIXlt.numeric as.POSIXlt.default as.POSIXct.POSIXlt as.Date.POSIXlt
            base/date-tools.R format.POSIXlt print.POSIXlt length.POSIXlt [.POSIXlt c.POSIXct c.POSIXlt
            base/date-tools.R is.na.POSIXlt strptime strftime ISOdatetime ISOdate trunc.POSIXt round.POSIXt
            base/date-tools.R trunc.Date round.Date julian julian.Date julian.POSIXt quarters quarters.Date
            base/date-tools.R quarters.POSIXt cut.Date
            base/dates.R .Date .POSIXct .difftime as.Date as.Date.default as.Date.Date as.Date.numeric
            base/dates.R as.Date.POSIXct as.Date.character as.Date.factor format.Date as.character.Date
            base/dates.R print.Date weekdays weekdays.Date weekdays.POSIXt months months.Date months.POSIXt
            base/dates.R .days_of +.Date -.Date Ops.Date Summary.Date [.Date [[.Date [<-.Date c.Date mean.Date
            base/dates.R rev.Date sort.Date unique.Date diff.Date seq.Date as.POSIXct as.POSIXct.POSIXct
            base/dates.R as.POSIXct.Date as.POSIXct.numeric as.POSIXct.character format.POSIXct
            base/dates.R as.character.POSIXt str.Date str.POSIXt print.POSIXct .secs_of +.POSIXt -.POSIXt
            base/dates.R Ops.POSIXt [.POSIXct difftime as.difftime units units.difftime units<- units<-.difftime
            base/dates.R format.difftime print.difftime as.double.difftime as.numeric.difftime
            base/duplicates.R .NotYetUsed .margin_check .unique_array unique.matrix unique.array
            base/duplicates.R .duplicated_array duplicated.matrix duplicated.array .anyDuplicated_array
            base/duplicates.R anyDuplicated.matrix anyDuplicated.array unique.data.frame duplicated.data.frame
            base/duplicates.R anyDuplicated.data.frame
            base/factor.R gl factor ordered as.factor is.ordered as.ordered addNA droplevels droplevels.factor
            base/factor.R levels<-.factor relevel relevel.default relevel.ordered relevel.factor [.factor
            base/factor.R [<-.factor [[<-.factor c.factor Ops.factor Ops.ordered Math.factor Summary.factor
            base/factor.R Summary.ordered all.equal.factor split split.default split<- split<-.default unsplit
            base/factor.R interaction length<-.factor
            base/files.R file.size file.mtime file.mode nullfile file.copy file.symlink Sys.chmod Sys.umask
            base/files.R Sys.setFileTime Sys.glob as.octmode format.octmode as.character.octmode print.octmode
            base/files.R [.octmode !.octmode &.octmode |.octmode
            base/hashtab.R hashtab is.hashtab .hashtab_state .hashtab_find gethash sethash remhash numhash
            base/hashtab.R typhash maphash clrhash .format_hashtab [[.hashtab [[<-.hashtab length.hashtab
            base/hashtab.R format.hashtab str.hashtab print.hashtab writeChar readChar
            base/ifelse.R ifelse
            base/language.R eval.parent xor pmatch replicate dput rapply str2lang str2expression as.expression
            base/language.R as.expression.default .class2 .deparseOpts pos.to.env
            base/merge.R merge merge.default merge.data.frame .merge_indices expand.grid
            base/more-utilities.R setequal write labels labels.default sequence sequence.default charmatch
            base/more-utilities.R comment comment<- mode<- substring<- asplit list2DF isa dynGet forceAndCall
            base/more-utilities.R gettext capabilities returnValue prmatrix provideDimnames simplify2array
            base/more-utilities.R single logb isatty Cstack_info extSoftVersion La_version La_library grouping
            base/more-utilities.R gregexec
            base/namespaces-more.R registerS3method registerS3methods isBaseNamespace .namespace_imports
            base/namespaces-more.R getNamespaceImports getNamespaceUsers packageHasNamespace unloadNamespace
            base/namespaces-more.R conflicts dyn.load dyn.unload is.loaded getLoadedDLLs print.DLLInfoList
            base/namespaces-more.R print.DLLInfo attachNamespace
            base/namespaces-user.R .getNamespaceInfo .isUserNamespace setNamespaceInfo .makeImportExportNames
            base/namespaces-user.R namespaceExport namespaceImport namespaceImportFrom importIntoEnv
            base/namespaces.R library require requireNamespace packageNotFoundError packageStartupMessage attach
            base/namespaces.R .attach_conflicts .maskedMsg detach builtins
            base/proc-time.R summary.proc_time print.proc_time
            base/serialize.R save load
            base/session.R sessionInfo print.sessionInfo traceback
            base/srcfile.R parse srcfile srcfilecopy srcfilealias srcref getSrcLines as.character.srcref
            base/srcfile.R print.srcref summary.srcref print.srcfile summary.srcfile
            base/summary-print.R .summary_zapped format.summaryDefault print.summaryDefault summary.factor
            base/summary-print.R summary.matrix summary.data.frame print.table print.listof
            base/system.R system system2 .lc_categories Sys.getlocale Sys.setlocale R.Version
            base/table-frame.R as.data.frame.table
            base/text-tools.R iconv abbreviate xtfrm xtfrm.default xtfrm.factor xtfrm.AsIs xtfrm.Date
            base/text-tools.R xtfrm.POSIXct xtfrm.POSIXlt xtfrm.difftime xtfrm.data.frame regmatches<-
            base/text-tools.R .map_pairs dget dump readBin writeBin
            base/utilities.R ngettext pmax.int pmin.int is.unsorted arrayInd replace rle inverse.rle print.rle
            base/utilities.R file.path basename dirname sort.int sort.list
            base/vectorize.R Vectorize
            base/versions.R .standard_regexps .make_numeric_version numeric_version package_version
            base/versions.R R_system_version getRversion is.numeric_version is.package_version
            base/versions.R as.numeric_version as.package_version .encode_numeric_version format.numeric_version
            base/versions.R as.character.numeric_version print.numeric_version Ops.numeric_version
            base/versions.R Summary.numeric_version xtfrm.numeric_version c.numeric_version [.numeric_version
            base/versions.R [[.numeric_version $.package_version as.list.numeric_version is.na.numeric_version
            base/versions.R anyNA.numeric_version duplicated.numeric_version unique.numeric_version
            base/versions.R rep.numeric_version compareVersion packageVersion
            base/warnings.R warnings [.warnings print.warnings c.warnings duplicated.warnings unique.warnings
            base/warnings.R summary.warnings print.summary.warnings
            graphics/barplot.R barplot barplot.default barplot.formula
            graphics/boxplot.R boxplot boxplot.default .gr_box_stats boxplot.matrix boxplot.formula bxp
            graphics/boxplot.R fm.boxplot.stats
            graphics/charts.R pie dotchart stripchart stripchart.default stripchart.formula pairs pairs.default
            graphics/charts.R pairs.formula matplot ppoints jitter qqnorm qqnorm.default qqline qqplot
            graphics/colours.R rgb hsv hcl gray grey palette rainbow heat.colors terrain.colors topo.colors
            graphics/colours.R cm.colors gray.colors grey.colors colorRamp colorRampPalette adjustcolor hcl.pals
            graphics/colours.R hcl.colors
            graphics/convertColor.R .cc_ifelse .cc_pow3 .cc_white_points .cc_c2to3 make.rgb .cc_rgb_space
            graphics/convertColor.R print.colorConverter print.RGBcolorConverter .cc_chromatic_adaptation
            graphics/convertColor.R .cc_vectorize colorConverter .cc_rgb_converter .cc_stored_M .gr_colorspaces
            graphics/convertColor.R .cc_spow convertColor
            graphics/coplot.R panel.smooth coplot
            graphics/datetime-axes.R axis.POSIXct hist.POSIXt axis.Date hist.Date Axis.Date Axis.POSIXt
            graphics/datetime-axes.R .gr_POSIXlt
            graphics/devices-more.R tiff bmp cairo_pdf dev.capabilities savePlot bitmap
            graphics/devices.R png jpeg .gr_pixels svg pdf x11 X11 dev.off graphics.off dev.set dev.next dev.new
            graphics/devices.R dev.flush dev.hold dev.size dev.interactive .gr_path dev.control dev.displaylist
            graphics/devices.R recordPlot replayPlot print.recordedplot dev.copy dev.print dev.prev
            graphics/devices.R devAskNewPage
            graphics/engine-plots.R .gr_order_stats .gr_fivenum .gr_quantile7 .gr_boxplot_stats .gr_hist_input
            graphics/engine-plots.R .gr_nclass_fd .gr_density_input .gr_bw_nrd0 .gr_bw_nrd .gr_plot_sample
            graphics/fourfold.R assocplot fourfoldplot
            graphics/graphics-utils.R stem .gr_stem_leaf co.intervals xyinch lcm
            graphics/grdevices-misc.R recordGraphics grSoftVersion deviceIsInteractive as.graphicsAnnot
            graphics/grdevices-misc.R dev.capture .gr_hershey pictex xfig
            graphics/grdevices.R extendrange n2mfrow xyTable chull .gr_hull rgb2hsv .axisPars axisTicks
            graphics/grdevices.R .gr_log_at check.options cm palette.pals .palette_match palette.colors
            graphics/grdevices.R .gr_palette_hex is.raster as.raster as.raster.raster as.raster.logical
            graphics/grdevices.R as.raster.numeric as.raster.character as.raster.raw as.raster.matrix
            graphics/grdevices.R as.raster.array as.matrix.raster print.raster [.raster [<-.raster Ops.raster
            graphics/grdevices.R xyz.coords
            graphics/hatching.R .gr_hatch_line .gr_hatch .gr_hatched_polygons
            graphics/hist.R pretty pretty.default boxplot.stats nclass.Sturges nclass.scott nclass.FD hist
            graphics/hist.R hist.default
            graphics/legend.R legend
            graphics/locator.R locator identify identify.default .gr_check_plot
            graphics/lowlevel.R is.expression .gr_arg .gr_xpd .gr_labels .gr_colours plot.window plot.xy points
            graphics/lowlevel.R points.default lines lines.default matpoints matlines abline segments arrows
            graphics/lowlevel.R .gr_border rect polygon text text.default mtext title axTicks .gr_axis_labels
            graphics/lowlevel.R axis Axis Axis.default box grid rug strwidth strheight grconvertX grconvertY
            graphics/lowlevel.R .gr_unit xinch yinch clip layout symbols
            graphics/matrices.R image image.default .gr_cell_edges contourLines contour contour.default
            graphics/matrices.R .gr_contour_draw .gr_label_corners .gr_labels_cross persp persp.default trans3d
            graphics/matrices.R heatmap
            graphics/models.R .gr_dendro_coords .gr_dendrogram plot.hclust .gr_hclust_window .gr_hclust_draw
            graphics/models.R plot.density lines.density plot.stepfun plot.ecdf plot.lm screeplot plot.prcomp
            graphics/models.R plot.princomp biplot biplot.princomp biplot.prcomp biplot.default
            graphics/mosaic.R mosaicplot mosaicplot.default mosaicplot.formula
            graphics/plot.R plot plot.default .gr_finite_range plot.function curve plot.formula lines.formula
            graphics/plot.R points.formula plot.data.frame .gr_data_matrix plot.factor plot.table plot.histogram
            graphics/plot.R lines.histogram
            graphics/postscript-fonts.R postscriptFonts pdfFonts Type1Font CIDFont checkFont checkFont.default
            graphics/postscript-fonts.R checkFont.Type1Font checkFont.CIDFont isPDF checkFontInUse setFonts
            graphics/postscript-fonts.R printFont printFont.Type1Font printFont.CIDFont printFonts matchEncoding
            graphics/postscript-fonts.R matchEncoding.Type1Font matchEncoding.CIDFont matchFont embedFonts
            graphics/postscript-fonts.R dev.copy2eps dev.copy2pdf dev2bitmap .ps_font_in_use .find_gs_cmd
            graphics/postscript-fonts.R initPSandPDFfonts
            graphics/postscript.R .gr_psenv ps.options setEPS setPS pdf.options checkIntFormat postscript
            graphics/postscript.R .ps_device .ps.prolog cairo_ps
            graphics/raster-path.R rasterImage plot.raster polypath
            graphics/screens.R .SSget .SSexists .SSassign .SSpar_list split.screen screen erase.screen
            graphics/screens.R close.screen
            graphics/smoothScatter.R .gr_linbin2D .gr_bkde2D .smoothScatterCalcDensity densCols smoothScatter
            graphics/spineplot.R cdplot cdplot.formula cdplot.default spineplot spineplot.formula
            graphics/spineplot.R spineplot.default plot.design
            graphics/stars.R stars filled.contour .filled.contour
            graphics/sunflowers.R sunflowerplot sunflowerplot.default sunflowerplot.formula layout.show
            graphics/xspline.R xspline .xspline_points
            methods/classes.R setOldClass .s4_old_class_of isXS3Class S3Class S3Class<- S3Part S3Part<-
            methods/classes.R getDataPart setDataPart .slotNames .hasSlot setIs isClassUnion isSealedClass
            methods/classes.R sealClass getValidity canCoerce showDefault classLabel getClasses findClass
            methods/classes.R isClassDef getAllSuperClasses packageSlot packageSlot<- getPackageName className
            methods/functions.R hasArg formalArgs findFunction existsFunction getFunction functionBody
            methods/functions.R functionBody<- el el<- elNamed elNamed<- substituteDirect
            methods/generics.R getGeneric .s4_table_of findMethod findMethods getMethods findMethodSignatures
            methods/generics.R hasMethods removeMethods removeGeneric isSealedMethod cbind2 rbind2
            methods/generics.R .s4_bind2_default setReplaceMethod showMethods getGenerics
            methods/groups.R .s4_group_table .s4_groups_of .s4_s3_group getGroupMembers getGroup isGroup Arith
            methods/groups.R Compare Logic Ops Math Math2 Summary Complex
            methods/refclasses.R setRefClass .refclass_generator print.refObjectGenerator .refclass_levels
            methods/refclasses.R .refclass_method .refclass_builtin_method .refclass_new .refclass_show
            methods/refclasses.R getRefClass
            methods/s4.R .s4_basic_classes .s4_def .s4_generic .s4_default_slot representation prototype
            methods/s4.R signature setClass setClassUnion print.classGeneratorFunction setValidity
            methods/s4.R isVirtualClass isClass removeClass getSlots slotNames slot slot<- .s4_data .s4_set_data
            methods/s4.R .s4_is is extends .s4_check_slot new .s4_prototype .s4_initialize validObject
            methods/s4.R setGeneric .s4_calls_standardGeneric print.standardGeneric isGeneric
            methods/s4.R .s4_builtin_signature setMethod .s4_bridge .s4_builtin_methods .s4_dispatch_builtin
            methods/s4.R .s4_run_method .s4_arg_classes .s4_select .s4_methods_for initialize show
            methods/s4.R .s4_show_default callGeneric existsMethod hasMethod getMethod selectMethod removeMethod
            methods/s4.R setAs as as<- getClass getClassDef
            methods/showclass.R print.classRepresentation showClass .s4_show_extends .s4_direct_supers
            methods/showclass.R .s4_extends_info .s4_subclass_info
            stats/aggregate.R aggregate aggregate.default aggregate.data.frame .formula_vars .formula_terms
            stats/aggregate.R aggregate.formula
            stats/anova.R anova anova.lm print.anova
            stats/ansari.R ansari.test .ansari_counts .pansari .qansari ansari.test.default ansari.test.formula
            stats/aov-lists.R proj.aovlist model.frame.aovlist model.tables.aovlist make.tables.aovprojlist
            stats/aov-lists.R se.aovlist se.contrast.aovlist dummy.coef.aovlist print.dummy_coef_list
            stats/aov-strata.R .aov_strata print.aovlist summary.aovlist print.summary.aovlist eff.aovlist
            stats/aov-tables.R proj proj.default proj.lm proj.aov print.aovproj replications model.tables
            stats/aov-tables.R model.tables.aov .se.aov print.tables_aov print.mtable dummy.coef dummy.coef.lm
            stats/aov-tables.R print.dummy_coef se.contrast se.contrast.aov
            stats/aov.R aov coef.aov print.aov summary.aov print.summary.aov TukeyHSD TukeyHSD.aov
            stats/aov.R print.TukeyHSD
            stats/approx.R approx approxfun regularize.values .approx_ends .approx_at ave
            stats/bandwidths.R .bw_check bw_pair_cnts .bw_sum .bw_ucv .bw_bcv .bw_phi4 .bw_phi6 .bw_cv_bins
            stats/bandwidths.R bw.ucv bw.bcv bw.SJ
            stats/confint.R confint .confint_table confint.lm confint.default confint.glm .confint_profile_glm
            stats/confint.R .profile_glm
            stats/contrasts.R .Diag contr.treatment contr.SAS contr.sum contr.helmert contr.poly contrasts
            stats/contrasts.R contrasts<- poly predict.poly polym mat.or.vec reorder reorder.default
            stats/dendrogram.R as.dendrogram as.dendrogram.dendrogram as.dendrogram.hclust .memberDend .midDend
            stats/dendrogram.R midcache.dendrogram print.dendrogram str.dendrogram [[.dendrogram nobs.dendrogram
            stats/dendrogram.R is.leaf order.dendrogram labels.dendrogram .dendrogram_leaves dendrapply
            stats/dendrogram.R rev.dendrogram reorder.dendrogram cut.dendrogram
            stats/density.R bw.nrd0 bw.nrd density density.default .density_grid print.density
            stats/deriv.R D .deriv_is_const .deriv_is_zero .deriv_is_one .deriv_is_uminus .deriv_is_form
            stats/deriv.R .deriv_simplify .deriv_D .deriv_parens deriv deriv.formula deriv.default deriv3
            stats/deriv.R deriv3.formula deriv3.default .deriv_find .deriv_count .deriv_replace .deriv_code
            stats/dist.R dist as.dist as.dist.default as.matrix.dist print.dist
            stats/exact-tests.R fisher.test r2dtable mantelhaen.test .odds_ratio_interval .cmh.test .d2x2xk
            stats/exact-tests.R binom.test poisson.test
            stats/factanal.R factanal .factanal_sort .factanal_load factanal.fit.mle print.factanal varimax
            stats/factanal.R promax
            stats/ftable-read.R read.ftable
            stats/ftable.R ftable ftable.default ftable.formula format.ftable print.ftable write.ftable
            stats/ftable.R as.table.ftable as.matrix.ftable as.data.frame.ftable addmargins summary.table
            stats/ftable.R print.summary.table
            stats/glm-engine.R .glm.engine .glm.engine.same .glm.engine.binary.dev .glm.engine.binary.aic
            stats/glm-engine.R .glm.engine.step .glm.engine.within .glm.engine.mu.check .glm.fit.engine
            stats/glm-family-quasi.R power Gamma inverse.gaussian quasibinomial quasipoisson quasi
            stats/glm-family-quasi.R .glm.quasi.variance
            stats/glm-family.R family family.glm print.family make.link .glm.heap.doubles .glm.link .glm.family
            stats/glm-family.R .glm.binomial.dev.resids .glm.binomial.initialize binomial gaussian
            stats/glm-family.R .glm.poisson.dev.resids poisson
            stats/glm-methods.R print.glm summary.glm print.summary.glm residuals.glm predict.glm deviance.glm
            stats/glm-methods.R weights weights.default weights.glm vcov.glm logLik logLik.logLik logLik.glm
            stats/glm-methods.R print.logLik
            stats/glm.R glm glm.control glm.fit .glm.qr .glm.fit.empty
            stats/group-tests.R kruskal.test kruskal.test.default kruskal.test.formula friedman.test
            stats/group-tests.R friedman.test.default friedman.test.formula fligner.test fligner.test.default
            stats/group-tests.R fligner.test.formula oneway.test mood.test mood.test.default quade.test
            stats/group-tests.R quade.test.default shapiro.test
            stats/hclust.R hclust print.hclust as.hclust as.hclust.default cophenetic cophenetic.default cutree
            stats/hclust.R cmdscale
            stats/helpers.R p.adjust cov2cor uniroot optimize optimise ecdf print.ecdf knots knots.stepfun
            stats/helpers.R quantile.ecdf summary.ecdf print.summary.ecdf xtabs print.xtabs mahalanobis
            stats/htest.R t.test t.test.default t.test.formula chisq.test cor.test cor.test.default
            stats/htest.R cor.test.formula print.htest deparse1 strwrap .htest_model_frame
            stats/integrate.R integrate print.integrate
            stats/kmeans.R kmeans .kmeans_lloyd_engine print.kmeans fitted.kmeans
            stats/lm-influence.R hat weighted.residuals .lm.influence.core lm.influence influence influence.lm
            stats/lm-influence.R influence.glm hatvalues hatvalues.lm rstandard rstandard.lm rstandard.glm
            stats/lm-influence.R rstudent rstudent.lm rstudent.glm dffits dfbeta dfbeta.lm dfbetas dfbetas.lm
            stats/lm-influence.R covratio cooks.distance cooks.distance.lm cooks.distance.glm influence.measures
            stats/lm-influence.R .is.influential print.infl summary.infl
            stats/lm-mlm.R summary.mlm predict.mlm vcov.mlm .vcov.aliased deviance.mlm SSD SSD.mlm estVar
            stats/lm-mlm.R estVar.SSD estVar.mlm
            stats/lm-summary.R summary.lm print.summary.lm format.pval .signif.stars printCoefmat
            stats/lm.R lm .model.frame.fit lm.fit lm.wfit print.lm .print.gapped coef coef.default coefficients
            stats/lm.R fitted fitted.default fitted.values residuals residuals.default residuals.lm resid
            stats/lm.R deviance deviance.lm df.residual df.residual.default nobs nobs.default qr.lm vcov vcov.lm
            stats/lm.R predict predict.lm
            stats/loess.R loess.control loess .loess.layout simpleLoess print.loess summary.loess
            stats/loess.R print.summary.loess predict.loess predLoess loess.smooth scatter.smooth anova.loess
            stats/loglin.R loglin .loglin_ipf .cancor_svd cancor
            stats/manova.R manova summary.manova print.summary.manova C is.empty.model ls.diag ls.print
            stats/mlm-anova.R anova.mlm anova.mlmlist .mlm.transformnote .mlm.epsnote .mlm.sphericalP .mlm.test
            stats/mlm-anova.R Thin.row Thin.col proj.matrix Rank Tr sphericity mauchly.test mauchly.test.mlm
            stats/mlm-anova.R mauchly.test.SSD
            stats/model-compare.R .anova.topnote anova.lmlist stat.anova anova.glm anova.glmlist logLik.lm
            stats/model-compare.R .ic.values .ic.check.nobs AIC AIC.default BIC BIC.default
            stats/model-formula-tools.R sigma sigma.default sigma.mlm offset get_all_vars DF2formula
            stats/model-formula-tools.R formula.data.frame asOneSidedFormula
            stats/model-frame.R I [.AsIs print.AsIs all.names all.vars .all.names formula formula.default
            stats/model-frame.R formula.terms formula.lm as.formula print.formula print.terms format.formula
            stats/model-frame.R [.formula terms terms.default terms.terms terms.formula .terms.formula.R
            stats/model-frame.R .formula.dot .formula.hasdot .formula.label .formula.expand .formula.cross
            stats/model-frame.R .formula.join model.frame model.frame.lm model.frame.default .model.frame.make
            stats/model-frame.R complete.cases na.omit na.omit.default na.omit.data.frame na.exclude na.pass
            stats/model-frame.R na.fail na.fail.default naresid naresid.default naresid.exclude napredict
            stats/model-frame.R napredict.default napredict.exclude naprint naprint.default naprint.omit
            stats/model-frame.R naprint.exclude model.response model.matrix model.matrix.lm model.matrix.default
            stats/model-frame.R .getXlevels
            stats/model-helpers.R variable.names variable.names.default variable.names.lm case.names
            stats/model-helpers.R case.names.default case.names.lm model.extract model.offset model.weights
            stats/model-helpers.R expand.model.frame effects effects.lm print.coef alias alias.formula alias.lm
            stats/model-helpers.R .fractions print.fractions profile
            stats/model-predvars.R makepredictcall makepredictcall.default makepredictcall.poly .MFclass
            stats/model-predvars.R .checkMFClasses
            stats/model-select-glm.R drop1.glm add1.glm
            stats/model-select.R extractAIC extractAIC.lm extractAIC.glm .safe.pchisq .safe.pf .check.exact
            stats/model-select.R .sorted.term factor.scope drop.scope add.scope .select.heading drop1 add1
            stats/model-select.R drop1.lm add1.lm
            stats/model-step.R step
            stats/model-update.R getCall getCall.default getElement update update.default update.formula
            stats/model-update.R .formula.put.dots .formula.simplify reformulate delete.response drop.terms
            stats/model-update.R [.terms
            stats/multinom.R dmultinom
            stats/nlm.R nlm
            stats/nlminb.R .nlminb_controls .nlminb_message nlminb
            stats/nls-plinear.R qr.resid nlsModel.plinear
            stats/nls-profile.R profiler profiler.nls profile.nls confint.nls confint.profile.nls
            stats/nls.R nls.control numericDeriv nlsModel .nls_iter .nls_selfstart_pnames nls .p.nls.convInfo
            stats/nls.R print.nls summary.nls print.summary.nls coef.nls vcov.nls deviance.nls df.residual.nls
            stats/nls.R nobs.nls formula.nls weights.nls fitted.nls residuals.nls predict.nls logLik.nls
            stats/optim.R optim optimHess
            stats/plot-helpers.R interaction.plot rect.hclust termplot plot.HoltWinters plot.decomposed.ts
            stats/plot-helpers.R plot.TukeyHSD
            stats/prcomp.R prcomp prcomp.default print.prcomp summary.prcomp print.summary.prcomp
            stats/predict-terms.R .predict.lm.terms
            stats/princomp.R chkDots princomp princomp.default princomp.formula print.princomp summary.princomp
            stats/princomp.R print.summary.princomp loadings print.loadings predict.princomp
            stats/proportion-tests.R prop.test is.table as.table as.table.default mcnemar.test var.test
            stats/proportion-tests.R var.test.default var.test.formula bartlett.test bartlett.test.default
            stats/proportion-tests.R bartlett.test.formula .group.test.formula pairwise.table pairwise.t.test
            stats/proportion-tests.R pairwise.wilcox.test pairwise.prop.test print.pairwise.htest power.t.test
            stats/proportion-tests.R power.prop.test power.anova.test .assert_NULL_or_prob print.power.htest
            stats/rank-tests.R ks.test ks.test.formula ks.test.default psmirnov qsmirnov rsmirnov wilcox.test
            stats/rank-tests.R wilcox.test.formula wilcox.test.default
            stats/reshape.R reshape
            stats/resistant.R medpolish print.medpolish plot.medpolish isoreg .isoreg_pava fitted.isoreg
            stats/resistant.R residuals.isoreg print.isoreg lines.isoreg line residuals.tukeyline
            stats/resistant.R print.tukeyline ksmooth
            stats/selfstart-models.R .ss_builtin_pnames .ss_gradient SSlogis .ss_init_SSlogis SSfpl
            stats/selfstart-models.R .ss_init_SSfpl SSasymp .ss_init_SSasymp SSasympOrig .ss_init_SSasympOrig
            stats/selfstart-models.R SSasympOff .ss_init_SSasympOff SSmicmen .ss_init_SSmicmen SSgompertz
            stats/selfstart-models.R .ss_init_SSgompertz SSbiexp .ss_init_SSbiexp SSweibull .ss_init_SSweibull
            stats/selfstart-models.R SSfol .ss_init_SSfol
            stats/selfstart.R selfStart selfStart.default selfStart.formula getInitial getInitial.formula
            stats/selfstart.R .ss_attributes getInitial.selfStart getInitial.default data.class sortedXyData
            stats/selfstart.R sortedXyData.default NLSstClosestX NLSstClosestX.sortedXyData .nlsst_asymptote
            stats/selfstart.R NLSstRtAsymptote NLSstRtAsymptote.sortedXyData NLSstLfAsymptote
            stats/selfstart.R NLSstLfAsymptote.sortedXyData NLSstAsymptotic NLSstAsymptotic.sortedXyData
            stats/smooth-spline.R .nknots.smspl smooth.spline print.smooth.spline predict.smooth.spline
            stats/smooth-spline.R predict.smooth.spline.fit fitted.smooth.spline residuals.smooth.spline
            stats/smoothing.R xy.coords lowess supsmu spline splinefun .splinefun splinefunH splinefunH0
            stats/smoothing.R hyman_filter spl_coef_conv
            stats/stats-extras.R simulate simulate.lm .simulate_family constrOptim lsfit .lsfit_dqrls
            stats/stats-extras.R na.contiguous na.contiguous.default prop.trend.test rWishart na.action
            stats/stats-extras.R na.action.default Pair preplot arima0.diag plclust
            stats/stepfun.R stepfun is.stepfun as.stepfun as.stepfun.default print.stepfun summary.stepfun
            stats/symnum.R symnum pbirthday qbirthday
            stats/ts-acf.R acf pacf pacf.default print.acf [.acf plot.acf Box.test ar.yw ar.yw.default
            stats/ts-acf.R .ar_yw_multi print.ar predict.ar
            stats/ts-ar.R ar .ar_series .ar_resid .ar_burg_fit ar.burg ar.burg.default ar.burg.mts ar.ols
            stats/ts-ar.R .ar_mle_fit ar.mle
            stats/ts-arima.R makeARIMA arima print.Arima coef.Arima vcov.Arima logLik.Arima KalmanForecast
            stats/ts-arima.R predict.Arima tsdiag tsdiag.Arima .tsdiag.panels arima.sim diffinv diffinv.default
            stats/ts-arima.R diffinv.ts diffinv.vector
            stats/ts-arima0.R arima0 print.arima0 predict.arima0 tsdiag.arima0
            stats/ts-arma.R ARMAtoMA ARMAacf acf2AR ccf window<- window<-.ts nextn
            stats/ts-filter.R filter convolve toeplitz decompose runmed smoothEnds HoltWinters print.HoltWinters
            stats/ts-filter.R residuals.HoltWinters predict.HoltWinters
            stats/ts-kernel.R kernel print.tskernel plot.tskernel df.kernel bandwidth.kernel [.tskernel
            stats/ts-kernel.R is.tskernel kernapply kernapply.vector kernapply.default kernapply.ts
            stats/ts-kernel.R kernapply.tskernel
            stats/ts-plot.R .if_null plot.ts ts.plot lag.plot monthplot monthplot.default monthplot.ts
            stats/ts-plot.R monthplot.stl monthplot.StructTS
            stats/ts-spectrum.R spectrum spec.taper spec.ar spec.pgram plot.spec plot.spec.coherency
            stats/ts-spectrum.R plot.spec.phase
            stats/ts-stl.R stl print.stl summary.stl plot.stl
            stats/ts-structts.R KalmanLike KalmanRun KalmanSmooth StructTS print.StructTS predict.StructTS
            stats/ts-structts.R tsSmooth tsSmooth.StructTS tsdiag.StructTS
            stats/ts-tests.R PP.test .pp_sum cpgram
            stats/ts.R ts .ts_time_point tsp tsp<- hasTsp is.ts is.mts as.ts as.ts.default frequency
            stats/ts.R frequency.default deltat deltat.default start start.default end end.default
            stats/ts.R .ts_calendar_point time time.default time.ts cycle cycle.default cycle.ts window
            stats/ts.R window.ts window.default .ts_window_point lag lag.default diff.ts aggregate.ts Ops.ts
            stats/ts.R [.ts t.ts print.ts .preformat.ts .ts_plain embed ts.union ts.intersect .ts_bind .ts_names
            stats/ts.R .cbind_ts
            stats/tukey-smooth.R .sm_med3 .sm_imed3 .sm_endrule .sm_3 .sm_3R .sm_sptest .sm_split3 .sm_run
            stats/tukey-smooth.R smooth print.tukeysmooth summary.tukeysmooth
            testthat/compare.R .testthat_compare .testthat_comparison .testthat_compare_default
            testthat/compare.R .testthat_compare_numeric .testthat_compare_character .testthat_attr_diff
            testthat/compare.R .testthat_same_class .testthat_format_class .testthat_diff_type
            testthat/compare.R .testthat_diff_class .testthat_diff_length .testthat_vector_equal_tol
            testthat/compare.R .testthat_format_mismatch_numeric .testthat_format_mismatch_character
            testthat/compare.R .testthat_waldo_constant .testthat_friendly_type
            testthat/expect.R expect_equal expect_identical expect_true expect_false expect_null expect_length
            testthat/expect.R fail succeed expect_error .testthat_capture_trace .testthat_compare_condition
            testthat/expect.R expect_warning expect_message .testthat_compare_messages .testthat_label
            testthat/expect.R .testthat_quo_label
            testthat/runner.R test_that .testthat_eval_code .testthat_stop_reporter context skip
            testthat/runner.R .testthat_skip_empty skip_if skip_if_not .testthat_expect .testthat_add
            testthat/runner.R .testthat_error_text .testthat_report .testthat_first_upper .testthat_praise
            testthat/runner.R .testthat_top_frame .testthat_frame_line .testthat_exports .testthat_branch
            testthat/runner.R .testthat_expect_trace .testthat_signal_trace
            utils/adist.R .amatch_costs adist .adist_one
            utils/anywhere.R find apropos .ns_defines getAnywhere print.getAnywhere [.getAnywhere argsAnywhere
            utils/archives.R zip unzip tar untar
            utils/bibentry.R bibentry $.bibentry toBibtex.bibentry .bibtex_persons print.Bibtex
            utils/bibentry.R .bibentry_authors .bibentry_text format.bibentry print.bibentry print.citation
            utils/bibentry.R citation toLatex print.Latex citHeader citFooter cite citeNatbib .cite_state
            utils/data.R data .data_listing .datasets_titles
            utils/downloads.R download.file make.socket
            utils/file-snapshot.R fileSnapshot changedFiles print.fileSnapshot print.changedFiles .md5sum_named
            utils/head-tail.R checkHT head.default tail.default .ht_whole head.array tail.array head.matrix
            utils/head-tail.R tail.matrix head.function tail.function head.ftable tail.ftable
            utils/introspection.R .S3_method_names methods .belongs_to_longer_generic format.MethodsFunction
            utils/introspection.R print.MethodsFunction findGeneric getS3method isS3method getNamespaceExports
            utils/introspection.R getExportedValue getFromNamespace assignInNamespace .debug_state debug undebug
            utils/introspection.R debugonce isdebugged .debugged_set browser trace untrace Rprof tracemem
            utils/introspection.R untracemem ls.str lsf.str print.ls_str
            utils/misc-utils.R hasName glob2rx file_test timestamp .amatch_bound .amatch_costs_allowed
            utils/misc-utils.R .amatch_one agrepl agrep .format_rl_table formatUL formatOL
            utils/object-size.R object.size format.object_size print.object_size gc
            utils/offline-utils.R maintainer packageDate personList as.personList as.personList.person
            utils/offline-utils.R as.personList.default Rprofmem summaryRprof example demo vignette .warning_now
            utils/offline-utils.R .repos_unreachable .available_packages_fields available.packages
            utils/offline-utils.R install.packages update.packages print.packageIQR aregexec .amatch_span
            utils/offline-utils.R help.search print.hsearch news print.news_db
            utils/package-info.R .base_package_description packageDescription print.packageDescription
            utils/package-info.R strOptions limitedLabels warnErrList isS3stdGeneric localeToCharset
            utils/person.R person .MARC_relators_used_with_R .expand_ORCID_identifier [[.person toBibtex
            utils/person.R format.person as.person.default .canonicalize_person_role .person as.character.person
            utils/person.R $.person c.person [.person print.person toBibtex.person .listify
            utils/person.R .is_not_nonempty_text as.person
            utils/progress-bar.R txtProgressBar flush.console getTxtProgressBar setTxtProgressBar
            utils/progress-bar.R close.txtProgressBar
            utils/read-fwf.R read.fwf read.fortran
            utils/read-table.R read.table .read_table_colClasses .read_table_as_is .read_table_scan_bad
            utils/read-table.R .read_table_scan_check .read_table_classes read.csv read.delim write.table
            utils/read-table.R write.csv
            utils/relist.R relist relist.default relist.list relist.factor relist.matrix as.relistable
            utils/relist.R is.relistable unlist.relistable
            utils/roman-url.R .romans as.roman .as.roman .numeric2roman .roman2numeric as.character.roman
            utils/roman-url.R format.roman print.roman rep.roman [.roman Ops.roman Summary.roman URLencode
            utils/roman-url.R URLdecode
            utils/s3-tables.R .S3_generic_names .nonS3methods .S3_hidden_methods .R_base_dot_names
            utils/s3-tables.R .not_in_R_base
            utils/str.R str str.data.frame .str_num str.default
            utils/tools-files.R file_ext file_path_sans_ext file_path_as_absolute md5sum
            utils/tools-more.R toTitleCase .tools_splitString R_user_dir .deparseTrim assertCondition
            utils/tools-more.R assertError assertWarning delimMatch showNonASCII showNonASCIIfile .OStype
            utils/tools-more.R .make_file_exts list_files_with_exts list_files_with_type pskill psnice
            utils/type-convert.R type.convert type.convert.default type.convert.data.frame type.convert.list
            utils/type-convert.R read.csv2 read.delim2 write.csv2 strcapture conformToProto count.fields
            utils/utils-more.R memory.size memory.limit alarm askYesNo select.list menu savehistory loadhistory
            utils/utils-more.R history .registerNames globalVariables suppressForeignCheck removeSource
            utils/utils-more.R packageName asDateBuilt charClass getSrcref getSrcFilename getSrcDirectory
            utils/utils-more.R getSrcLocation
            utils/utils-rest.R .resolvePkgType contrib.url .DollarNames .DollarNames.default .DollarNames.list
            utils/utils-rest.R .DollarNames.environment .S3methods c.bibentry .citation .parse_CITATION_file
            utils/utils-rest.R readCitationFile read.DIF [[.bibentry [.bibentry .installed_base_fields
            utils/utils-rest.R installed.packages
            utils/utils.R modifyList combn
            """;
}
