# sort.int's radix method fails in order(): Calls: sort -> sort.default -> sort.int -> order
sort(3:1, decreasing = NA)
