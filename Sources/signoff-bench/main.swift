print("signoff-bench: not built yet")
