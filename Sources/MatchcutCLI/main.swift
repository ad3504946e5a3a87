print("matchcut")
