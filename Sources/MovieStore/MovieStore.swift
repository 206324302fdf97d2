// MovieStore: not built yet; see the open issue that introduces this target.
