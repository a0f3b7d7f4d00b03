"""Browser front end: the only package that imports `js` / `pyscript` (and only lazily)."""
