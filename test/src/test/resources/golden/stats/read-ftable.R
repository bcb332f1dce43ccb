tf <- tempfile()
writeLines(c("                     Survived  No Yes",
             "Class Sex    Age                   ",
             "1st   Male   Child            0   5",
             "             Adult          118  57",
             "      Female Child            0   1",
             "             Adult            4 140",
             "2nd   Male   Child            0  11",
             "             Adult          154  14",
             "      Female Child            0  13",
             "             Adult           13  80"), tf)
ft <- read.ftable(tf)
ft
str(unclass(ft))
as.table(ft)
tf2 <- tempfile()
writeLines(c("Sex  Male Female", "Eye", "Brown 98 122", "Blue 101 114", "Hazel 47 46"), tf2)
ft2 <- read.ftable(tf2)
ft2
ft4 <- read.ftable(textConnection(c("        Survived  No Yes", "Class                  ", "1st             122 203", "2nd             167 118")))
ft4
