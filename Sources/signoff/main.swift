print("signoff: not built yet")
