print("before")
stop("something went wrong")
print("never")
