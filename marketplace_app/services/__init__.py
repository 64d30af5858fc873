"""The rules of the marketplace: one function per use case, free of web frameworks."""
