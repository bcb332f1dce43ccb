# utils/data.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# The data sets of R's datasets package that scripts and examples use (mtcars, iris, cars,
# airquality, ...): each is bound lazily and read, on first use of its name, from the R data file
# that GNU R wrote for it (resources flashr/datasets, make.R there lists them), so a
# script pays nothing for the ones it does not use and gets R's exact values and attributes.

data <- function(..., list = character(), package = NULL, lib.loc = NULL, verbose = FALSE,
                 envir = .GlobalEnv, overwrite = TRUE) {
    names <- c(vapply(as.list(substitute(list(...)))[-1L], as.character, ""), list)
    if (!length(names)) return(.data_listing(package))
    for (name in names) {
        if (!(name %in% .dataset_names())) {
            warning(gettextf("data set %s not found", sQuote(name)))
            next
        }
        if (overwrite || !exists(name, envir = envir, inherits = FALSE))
            assign(name, get(name, envir = baseenv()), envir = envir)
    }
    invisible(names)
}

# data() without names: the listing of data sets (R's packageIQR, printed by print.packageIQR) of
# package datasets, the only package flashr knows with data; an unknown package is R's error.
.data_listing <- function(package = NULL) {
    known <- c("base", "stats", "utils", "graphics", "grDevices", "methods", "datasets")
    for (p in package) if (!p %in% known)
        stop(simpleError(gettextf("there is no package called %s", sQuote(p)),
                         quote(find.package(package, lib.loc, verbose = verbose))))
    db <- if (is.null(package) || "datasets" %in% package) matrix(.datasets_titles(), ncol = 2L, byrow = TRUE)
          else matrix(character(), 0L, 2L)
    results <- cbind(Package = rep.int("datasets", nrow(db)), LibPath = rep.int(file.path(R.home(), "library"), nrow(db)),
                     Item = db[, 1L], Title = db[, 2L])
    structure(list(title = "Data sets", header = NULL, results = results,
                   footer = if (is.null(package)) paste0("Use \u2018data(package = .packages(all.available = TRUE))\u2019\n",
                                                         "to list the data sets in all *available* packages.")),
              class = "packageIQR")
}

