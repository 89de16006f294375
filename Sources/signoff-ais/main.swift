print("signoff-ais: not built yet")
