// DIContainer: a hierarchical dependency-injection container. Being built.
