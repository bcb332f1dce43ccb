print(seq_len(4))
seq_len(-1)