# Item and title of each data set of R 4.2's datasets package, as data() lists them.
.datasets_titles <- function() c(
    "AirPassengers", "Monthly Airline Passenger Numbers 1949-1960",
    "BJsales", "Sales Data with Leading Indicator",
    "BJsales.lead (BJsales)", "Sales Data with Leading Indicator",
    "BOD", "Biochemical Oxygen Demand",
    "CO2", "Carbon Dioxide Uptake in Grass Plants",
    "ChickWeight", "Weight versus age of chicks on different diets",
    "DNase", "Elisa assay of DNase",
    "EuStockMarkets", "Daily Closing Prices of Major European Stock Indices, 1991-1998",
    "Formaldehyde", "Determination of Formaldehyde",
    "HairEyeColor", "Hair and Eye Color of Statistics Students",
    "Harman23.cor", "Harman Example 2.3",
    "Harman74.cor", "Harman Example 7.4",
    "Indometh", "Pharmacokinetics of Indomethacin",
    "InsectSprays", "Effectiveness of Insect Sprays",
    "JohnsonJohnson", "Quarterly Earnings per Johnson & Johnson Share",
    "LakeHuron", "Level of Lake Huron 1875-1972",
    "LifeCycleSavings", "Intercountry Life-Cycle Savings Data",
    "Loblolly", "Growth of Loblolly pine trees",
    "Nile", "Flow of the River Nile",
    "Orange", "Growth of Orange Trees",
    "OrchardSprays", "Potency of Orchard Sprays",
    "PlantGrowth", "Results from an Experiment on Plant Growth",
    "Puromycin", "Reaction Velocity of an Enzymatic Reaction",
    "Seatbelts", "Road Casualties in Great Britain 1969-84",
    "Theoph", "Pharmacokinetics of Theophylline",
    "Titanic", "Survival of passengers on the Titanic",
    "ToothGrowth", "The Effect of Vitamin C on Tooth Growth in Guinea Pigs",
    "UCBAdmissions", "Student Admissions at UC Berkeley",
    "UKDriverDeaths", "Road Casualties in Great Britain 1969-84",
    "UKgas", "UK Quarterly Gas Consumption",
    "USAccDeaths", "Accidental Deaths in the US 1973-1978",
    "USArrests", "Violent Crime Rates by US State",
    "USJudgeRatings", "Lawyers' Ratings of State Judges in the US Superior Court",
    "USPersonalExpenditure", "Personal Expenditure Data",
    "UScitiesD", "Distances Between European Cities and Between US Cities",
    "VADeaths", "Death Rates in Virginia (1940)",
    "WWWusage", "Internet Usage per Minute",
    "WorldPhones", "The World's Telephones",
    "ability.cov", "Ability and Intelligence Tests",
    "airmiles", "Passenger Miles on Commercial US Airlines, 1937-1960",
    "airquality", "New York Air Quality Measurements",
    "anscombe", "Anscombe's Quartet of 'Identical' Simple Linear Regressions",
    "attenu", "The Joyner-Boore Attenuation Data",
    "attitude", "The Chatterjee-Price Attitude Data",
    "austres", "Quarterly Time Series of the Number of Australian Residents",
    "beaver1 (beavers)", "Body Temperature Series of Two Beavers",
    "beaver2 (beavers)", "Body Temperature Series of Two Beavers",
    "cars", "Speed and Stopping Distances of Cars",
    "chickwts", "Chicken Weights by Feed Type",
    "co2", "Mauna Loa Atmospheric CO2 Concentration",
    "crimtab", "Student's 3000 Criminals Data",
    "discoveries", "Yearly Numbers of Important Discoveries",
    "esoph", "Smoking, Alcohol and (O)esophageal Cancer",
    "euro", "Conversion Rates of Euro Currencies",
    "euro.cross (euro)", "Conversion Rates of Euro Currencies",
    "eurodist", "Distances Between European Cities and Between US Cities",
    "faithful", "Old Faithful Geyser Data",
    "fdeaths (UKLungDeaths)", "Monthly Deaths from Lung Diseases in the UK",
    "freeny", "Freeny's Revenue Data",
    "freeny.x (freeny)", "Freeny's Revenue Data",
    "freeny.y (freeny)", "Freeny's Revenue Data",
    "infert", "Infertility after Spontaneous and Induced Abortion",
    "iris", "Edgar Anderson's Iris Data",
    "iris3", "Edgar Anderson's Iris Data",
    "islands", "Areas of the World's Major Landmasses",
    "ldeaths (UKLungDeaths)", "Monthly Deaths from Lung Diseases in the UK",
    "lh", "Luteinizing Hormone in Blood Samples",
    "longley", "Longley's Economic Regression Data",
    "lynx", "Annual Canadian Lynx trappings 1821-1934",
    "mdeaths (UKLungDeaths)", "Monthly Deaths from Lung Diseases in the UK",
    "morley", "Michelson Speed of Light Data",
    "mtcars", "Motor Trend Car Road Tests",
    "nhtemp", "Average Yearly Temperatures in New Haven",
    "nottem", "Average Monthly Temperatures at Nottingham, 1920-1939",
    "npk", "Classical N, P, K Factorial Experiment",
    "occupationalStatus", "Occupational Status of Fathers and their Sons",
    "precip", "Annual Precipitation in US Cities",
    "presidents", "Quarterly Approval Ratings of US Presidents",
    "pressure", "Vapor Pressure of Mercury as a Function of Temperature",
    "quakes", "Locations of Earthquakes off Fiji",
    "randu", "Random Numbers from Congruential Generator RANDU",
    "rivers", "Lengths of Major North American Rivers",
    "rock", "Measurements on Petroleum Rock Samples",
    "sleep", "Student's Sleep Data",
    "stack.loss (stackloss)", "Brownlee's Stack Loss Plant Data",
    "stack.x (stackloss)", "Brownlee's Stack Loss Plant Data",
    "stackloss", "Brownlee's Stack Loss Plant Data",
    "state.abb (state)", "US State Facts and Figures",
    "state.area (state)", "US State Facts and Figures",
    "state.center (state)", "US State Facts and Figures",
    "state.division (state)", "US State Facts and Figures",
    "state.name (state)", "US State Facts and Figures",
    "state.region (state)", "US State Facts and Figures",
    "state.x77 (state)", "US State Facts and Figures",
    "sunspot.month", "Monthly Sunspot Data, from 1749 to \"Present\"",
    "sunspot.year", "Yearly Sunspot Data, 1700-1988",
    "sunspots", "Monthly Sunspot Numbers, 1749-1983",
    "swiss", "Swiss Fertility and Socioeconomic Indicators (1888) Data",
    "treering", "Yearly Treering Data, -6000-1979",
    "trees", "Diameter, Height and Volume for Black Cherry Trees",
    "uspop", "Populations Recorded by the US Census",
    "volcano", "Topographic Information on Auckland's Maunga Whau Volcano",
    "warpbreaks", "The Number of Breaks in Yarn during Weaving",
    "women", "Average Heights and Weights for American Women")
